import type { FastifyRequest } from 'fastify';
import {
  CompanyWarehouseRecordSchema,
  MSG,
  OwnWarehouseInput,
  WAREHOUSE_REQUEST_STATUSES,
  WarehouseActiveInput,
  WarehouseRequestInput,
  WarehouseRequestRecordSchema,
  WarehouseRequestResolveInput,
  WarehouseRtoInput,
} from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import {
  answers,
  byIdsRoute,
  badRequest,
  serviceApis,
  isAdminType,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import {
  attachmentRecord,
  attachmentsByPairs,
  createOwnWarehouse,
  findAttachments,
  findRequests,
  requestWarehouse,
  requestsByIds,
  resolveRequest,
  setAttachmentSwitch,
} from './companyWarehouseService.js';

export { attachWarehouse, refuseAttached, type Attachment } from './service.js';

type Ctx = ServiceContext<WmsDB>;

const WarehouseParams = z.object({ id: z.string().uuid(MSG.notFound) });
const AttachmentList = listBody({ companyId: z.string().uuid(MSG.notFound) }, ['createdAt'] as const);
const RequestList = listBody({ companyId: z.string().uuid(MSG.notFound), status: z.enum(WAREHOUSE_REQUEST_STATUSES) }, [
  'createdAt',
] as const);
/** One attachment as the company has it, after a change. */
const AttachmentReply = answers(z.object({ companyWarehouse: CompanyWarehouseRecordSchema }));
/** One Micro-WH request, as it was made or answered. */
const RequestReply = answers(z.object({ warehouseRequest: WarehouseRequestRecordSchema }));
const ATTACHMENT_ID = /^([0-9a-f-]{36})_([0-9a-f-]{36})$/;

/**
 * The company a change is about. An admin names it; anyone else acts for its own company,
 * and naming another finds nothing (NOT_FOUND), so no seller can learn or change another's.
 */
async function companyFor(ctx: Ctx, request: FastifyRequest, requested: string | undefined) {
  const principal = await ctx.auth.member(request);
  if (isAdminType(principal.userType)) {
    if (!requested) throw badRequest(MSG.selectBrand, 'companyId', 'REQUIRED');
    return { principal, companyId: requested };
  }
  if (!principal.companyId || (requested && requested !== principal.companyId)) throw notFound();
  return { principal, companyId: principal.companyId };
}

async function companyExists(ctx: Ctx, companyId: string) {
  const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
    internal: true,
    body: { ids: [companyId] },
  });
  if (!companies.length) throw notFound();
}

const attachmentReply = async (ctx: Ctx, companyId: string, warehouseId: string, message?: string) =>
  ok({ companyWarehouse: await attachmentRecord(ctx.db, companyId, warehouseId) }, message);

/**
 * A company's warehouses as it has them (Settings > Wherehouses, Brands > Warehouses), its
 * switches on them, its own Micro-WH, and its requests for a new one.
 */
export function companyWarehouseRoutes(app: ServiceApp, ctx: Ctx) {
  switchRoutes(app, ctx);
  attachmentRoutes(app, ctx);
  microWarehouseRoutes(app, ctx);
  requestRoutes(app, ctx);
}

/** The company's switches on an attachment: active for new orders, returns to another warehouse. */
function switchRoutes(app: ServiceApp, ctx: Ctx) {
  /** Sets one of the company's switches on its attachment; another company's warehouse is NOT_FOUND. */
  async function setSwitch(
    request: FastifyRequest,
    warehouseId: string,
    requested: string | undefined,
    set: { active: boolean } | { rto_other_wh: boolean },
  ) {
    const { companyId } = await companyFor(ctx, request, requested);
    await setAttachmentSwitch(ctx.db, companyId, warehouseId, set);
    return attachmentReply(ctx, companyId, warehouseId);
  }

  /** Whether the company's new orders may go to this warehouse. */
  app.patch(
    '/warehouse/:id/status',
    {
      config: { access: 'member', adminPermission: 'warehouses' },
      schema: { params: WarehouseParams, body: WarehouseActiveInput, response: AttachmentReply },
    },
    (request) => setSwitch(request, request.params.id, request.body.companyId, { active: request.body.active }),
  );

  /** Whether the company's returns (RTO) from this warehouse go to another of its warehouses. */
  app.patch(
    '/warehouse/:id/rto',
    {
      config: { access: 'member', adminPermission: 'warehouses' },
      schema: { params: WarehouseParams, body: WarehouseRtoInput, response: AttachmentReply },
    },
    (request) =>
      setSwitch(request, request.params.id, request.body.companyId, { rto_other_wh: request.body.rtoOtherWh }),
  );
}

