import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  CANCEL_ISSUE_TYPES,
  FORM_LINK_STATUSES,
  REQUEST_TYPES,
  UNDELIVERED_REASONS,
} from '../customerRequests.js';
import type { OrderAddress } from './orders.js';

/** The keys of a label map, as the values a field of it carries. */
const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/**
 * An order's address is OMS's record (OrderAddress): declared loosely here, and typed as
 * OMS's in CustomerRequestRecord.
 */
const AddressSchema = z.unknown();

export const CustomerRequestRecordSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  companyId: z.string(),
  awb: z.string().nullable(),
  orderNumber: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  address: AddressSchema,
  undeliveredReason: z.enum(keysOf(UNDELIVERED_REASONS)),
  requestType: z.enum(keysOf(REQUEST_TYPES)).nullable(),
  approvalStatus: z.enum(keysOf(APPROVAL_STATUSES)),
  formLinkStatus: z.enum(keysOf(FORM_LINK_STATUSES)),
  alternatePhone: z.string().nullable(),
  alternateAddress: AddressSchema,
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
export type CustomerRequestRecord = Omit<
  z.infer<typeof CustomerRequestRecordSchema>,
  'address' | 'alternateAddress'
> & {
  address: OrderAddress;
  alternateAddress: OrderAddress | null;
};
