import { MSG } from '@parcelo/common';
import type { Resolvers, WarehouseRequestStatus } from '../../generated/resolvers-types.js';
import { isAdmin, type Context } from '../../context.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import type { Company } from '../../upstream/models.js';
import type { CompanyWarehouse, WarehouseRequest } from './models.js';

const WAREHOUSE_TYPES = { micro: 'MICRO', central: 'CENTRAL', pseudo: 'PSEUDO' } as const;
const REQUEST_STATUSES = { pending: 'PENDING', fulfilled: 'FULFILLED', declined: 'DECLINED' } as const;
const statusName = (status: WarehouseRequestStatus | null | undefined) =>
  status ? (status.toLowerCase() as 'pending' | 'fulfilled' | 'declined') : undefined;

/** An attachment's global id names its company and warehouse: `<companyId>_<warehouseId>`. */
function attachmentOf(globalId: string): { companyId: string; warehouseId: string } {
  const id = localId(globalId, 'CompanyWarehouse');
  const [companyId = '', warehouseId = ''] = id.split('_');
  return { companyId, warehouseId };
}

const companyWarehouseEdge = (node: CompanyWarehouse) => ({ cursor: toGlobalId('CompanyWarehouse', node.id), node });

/** The attachment as the company now has it, after a write that made it. */
async function loadAttachment(ctx: Context, companyId: string, warehouseId: string) {
  const id = `${companyId}_${warehouseId}`;
  ctx.loaders.companyWarehouse.clear(id);
  const node = await ctx.loaders.companyWarehouse.load(id);
  return node ? companyWarehouseEdge(node) : null;
}

