import { z } from 'zod';
import { MSG, fieldRequired, fill } from './messages.js';
import { phoneRule, pincodeRule, requiredRule, type Rule } from './validation.js';
import { urlRule } from './inventory.js';
import { addDays, isCalendarDate, istToday } from './dates.js';

/** Undelivered reasons, by the value the API carries. */
export const UNDELIVERED_REASONS = {
  WRONG_OR_INCOMPLETE_ADDRESS: 'Wrong Or Incomplete Address',
  NO_RESPONSE_FROM_CUSTOMER: 'No Response from Customer',
  ROUTE_OBSTACLES: 'Route Obstacles',
  REFUSED_BY_CUSTOMER: 'Refused by customer',
  BAD_WEATHER_CONDITIONS: 'Bad Weather conditions',
  OTHER: 'Other',
} as const;
export type UndeliveredReason = keyof typeof UNDELIVERED_REASONS;
export const UNDELIVERED_REASON_VALUES = Object.keys(UNDELIVERED_REASONS) as UndeliveredReason[];

export const REQUEST_TYPES = { UPDATE_DETAILS: 'Update details', CANCEL_ORDER: 'Cancel order' } as const;
export type CustomerRequestType = keyof typeof REQUEST_TYPES;

export const CANCEL_ISSUE_TYPES = {
  ORDER_PLACED_BY_MISTAKE: 'Order placed by mistake',
  AVAILABLE_FOR_LOWER_PRICE: 'Available for a lower price',
  CHANGED_MY_MIND: 'Changed my mind',
  NO_LONGER_NEEDED: 'No longer needed',
  OTHER: 'Other',
} as const;
export type CancelIssueType = keyof typeof CANCEL_ISSUE_TYPES;
export const CANCEL_ISSUE_TYPE_VALUES = Object.keys(CANCEL_ISSUE_TYPES) as CancelIssueType[];

/** Customer request approval; PENDING until an admin sets one of the three. */
export const APPROVAL_STATUSES = {
  PENDING: 'Pending',
  PROCESSED: 'Processed',
  APPROVED: 'Approved',
  DISAPPROVED: 'Disapproved',
} as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUSES;
export const APPROVAL_ACTIONS = ['PROCESSED', 'APPROVED', 'DISAPPROVED'] as const satisfies readonly ApprovalStatus[];

export const FORM_LINK_STATUSES = { SENT: 'Sent', VISITED: 'Visited', FILLED: 'Filled' } as const;
export type FormLinkStatus = keyof typeof FORM_LINK_STATUSES;

/** How long a buyer's link stays open: a courier holds an undelivered parcel about this long. */
export const CUSTOMER_REQUEST_LINK_HOURS = 72;
/** A deferred delivery may be asked for from tomorrow up to this many days ahead. */
export const DEFERRED_DELIVERY_MAX_DAYS = 7;

/** The page a deletion request's texted link opens. */
export const deletionConfirmPath = (token: string) => `/delete-user-data/confirm/${encodeURIComponent(token)}`;

/** The public page of a buyer's link. */
export const customerRequestPath = (token: string) => `/customer-request/${encodeURIComponent(token)}`;

/** The days a deferred delivery may be asked for (YYYY-MM-DD, India): tomorrow to DEFERRED_DELIVERY_MAX_DAYS ahead. */
export function deferredDateBounds(now = new Date()): { min: string; max: string } {
  const today = istToday(now);
  return { min: addDays(today, 1), max: addDays(today, DEFERRED_DELIVERY_MAX_DAYS) };
}

/** YYYY-MM-DD from tomorrow (India) to DEFERRED_DELIVERY_MAX_DAYS ahead. Empty passes. */
export const deferredDateRule =
  (now = new Date()): Rule =>
  (raw) => {
    const v = raw.trim();
    if (!v) return null;
    if (!isCalendarDate(v)) return MSG.deferredDateInvalid;
    const { min, max } = deferredDateBounds(now);
    return v >= min && v <= max ? null : MSG.deferredDateInvalid;
  };

/** An optional 10-digit phone: empty passes, anything else must be a valid phone. */
export const optionalPhoneRule: Rule = (v) => (v.trim() ? phoneRule(v) : null);

/** Address rules with its own messages; last name optional. */
export const ADDRESS_RULES: Record<
  'firstName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'pincode' | 'country',
  Rule[]
> = {
  firstName: [(v) => (v.trim() ? null : MSG.firstNameRequired)],
  addressLine1: [(v) => (v.trim() ? null : MSG.required)],
  addressLine2: [(v) => (v.trim() ? null : MSG.required)],
  city: [requiredRule('City')],
  state: [requiredRule('State')],
  pincode: [pincodeRule],
  country: [requiredRule('Country')],
};

export const ISSUE_DESCRIPTION_MAX = 500;
export const issueDescriptionRule: Rule = (v) =>
  !v.trim()
    ? MSG.issueDescriptionRequired
    : v.trim().length > ISSUE_DESCRIPTION_MAX
      ? fill(MSG.lengthMax, { n: ISSUE_DESCRIPTION_MAX })
      : null;

// Tracking page look (Settings > Tracking Page).
export const TrackingPageLookSchema = z.object({
  primaryColor: z.string(),
  headerFontColor: z.string(),
  headerLogoUrl: z.string().nullable(),
  links: z.array(z.object({ linkName: z.string(), linkURL: z.string() })),
});
export type TrackingPageLook = z.infer<typeof TrackingPageLookSchema>;

export const DEFAULT_TRACKING_PAGE: TrackingPageLook = {
  primaryColor: '#1E3A8A',
  headerFontColor: '#FFFFFF',
  headerLogoUrl: null,
  links: [],
};

/** Ready-made colour sets (the spec's "tracking theme colour sets"). */
export const TRACKING_THEMES = [
  { name: 'Indigo', primaryColor: '#1E3A8A', headerFontColor: '#FFFFFF' },
  { name: 'Saffron', primaryColor: '#F97316', headerFontColor: '#FFFFFF' },
  { name: 'Leaf', primaryColor: '#15803D', headerFontColor: '#FFFFFF' },
  { name: 'Plum', primaryColor: '#6B21A8', headerFontColor: '#FFFFFF' },
  { name: 'Charcoal', primaryColor: '#1F2937', headerFontColor: '#F9FAFB' },
  { name: 'Paper', primaryColor: '#FFFFFF', headerFontColor: '#111827' },
] as const;

export const TRACKING_LINKS_MAX = 5;
export const colourRule: Rule = (v) => (/^#[0-9a-fA-F]{6}$/.test(v.trim()) ? null : MSG.colourInvalid);
export const linkNameRule: Rule = (v) =>
  !v.trim() ? fieldRequired('Link name') : v.trim().length > 40 ? fill(MSG.lengthMax, { n: 40 }) : null;
export const linkUrlRule: Rule = (v) => (!v.trim() ? fieldRequired('Link URL') : urlRule(v));
export const logoUrlRule: Rule = (v) => (v.trim() ? urlRule(v) : null);

/** Seconds between refreshes of a public tracking page. */
export const TRACKING_REFRESH_SECONDS = 60;

export const MESSAGE_TEXT_MAX = 1000;
export const messageTextRule: Rule = (v) =>
  !v.trim()
    ? MSG.messageRequired
    : v.trim().length > MESSAGE_TEXT_MAX
      ? fill(MSG.lengthMax, { n: MESSAGE_TEXT_MAX })
      : null;
