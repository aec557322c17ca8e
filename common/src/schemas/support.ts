import { MSG } from '../messages.js';
import { acceptsOnly } from '../validation.js';
import { optionalText, text, z } from './fields.js';

export const SUPPORT_CATEGORIES = ['ORDERS', 'BILLING', 'INTEGRATIONS', 'WAREHOUSE', 'OTHER'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  ORDERS: 'Orders',
  BILLING: 'Billing',
  INTEGRATIONS: 'Integrations',
  WAREHOUSE: 'Warehouse',
  OTHER: 'Other',
};

export const SUPPORT_TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
};

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_DESCRIPTION_MAX = 4000;

const subjectRule = (v: string) => (v.trim() ? null : MSG.supportSubjectRequired);
const descriptionRule = (v: string) => (v.trim() ? null : MSG.supportDescriptionRequired);

/** A seller's ticket to Parcelo's support. */
export const SupportTicketInput = z.object({
  subject: text('Subject', [subjectRule], SUPPORT_SUBJECT_MAX),
  category: z.enum(SUPPORT_CATEGORIES, { error: MSG.supportCategoryRequired }),
  description: text('Description', [descriptionRule], SUPPORT_DESCRIPTION_MAX),
  // The seller's own order number, as it knows it: kept as typed, never looked up.
  orderReference: optionalText('Order reference', [], 100).transform((v) => v || null),
});
export type SupportTicketInput = z.infer<typeof SupportTicketInput>;

export const SupportTicketStatusInput = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES, {
    error: acceptsOnly(SUPPORT_TICKET_STATUSES.map((s) => SUPPORT_STATUS_LABELS[s])),
  }),
});

export const SupportTicketRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  description: z.string(),
  orderReference: z.string().nullable(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicketRecord = z.infer<typeof SupportTicketRecordSchema>;
