import { wellFormed } from '@parcelo/common';
import { nmsOperations, type operations } from '@parcelo/common/api/nms';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';
import type { CustomerRequest, OrderMessage, OutboxNotification, SupportTicket, Task } from './models.js';

/** The body an NMS operation takes, as its route declares it. */
type Body<Name extends keyof operations> = OperationInput<operations[Name]>['body'];

export type CustomerRequestLinkReply = { state: 'OPEN' | 'FILLED' | 'EXPIRED'; customerRequest: CustomerRequest };

export interface CustomerRequestWhere {
  companyId?: string;
  orderId?: string;
  searchOptionType?: 'awb' | 'orderId' | 'phone';
  searchValue?: string;
  formLinkStatus?: string;
  approvalStatus?: string;
  requestType?: string;
  datePreset?: string;
  start?: string;
  end?: string;
}

/** Typed calls to NMS's task centre (REST contract: Notifications: task-center and queue). */
export function nmsApi(nms: Upstream) {
  const api = operationsOf<operations>(nms, nmsOperations);
  return {
    supportContact: () => api.getSupportContact<{ email: string }>({ read: true }),
    supportTickets: (body: Body<'postSupportTicketsList'>) =>
      api.postSupportTicketsList<{ tickets: SupportTicket[]; totalCount: number }>({ read: true, body }),
    supportTicketsByIds: (ids: readonly string[]) =>
      api.postSupportTicketsByIds<{ tickets: SupportTicket[] }>({ read: true, body: { ids: [...ids] } }),
    supportTicketCreate: (body: Body<'postSupportTickets'>, idempotencyKey?: string | null) =>
      api.postSupportTickets<{ ticket: SupportTicket }>({ body, idempotencyKey }),
    supportTicketStatusUpdate: (id: string, status: Body<'patchSupportTicketsByIdStatus'>['status']) =>
      api.patchSupportTicketsByIdStatus<{ ticket: SupportTicket }>({
        params: { id: wellFormed(id) },
        body: { status },
      }),
    tasksFind: (body: Body<'postTaskCenterFind'>) =>
      api.postTaskCenterFind<{ tasks: Task[]; totalCount: number }>({ read: true, body }),
    tasksByIds: (ids: readonly string[]) =>
      api.postTaskCenterByIds<{ tasks: Task[] }>({ read: true, body: { ids: [...ids] } }),
    customerRequestsFind: (
      where: CustomerRequestWhere,
      pagination: { records: number; offset: number },
      sortBy?: { by: string; order: 'ASC' | 'DESC' },
    ) =>
      api.postCustomerRequestsFind<{ customerRequests: CustomerRequest[]; totalCount: number }>({
        read: true,
        // The filters and sortBy.by come from GraphQL and CSV links as any text: NMS checks them
        // against its enums and refuses one it does not know with its own message.
        body: { where, pagination, ...(sortBy ? { sortBy } : {}) } as Body<'postCustomerRequestsFind'>,
      }),
    customerRequestsByIds: (ids: readonly string[]) =>
      api.postCustomerRequestsByIds<{ customerRequests: CustomerRequest[] }>({ read: true, body: { ids: [...ids] } }),
    customerRequestLink: (token: string) =>
      api.getCustomerRequestByToken<CustomerRequestLinkReply>({ params: { token: wellFormed(token) }, once: true }),
    customerRequestSubmit: (body: Body<'postCustomerRequest'>) =>
      api.postCustomerRequest<CustomerRequestLinkReply>({ body }),
    customerRequestsApprovalStatus: (
      customerRequestIds: string[],
      newApprovalStatus: Body<'postAdminCustomerRequestApprovalStatus'>['newApprovalStatus'],
    ) =>
      api.postAdminCustomerRequestApprovalStatus<{
        customerRequests: CustomerRequest[];
        changed: string[];
        failures: { id: string; message: string }[];
      }>({ body: { customerRequestIds, newApprovalStatus } }),
    notificationOutbox: (page: { records: number; offset: number }) =>
      api.getAdminNotifications<{ notifications: OutboxNotification[]; totalCount: number }>({
        query: { records: page.records, offset: page.offset },
      }),
    messagesFind: (
      orderId: string,
      pagination: { records: number; offset?: number; fromEnd?: boolean; before?: number | null },
    ) =>
      api.postMessagesFind<{ messages: OrderMessage[]; totalCount: number; offset: number }>({
        read: true,
        body: { orderId, pagination },
      }),
    messagesByIds: (ids: readonly string[]) =>
      api.postMessagesByIds<{ messages: OrderMessage[] }>({ read: true, body: { ids: [...ids] } }),
    messageSend: (orderId: string, messageText: string, idempotencyKey?: string | null) =>
      api.postMessages<{ message: OrderMessage }>({ body: { orderId, messageText }, idempotencyKey }),
  };
}
