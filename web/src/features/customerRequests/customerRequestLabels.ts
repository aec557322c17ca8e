import {
  APPROVAL_STATUSES,
  CANCEL_ISSUE_TYPES,
  FORM_LINK_STATUSES,
  MSG,
  REQUEST_TYPES,
  UNDELIVERED_REASONS,
} from '@parcelo/common';
import { formatDay } from '../../lib/format';

/** A value's label from one of the shared label maps; a value the client does not know yet shows as itself. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export const undeliveredReasonLabel = (reason: string) => labelOf(UNDELIVERED_REASONS, reason);

const APPROVAL_PALETTES: Record<string, string> = {
  PENDING: 'gray',
  PROCESSED: 'blue',
  APPROVED: 'green',
  DISAPPROVED: 'red',
};

export function approvalStatusView(status: string): { label: string; palette: string } {
  return { label: labelOf(APPROVAL_STATUSES, status), palette: APPROVAL_PALETTES[status] ?? 'gray' };
}

const FORM_LINK_PALETTES: Record<string, string> = { SENT: 'gray', VISITED: 'orange', FILLED: 'green' };

export function formLinkStatusView(status: string): { label: string; palette: string } {
  return { label: labelOf(FORM_LINK_STATUSES, status), palette: FORM_LINK_PALETTES[status] ?? 'gray' };
}

/** A link the buyer can no longer fill: the request stays as sent, or as visited. */
export function linkLapsed(formLinkStatus: string, expired: boolean): boolean {
  return expired && formLinkStatus !== 'FILLED';
}

interface RequestAnswers {
  readonly requestType: string | null | undefined;
  readonly alternatePhone?: string | null | undefined;
  readonly alternateAddress?:
    | {
        readonly addressLine1: string;
        readonly addressLine2: string;
        readonly city: string;
        readonly state: string;
        readonly pincode: string;
      }
    | null
    | undefined;
  readonly deferredDeliveryDate?: string | null | undefined;
  readonly issueType?: string | null | undefined;
  readonly issueDescription?: string | null | undefined;
}

/** What the buyer asked for: the kind of request, and its particulars one per line. */
export function requestSummary(request: RequestAnswers): { title: string; details: string[] } {
  const { requestType } = request;
  if (!requestType) return { title: MSG.requestNotFilled, details: [] };
  const details: string[] = [];
  if (requestType === 'UPDATE_DETAILS') {
    if (request.alternatePhone) details.push(`Alternate phone ${request.alternatePhone}`);
    const address = request.alternateAddress;
    if (address) {
      const lines = [address.addressLine1, address.addressLine2, address.city].filter(Boolean).join(', ');
      details.push(`Alternate address: ${lines}, ${address.state} ${address.pincode}`.trim());
    }
    if (request.deferredDeliveryDate) details.push(`Deliver on ${formatDay(request.deferredDeliveryDate)}`);
  } else if (requestType === 'CANCEL_ORDER') {
    if (request.issueType) details.push(labelOf(CANCEL_ISSUE_TYPES, request.issueType));
    if (request.issueDescription?.trim()) details.push(request.issueDescription.trim());
  }
  return { title: labelOf(REQUEST_TYPES, requestType), details };
}
