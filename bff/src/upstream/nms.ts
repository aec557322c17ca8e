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
    // Left a path call: the callers give sortBy.by (sortKey) and the where's filters as strings, not the route's enums.
    customerRequestsFind: (
      where: CustomerRequestWhere,
      pagination: { records: number; offset: number },
      sortBy?: { by: string; order: 'ASC' | 'DESC' },
    ) =>
      nms.call<{ customerRequests: CustomerRequest[]; totalCount: number }>('POST', '/customerRequests/find', {
        read: true,
        body: { where, pagination, ...(sortBy ? { sortBy } : {}) },
      }),
    customerRequestsByIds: (ids: readonly string[]) =>
      api.postCustomerRequestsByIds<{ customerRequests: CustomerRequest[] }>({ read: true, body: { ids: [...ids] } }),
    customerRequestLink: (token: string) =>
      api.getCustomerRequestByToken<CustomerRequestLinkReply>({ params: { token: wellFormed(token) }, once: true }),
    customerRequestSubmit: (body: Body<'postCustomerRequest'>) =>
      api.postCustomerRequest<CustomerRequestLinkReply>({ body }),
    // Left a path call: the resolver passes any GraphQL approval status (PENDING too), which the route's enum does not take.
    customerRequestsApprovalStatus: (customerRequestIds: string[], newApprovalStatus: string) =>
      nms.call<{ customerRequests: CustomerRequest[]; changed: string[]; failures: { id: string; message: string }[] }>(
        'POST',
        '/admin/customerRequest/approvalStatus',
        {
          body: { customerRequestIds, newApprovalStatus },
        },
      ),
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
