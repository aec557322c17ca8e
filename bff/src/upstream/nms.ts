import { pathSegment, type Upstream } from './http.js';
import type { CustomerRequest, ListRequest, OrderMessage, OutboxNotification, SupportTicket, Task } from './models.js';

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
  return {
    supportContact: () => nms.call<{ email: string }>('GET', '/support/contact', { read: true }),
    supportTickets: (body: ListRequest<{ companyId?: string }>) =>
      nms.call<{ tickets: SupportTicket[]; totalCount: number }>('POST', '/support/tickets/list', { read: true, body }),
    supportTicketsByIds: (ids: readonly string[]) =>
      nms.call<{ tickets: SupportTicket[] }>('POST', '/support/tickets/byIds', { read: true, body: { ids } }),
    supportTicketCreate: (
      body: {
        subject: string;
        category: string;
        description: string;
        orderReference?: string | null;
        companyId?: string;
      },
      idempotencyKey?: string | null,
    ) => nms.call<{ ticket: SupportTicket }>('POST', '/support/tickets', { body, idempotencyKey }),
    supportTicketStatusUpdate: (id: string, status: string) =>
      nms.call<{ ticket: SupportTicket }>('PATCH', `/support/tickets/${pathSegment(id)}/status`, { body: { status } }),
    tasksFind: (
      body: ListRequest<{
        companyId?: string;
        status?: string;
        searchOptionType?: 'title' | 'type';
        searchValue?: string;
        updatedSince?: string;
      }>,
    ) => nms.call<{ tasks: Task[]; totalCount: number }>('POST', '/task-center/find', { read: true, body }),
    tasksByIds: (ids: readonly string[]) =>
      nms.call<{ tasks: Task[] }>('POST', '/task-center/byIds', { read: true, body: { ids } }),
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
      nms.call<{ customerRequests: CustomerRequest[] }>('POST', '/customerRequests/byIds', {
        read: true,
        body: { ids },
      }),
    customerRequestLink: (token: string) =>
      nms.call<CustomerRequestLinkReply>('GET', `/customerRequest/${pathSegment(token)}`, { once: true }),
    customerRequestSubmit: (body: Record<string, unknown>) =>
      nms.call<CustomerRequestLinkReply>('POST', '/customerRequest', { body }),
    customerRequestsApprovalStatus: (customerRequestIds: string[], newApprovalStatus: string) =>
      nms.call<{ customerRequests: CustomerRequest[]; changed: string[]; failures: { id: string; message: string }[] }>(
        'POST',
        '/admin/customerRequest/approvalStatus',
        {
          body: { customerRequestIds, newApprovalStatus },
        },
      ),
    notificationOutbox: (page: { records: number; offset: number }) =>
      nms.call<{ notifications: OutboxNotification[]; totalCount: number }>('GET', '/admin/notifications', {
        query: { records: String(page.records), offset: String(page.offset) },
      }),
    messagesFind: (
      orderId: string,
      pagination: { records: number; offset?: number; fromEnd?: boolean; before?: number | null },
    ) =>
      nms.call<{ messages: OrderMessage[]; totalCount: number; offset: number }>('POST', '/messages/find', {
        read: true,
        body: { orderId, pagination },
      }),
    messagesByIds: (ids: readonly string[]) =>
      nms.call<{ messages: OrderMessage[] }>('POST', '/messages/byIds', { read: true, body: { ids } }),
    messageSend: (orderId: string, messageText: string, idempotencyKey?: string | null) =>
      nms.call<{ message: OrderMessage }>('POST', '/messages', { body: { orderId, messageText }, idempotencyKey }),
  };
}
