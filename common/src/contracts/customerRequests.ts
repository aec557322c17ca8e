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
  createdAt: string;
  updatedAt: string;
}
