import {
  MSG,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  SupportTicketInput,
  z,
  type SupportCategory,
  type SupportTicketStatus,
} from '@parcelo/common';

export const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));

const isCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);

/** The ticket form: the service's own rules, with the category as the select gives it. */
export const TICKET_FORM = SupportTicketInput.extend({
  category: z.string().refine(isCategory, MSG.supportCategoryRequired),
});

export const categoryOf = (value: string): SupportCategory => (isCategory(value) ? value : 'OTHER');

export const categoryLabel = (value: string) => SUPPORT_CATEGORY_LABELS[value as SupportCategory] ?? value;
export const statusLabel = (value: string) => SUPPORT_STATUS_LABELS[value as SupportTicketStatus] ?? value;
export const STATUS_COLOURS: Record<string, string> = { OPEN: 'orange', IN_PROGRESS: 'blue', RESOLVED: 'green' };