/** The company's attachments, as a list and by id. */
function attachmentRoutes(app: ServiceApp, ctx: Ctx) {
  /** A company's warehouses as it has them, oldest attachment first; an admin without a company sees every one. */
  app.post(
    '/company/warehouse-attachments/find',
    {
      config: { access: 'member' },
      schema: {
        body: AttachmentList,
        response: answersPage('companyWarehouses', CompanyWarehouseRecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      return ok(await findAttachments(ctx.db, companyId, pageOf(request.body)));
    },
  );

  /** Batch read for loaders: a non-admin gets only its own company's attachments. */
  byIdsRoute(
    app,
    '/company/warehouse-attachments/byIds',
    'companyWarehouses',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const pairs = ids
        .map((id) => ATTACHMENT_ID.exec(id)!)
        .map(([, c, w]) => ({ c: c!, w: w! }))
        .filter((p) => !companyId || p.c === companyId);
      if (!pairs.length) return [];
      return attachmentsByPairs(ctx.db, pairs);
    },
    { id: z.string().regex(ATTACHMENT_ID), record: CompanyWarehouseRecordSchema },
  );
}

/** A seller's own Micro-WH, and its requests for a new one. */
function microWarehouseRoutes(app: ServiceApp, ctx: Ctx) {
  /**
   * Add my own Micro-WH: the seller's own premises become a micro warehouse attached to its
   * company (it has its own). City, state and the map point are India Post's for the pincode.
   */
  app.post(
    '/warehouse/own',
    {
      config: { access: 'member', adminPermission: 'warehouses', idempotent: true },
      schema: { body: OwnWarehouseInput, response: AttachmentReply },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await companyFor(ctx, request, body.companyId);
      const place = lookupPincode(body.pincode);
      if (!place) throw badRequest(MSG.invalidPincode, 'pincode');
      if (body.companyId) await companyExists(ctx, companyId);
      const id = await createOwnWarehouse(ctx.db, companyId, body, place);
      return attachmentReply(ctx, companyId, id, MSG.warehouseCreated);
    },
  );

  /**
   * Request a new Micro-WH. One open request per company and city: a second one (another tab,
   * a retry under a new key) is refused with the first's city, and the first stays as it was.
   */
  app.post(
    '/warehouse/request',
    {
      config: { access: 'member', adminPermission: 'warehouses', idempotent: true },
      schema: { body: WarehouseRequestInput, response: RequestReply },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyFor(ctx, request, body.companyId);
      if (body.companyId) await companyExists(ctx, companyId);
      const warehouseRequest = await requestWarehouse(ctx.db, companyId, principal, body);
      return ok({ warehouseRequest }, MSG.microWhRequested);
    },
  );
}

/** Micro-WH requests as a list and by id (a seller's own, an admin's for any company), and an admin's answer to one. */
function requestRoutes(app: ServiceApp, ctx: Ctx) {
  /** Micro-WH requests, newest first: a seller's own; an admin's for one company, or every company's. */
  app.post(
    '/warehouse/requests/find',
    {
      config: { access: 'member' },
      schema: {
        body: RequestList,
        response: answersPage('warehouseRequests', WarehouseRequestRecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      return ok(await findRequests(ctx.db, companyId, request.body.where.status, pageOf(request.body)));
    },
  );

  byIdsRoute(
    app,
    '/warehouse/requests/byIds',
    'warehouseRequests',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return requestsByIds(ctx.db, companyId, ids);
    },
    { record: WarehouseRequestRecordSchema },
  );

  /**
   * An admin answers a pending request: fulfilled attaches the chosen warehouse to the company
   * as a micro warehouse; declined tells the seller why. Only a pending request is answered,
   * once: the answer and the attachment are one transaction, so two admins cannot both act.
   */
  app.post(
    '/warehouse/requests/:id/resolve',
    {
      config: { access: 'admin', adminPermission: 'companies' },
      schema: { params: WarehouseParams, body: WarehouseRequestResolveInput, response: RequestReply },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const body = request.body;
      const warehouseRequest = await resolveRequest(ctx.db, request.params.id, principal, body);
      return ok(
        { warehouseRequest },
        body.decision === 'fulfilled' ? MSG.warehouseAttached : MSG.warehouseRequestDeclined,
      );
    },
  );
}
