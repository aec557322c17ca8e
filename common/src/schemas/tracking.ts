import { MSG } from '../messages.js';
import { emailRule, phoneRule, type Rule } from '../validation.js';
import { text, z } from './fields.js';

export type TrackingSearchBy = 'AWB' | 'MOBILE' | 'EMAIL';

/** What the buyer typed, as the search matches it: a mobile without spaces, dashes or the +91 people often type. */
export function normaliseSearchValue(by: TrackingSearchBy, raw: string): string {
  const value = raw.trim();
  return by === 'MOBILE' ? value.replace(/[\s-]/g, '').replace(/^\+91/, '') : value;
}

const RULES: Record<TrackingSearchBy, Rule> = {
  AWB: (value) => (value.trim() ? null : MSG.awbRequired),
  MOBILE: (value) => phoneRule(normaliseSearchValue('MOBILE', value)),
  EMAIL: emailRule,
};

/** The rule for a public tracking search's value, by what is searched; OMS holds searches to it. */
export const trackingSearchRule = (by: TrackingSearchBy): Rule => RULES[by];

/** The public tracking page's search box. */
export const trackingSearchInput = (by: TrackingSearchBy) =>
  z.object({ value: text(by === 'AWB' ? 'AWB' : by === 'MOBILE' ? 'Mobile' : 'Email', [RULES[by]], 254) });
