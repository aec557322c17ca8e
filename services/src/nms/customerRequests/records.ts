import type { CustomerRequestRecord } from '@parcelo/common';
import type { CustomerRequestRow } from '../db.js';

export const expired = (r: CustomerRequestRow, now = new Date()) =>
  r.form_link_status !== 'FILLED' && r.expires_at <= now;

export const customerRequestRecord = (r: CustomerRequestRow): CustomerRequestRecord => ({
  id: r.id,
  orderId: r.order_id,
  companyId: r.company_id,
  awb: r.awb,
  orderNumber: r.shop_order_id,
  buyerName: r.customer_name,
  buyerPhone: r.customer_phone,
  address: r.shipping_address,
  undeliveredReason: r.undelivered_reason,
  requestType: r.request_type,
  approvalStatus: r.approval_status,
  formLinkStatus: r.form_link_status,
  alternatePhone: r.alternate_phone,
  alternateAddress: r.alternate_address,
  deferredDeliveryDate: r.deferred_delivery_date,
  issueType: r.issue_type,
  issueDescription: r.issue_description,
  expiresAt: r.expires_at.toISOString(),
  expired: expired(r),
  filledAt: r.filled_at?.toISOString() ?? null,
  appliedAt: r.applied_at?.toISOString() ?? null,
  linkChannel: r.link_channel,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
