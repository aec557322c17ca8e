import type { FieldPersonRecord } from '@parcelo/common';

/** A field person; `brandName` is set when HMS answered it beside them (their own phone page). */
export type FieldPerson = FieldPersonRecord & { brandName?: string };
