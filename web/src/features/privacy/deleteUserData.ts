import { MSG, phoneRule, type Rule } from '@parcelo/common';

/** Deletion form: its own required message first, then the usual phone checks. */
export const deletionPhoneRules: Rule[] = [(value) => (value.trim() ? null : MSG.deletionPhoneRequired), phoneRule];
