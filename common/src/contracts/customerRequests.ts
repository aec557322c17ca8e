import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  CANCEL_ISSUE_TYPES,
  FORM_LINK_STATUSES,
  REQUEST_TYPES,
  UNDELIVERED_REASONS,
} from '../customerRequests.js';
import { OrderAddressSchema } from './orders.js';

/** The keys of a label map, as the values a field of it carries. */
const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const CustomerRequestRecordSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  companyId: z.string(),
  awb: z.string().nullable(),
  orderNumber: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  /** The order's shipping address as OMS sent it with the undelivered event. */
  address: OrderAddressSchema,
  undeliveredReason: z.enum(keysOf(UNDELIVERED_REASONS)),
  requestType: z.enum(keysOf(REQUEST_TYPES)).nullable(),
  approvalStatus: z.enum(keysOf(APPROVAL_STATUSES)),
  formLinkStatus: z.enum(keysOf(FORM_LINK_STATUSES)),
  alternatePhone: z.string().nullable(),
  /** The address the buyer gave instead, when they answered with one. */
  alternateAddress: OrderAddressSchema.nullable(),
  deferredDeliveryDate: z.string().nullable(),
  issueType: z.enum(keysOf(CANCEL_ISSUE_TYPES)).nullable(),
  issueDescription: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  filledAt: z.string().nullable(),
  /** When an approval was applied to the order; from then on the decision is final. */
  appliedAt: z.string().nullable(),
  /** The channel the buyer's link went by (sms, or whatsapp through the company's template); null when none was sent. */
  linkChannel: z.enum(['sms', 'whatsapp']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRequestRecord = z.infer<typeof CustomerRequestRecordSchema>;
