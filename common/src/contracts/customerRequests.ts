import type {
  ApprovalStatus,
  CancelIssueType,
  CustomerRequestType,
  FormLinkStatus,
  UndeliveredReason,
} from '../customerRequests.js';
import type { OrderAddress } from './orders.js';

export interface CustomerRequestRecord {
  id: string;
  orderId: string;
  companyId: string;
  awb: string | null;
  orderNumber: string;
  buyerName: string;
  buyerPhone: string;
  address: OrderAddress;
  undeliveredReason: UndeliveredReason;
  requestType: CustomerRequestType | null;
  approvalStatus: ApprovalStatus;
  formLinkStatus: FormLinkStatus;
  alternatePhone: string | null;
  alternateAddress: OrderAddress | null;
  deferredDeliveryDate: string | null;
  issueType: CancelIssueType | null;
  issueDescription: string | null;
  expiresAt: string;
  expired: boolean;
  filledAt: string | null;
  /** When an approval was applied to the order; from then on the decision is final. */
  appliedAt: string | null;
  /** The channel the buyer's link went by (sms, or whatsapp through the company's template); null when none was sent. */
  linkChannel: 'sms' | 'whatsapp' | null;
  createdAt: string;
  updatedAt: string;
}