export const warehouseResolvers: Resolvers = {
  Warehouse: {
    id: (w) => toGlobalId('Warehouse', w.id),
    warehouseType: (w) => WAREHOUSE_TYPES[w.warehouseType],
    companies: async (w, _, ctx) => {
      const viewer = await ctx.requireViewer();
      // An operator sees who is at its own warehouses: the sellers it works for (and itself).
      if (!isAdmin(viewer) && !viewer.warehouseIds?.includes(w.id)) return [];
      const companies = await ctx.loaders.company.loadMany(w.companyIds);
      return companies.filter((c): c is Company => !!c && !(c instanceof Error));
    },
  },
  CompanyWarehouse: {
    id: (cw) => toGlobalId('CompanyWarehouse', cw.id),
    company: (cw, _, ctx) => ctx.loaders.company.load(cw.companyId).catch(() => null),
    warehouseType: (cw) => WAREHOUSE_TYPES[cw.warehouseType],
  },
  WarehouseRequest: {
    id: (r) => toGlobalId('WarehouseRequest', r.id),
    company: (r, _, ctx) => ctx.loaders.company.load(r.companyId).catch(() => null),
    status: (r) => REQUEST_STATUSES[r.status],
    warehouse: (r, _, ctx) => (r.warehouseId ? ctx.loaders.warehouse.load(r.warehouseId).catch(() => null) : null),
  },
  Company: {
    // Nullable, so a WMS outage blanks only these lists, with an UPSTREAM_UNAVAILABLE error.
    companyWarehouses: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { companyWarehouses, totalCount } = await ctx.apis.wms
        .companyWarehousesFind(listRequest(window, { companyId: c.id }))
        .catch(rethrow);
      for (const cw of companyWarehouses) ctx.loaders.companyWarehouse.prime(cw.id, cw);
      return connectionFrom(companyWarehouses, totalCount, window);
    },
    warehouseRequests: async (c, { first, after, status }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { warehouseRequests, totalCount } = await ctx.apis.wms
        .warehouseRequestsFind(
          listRequest(window, { companyId: c.id, ...(status ? { status: statusName(status) } : {}) }),
        )
        .catch(rethrow);
      return connectionFrom(warehouseRequests, totalCount, window);
    },
  },
  Query: {
    warehouses: async (_, { first, after, search, company, attachableTo, sort }, ctx) => {
      const viewer = attachableTo ? await ctx.requireAdmin() : await ctx.requireViewer();
      const window = pageWindow(first, after);
      const companyId = company
        ? localId(company, 'Company')
        : isAdmin(viewer)
          ? undefined
          : (viewer.companyId ?? undefined);
      const { warehouses, totalCount } = await ctx.apis.wms
        .list(
          listRequest(
            window,
            {
              ...(search ? { searchValue: search } : {}),
              ...(companyId ? { companyId } : {}),
              ...(attachableTo ? { notAttachedTo: localId(attachableTo, 'Company') } : {}),
            },
            sort,
          ),
        )
        .catch(rethrow);
      return connectionFrom(warehouses, totalCount, window);
    },
    warehouseRequests: async (_, { first, after, status }, ctx) => {
      await ctx.requireAdmin();
      const window = pageWindow(first, after);
      const { warehouseRequests, totalCount } = await ctx.apis.wms
        .warehouseRequestsFind(listRequest(window, status ? { status: statusName(status) } : {}))
        .catch(rethrow);
      return connectionFrom(warehouseRequests, totalCount, window);
    },
  },
  Mutation: {
    warehouseCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const { idempotencyKey, warehouseType, lat, lng, ...rest } = input;
          // A missing field is null: the service answers each with the form's own words.
          const { warehouse } = await ctx.apis.wms.warehouseCreate(
            {
              ...rest,
              warehouseType: warehouseType.toLowerCase() as Lowercase<typeof warehouseType>,
              lat: lat ?? null,
              lng: lng ?? null,
            },
            idempotencyKey,
          );
          return { warehouseEdge: { cursor: toGlobalId('Warehouse', warehouse.id), node: warehouse } };
        },
        { warehouseEdge: null },
      ),
    companyWarehouseAttach: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const companyId = localId(input.company, 'Company');
          const { warehouse } = await ctx.apis.wms.attach({
            companyId,
            warehouseId: localId(input.warehouse, 'Warehouse'),
            warehouseType: input.warehouseType.toLowerCase() as 'micro' | 'central' | 'pseudo',
            gstNumber: input.gstNumber,
            ...(input.fssaiNumber ? { fssaiNumber: input.fssaiNumber } : {}),
          });
          return { warehouse, companyWarehouseEdge: await loadAttachment(ctx, companyId, warehouse.id) };
        },
        { warehouse: null, companyWarehouseEdge: null },
        { fields: { companyId: 'company', warehouseId: 'warehouse' } },
      ),
    companyWarehouseActiveUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { companyId, warehouseId } = attachmentOf(input.companyWarehouse);
          return ctx.apis.wms.warehouseActive(warehouseId, { active: input.active, companyId });
        },
        { companyWarehouse: null },
        { fields: { companyId: 'companyWarehouse' } },
      ),
    companyWarehouseRtoUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { companyId, warehouseId } = attachmentOf(input.companyWarehouse);
          return ctx.apis.wms.warehouseRto(warehouseId, { rtoOtherWh: input.rtoOtherWh, companyId });
        },
        { companyWarehouse: null },
        { fields: { companyId: 'companyWarehouse' } },
      ),
    warehouseRequestCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, idempotencyKey, ordersPerMonth, estimatedUnits, ...rest } = input;
          // A missing field is null: the service answers each with the form's own words.
          const reply = await ctx.apis.wms.warehouseRequestCreate(
            {
              ...rest,
              ordersPerMonth: ordersPerMonth ?? null,
              estimatedUnits: estimatedUnits ?? null,
              ...(company ? { companyId: localId(company, 'Company') } : {}),
            },
            idempotencyKey,
          );
          const node: WarehouseRequest = reply.warehouseRequest;
          return {
            warehouseRequestEdge: { cursor: toGlobalId('WarehouseRequest', node.id), node },
            message: MSG.microWhRequested,
          };
        },
        { warehouseRequestEdge: null, message: null },
        { fields: { companyId: 'company' } },
      ),
    warehouseRequestResolve: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const fulfil = input.decision === 'FULFILL';
          const { warehouseRequest } = await ctx.apis.wms.warehouseRequestResolve(
            localId(input.warehouseRequest, 'WarehouseRequest'),
            fulfil
              ? {
                  decision: 'fulfilled',
                  ...(input.warehouse ? { warehouseId: localId(input.warehouse, 'Warehouse') } : {}),
                  gstNumber: input.gstNumber ?? '',
                  ...(input.fssaiNumber ? { fssaiNumber: input.fssaiNumber } : {}),
                  remark: input.remark ?? '',
                }
              : { decision: 'declined', remark: input.remark ?? '' },
          );
          return {
            warehouseRequest,
            companyWarehouseEdge:
              fulfil && warehouseRequest.warehouseId
                ? await loadAttachment(ctx, warehouseRequest.companyId, warehouseRequest.warehouseId)
                : null,
          };
        },
        { warehouseRequest: null, companyWarehouseEdge: null },
        { fields: { warehouseId: 'warehouse' } },
      ),
    ownWarehouseCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, idempotencyKey, ...rest } = input;
          const { companyWarehouse } = await ctx.apis.wms.ownWarehouseCreate(
            { ...rest, ...(company ? { companyId: localId(company, 'Company') } : {}) },
            idempotencyKey,
          );
          ctx.loaders.companyWarehouse.prime(companyWarehouse.id, companyWarehouse);
          return { companyWarehouseEdge: companyWarehouseEdge(companyWarehouse) };
        },
        { companyWarehouseEdge: null },
        { fields: { companyId: 'company' } },
      ),
  },
};
