import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  DATE_PRESETS,
  FORM_LINK_STATUSES,
  MSG,
  REQUEST_TYPES,
  UNDELIVERED_REASONS,
  formatDateTime,
  UNDELIVERED_REASON_VALUES,
  fill,
  type UndeliveredReason,
  CustomerRequestInput,
  CustomerRequestRecordSchema,
} from '@parcelo/common';
import { pincodeProblem } from '@parcelo/common/pincodes';
import {
  answers,
  byIdsRoute,
  badRequest,
  companyNames,
  exportRows,
  exportSort,
  ExportSort,
  labelOf,
  ok,
  parse,
  sendCsv,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { NmsDB } from '../db.js';
import { customerRequestsService, type CustomerRequestsService } from './service.js';

type Ctx = ServiceContext<NmsDB>;

const NdrEvent = z.object({
  eventId: z.string().min(1),
  orderId: z.string().uuid(),
  companyId: z.string().uuid(),
  awb: z.string().nullish(),
  shopOrderId: z.string().min(1),
  customerName: z.string(),
  customerPhone: z.string(),
  shippingAddress: z.record(z.string(), z.unknown()),
  reason: z.enum(UNDELIVERED_REASON_VALUES as [UndeliveredReason, ...UndeliveredReason[]]),
});

const FindBody = z.object({
  where: z
    .object({
      companyId: z.string().uuid().optional(),
      orderId: z.string().uuid().optional(),
      searchOptionType: z.enum(['awb', 'orderId', 'phone']).optional(),
      searchValue: z.string().trim().max(100).optional(),
      formLinkStatus: z.enum(['SENT', 'VISITED', 'FILLED']).optional(),
      approvalStatus: z.enum(['PENDING', 'PROCESSED', 'APPROVED', 'DISAPPROVED']).optional(),
      requestType: z.enum(['UPDATE_DETAILS', 'CANCEL_ORDER']).optional(),
      datePreset: z.enum(DATE_PRESETS).optional(),
      start: z.coerce.date().optional(),
      end: z.coerce.date().optional(),
    })
    .default({}),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(10),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    })
    .default({ records: 10, offset: 0 }),
  sortBy: z
    .object({
      by: z.enum(['createdAt', 'orderNumber']).default('createdAt'),
      order: z.enum(['ASC', 'DESC']).default('DESC'),
    })
    .default({ by: 'createdAt', order: 'DESC' }),
});

/** What the buyer holding a link sees: whether it is still open, and their own request. */
const LinkView = answers(
  z.object({ state: z.enum(['OPEN', 'FILLED', 'EXPIRED']), customerRequest: CustomerRequestRecordSchema }),
);

const ApprovalBody = z.object({
  customerRequestIds: z.array(z.string().uuid()).min(1, 'Select at least one request').max(300),
  newApprovalStatus: z.enum(APPROVAL_ACTIONS, { error: `Accepts only ${APPROVAL_ACTIONS.join(', ')}` }),
});

/**
 * Customer requests (NDR): made from OMS's undelivered events, answered by the buyer
 * through a token link (no sign-in), listed for sellers and admins, and approved by admins,
 * whose approval OMS applies to the order. The routes check who asks; the service keeps the records.
 */
export function customerRequestRoutes(app: ServiceApp, ctx: Ctx, onQueued: () => void) {
  const service = customerRequestsService(ctx.db, { urls: ctx.urls, onQueued });
  undeliveredEventRoutes(app, ctx, service);
  buyerLinkRoutes(app, service);
  listRoutes(app, ctx, service);
  exportRoutes(app, ctx, service);
  approvalRoutes(app, ctx, service);
}

/** From OMS's outbox: one request per undelivered event, with the link sent to the buyer. */
function undeliveredEventRoutes(app: ServiceApp, ctx: Ctx, service: CustomerRequestsService) {
  app.post(
    '/customerRequests/ndr',
    {
      config: { access: 'internal' },
      schema: { body: NdrEvent, response: answers(z.object({ id: z.string() })) },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { id, created } = await service.recordUndelivered(request.body);
      return ok({ id }, created ? 'Customer request created' : 'Already recorded');
    },
  );
}

/** The buyer's link page and form: public, the token being the key. */
function buyerLinkRoutes(app: ServiceApp, service: CustomerRequestsService) {
  /** GET customer request by token (public). The first open of a SENT link makes it VISITED. */
  app.get(
    '/customerRequest/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string().max(200) }), response: LinkView } },
    async (request) => ok(await service.openLink(request.params.token)),
  );

  /** POST /customerRequest (public, by token): the buyer's answer. */
  app.post(
    '/customerRequest',
    { config: { access: 'public' }, schema: { body: CustomerRequestInput, response: LinkView } },
    async (request) => {
      const body = request.body;
      const moved = body.alternateAddress;
      const wrongPlace = moved ? pincodeProblem(moved.pincode, moved.state) : null;
      if (wrongPlace) throw badRequest(wrongPlace.message, `alternateAddress.${wrongPlace.field}`);
      return ok(await service.answer(body), MSG.requestSubmitted);
    },
  );
}

/** The seller's list of its own requests, and an admin's of any company's. */
function listRoutes(app: ServiceApp, ctx: Ctx, service: CustomerRequestsService) {
  app.post(
    '/customerRequests/find',
    {
      config: { access: 'member' },
      schema: {
        body: FindBody,
        response: answersPage('customerRequests', CustomerRequestRecordSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      return ok(await service.find(companyId, body.where, { ...body.pagination, ...body.sortBy }));
    },
  );

  byIdsRoute(
    app,
    '/customerRequests/byIds',
    'customerRequests',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: CustomerRequestRecordSchema },
  );
}

/** The NDR search fields as an export link names them (AWB, ORDER_ID, PHONE), as the list takes them. */
const SEARCH_FIELDS: Readonly<Record<string, 'awb' | 'orderId' | 'phone'>> = {
  AWB: 'awb',
  ORDER_ID: 'orderId',
  PHONE: 'phone',
};
const text = z.string().trim().max(200).optional();
const ExportQuery = z.object({
  companyId: z.string().max(200).optional(),
  by: text,
  search: text,
  link: text,
  approval: text,
  type: text,
  preset: text,
  from: text,
  to: text,
  ...ExportSort,
});
const REQUEST_COLUMNS = [
  'Created',
  'Order ID',
  'AWB',
  'Company',
  'Buyer',
  'Phone',
  'Undelivered reason',
  'Request',
  'Approval',
  'Link',
  'Applied',
];

/** The list as CSV with the page's filters, each request with its company's name. */
function exportRoutes(app: ServiceApp, ctx: Ctx, service: CustomerRequestsService) {
  app.get(
    '/csv/customer-requests',
    { config: { access: 'member' }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const q = request.query;
      const by = q.by ? SEARCH_FIELDS[q.by] : undefined;
      const sort = exportSort(q, { CREATED_AT: 'createdAt', ORDER_NUMBER: 'orderNumber' } as const, 'createdAt');
      // Checked as the list checks them: a filter it does not know is refused with its message.
      const { where } = parse(FindBody, {
        where: {
          companyId: q.companyId,
          ...(by && q.search ? { searchOptionType: by, searchValue: q.search } : {}),
          formLinkStatus: q.link,
          approvalStatus: q.approval,
          requestType: q.type,
          datePreset: q.preset,
          start: q.from,
          end: q.to,
        },
      });
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      const order = sort.order === 'asc' ? ('ASC' as const) : ('DESC' as const);
      const rows = exportRows(
        async ({ limit, offset }) =>
          (await service.find(companyId, where, { records: limit, offset, by: sort.by, order })).customerRequests,
        async (requests) => {
          const names = await companyNames(
            ctx.urls,
            requests.map((r) => r.companyId),
          );
          return requests.map((r) => [
            formatDateTime(r.createdAt),
            r.orderNumber,
            r.awb ?? '',
            names.get(r.companyId) ?? '',
            r.buyerName,
            r.buyerPhone,
            labelOf(UNDELIVERED_REASONS, r.undeliveredReason),
            labelOf(REQUEST_TYPES, r.requestType),
            labelOf(APPROVAL_STATUSES, r.approvalStatus),
            labelOf(FORM_LINK_STATUSES, r.formLinkStatus),
            r.appliedAt ? formatDateTime(r.appliedAt) : '',
          ]);
        },
        sort.order,
      );
      return sendCsv(reply, { name: 'ndr-requests', header: REQUEST_COLUMNS, rows });
    },
  );
}

/**
 * Approval status. Approving applies the buyer's answer to the order first (OMS); a
 * request whose order cannot take it keeps its status and is reported, the rest change.
 */
function approvalRoutes(app: ServiceApp, ctx: Ctx, service: CustomerRequestsService) {
  app.post(
    '/admin/customerRequest/approvalStatus',
    {
      config: { access: 'admin', adminPermission: 'ndr' },
      schema: {
        body: ApprovalBody,
        response: answers(
          z.object({
            customerRequests: z.array(CustomerRequestRecordSchema),
            changed: z.array(z.string()),
            failures: z.array(z.object({ id: z.string(), message: z.string() })),
          }),
        ),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const body = request.body;
      const result = await service.setApprovalStatus(body.customerRequestIds, body.newApprovalStatus, principal.name);
      return ok(result, fill(MSG.approvalUpdated, { n: result.changed.length }));
    },
  );
}
