import { LEDGER_LABELS, MSG } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, lowerCase, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow, rethrowAs } from '../../errors.js';
import type { InventoryRow } from '../../upstream/models.js';
import { bulkUploadPreview, bulkUploadSave } from '../tasks/bulk.js';
import { asOfKey } from './asOf.js';

const rowPayload = async (run: Promise<{ inventory: InventoryRow }>) => ({ inventoryRow: (await run).inventory });

export const inventoryResolvers: Resolvers = {
  InventoryRow: {
    id: (r) => toGlobalId('InventoryRow', r.id),
    // Nullable: a WMS outage blanks only the warehouse.
    warehouse: (r, _, ctx) => {
      const warehouse = ctx.loaders.warehouse.loadPrimed(r.warehouseId);
      return warehouse instanceof Promise ? warehouse.catch(rethrow) : warehouse;
    },
    // Nullable: a UMS outage blanks only the seller's name.
    company: (r, _, ctx) => ctx.loaders.company.load(r.companyId).catch(rethrow),
    // A row the viewer could read now was in reach then too; a date WMS refuses fails the field.
    asOf: async (r, { date }, ctx) => {
      if (!date) return null;
      const row = await ctx.loaders.inventoryAsOf.load(asOfKey(date, r.id)).catch(rethrow);
      return row && { ...row, date };
    },
    trail: async (r, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const { trail, totalCount } = await ctx.apis.wms
        .inventoryTrail(r.id, { records: window.limit, offset: window.offset })
        .catch(rethrow);
      return connectionFrom(trail, totalCount, window);
    },
  },
  // No field returns the interface itself; its types are told apart by the day only the past has.
  InventoryFigures: {
    __resolveType: (figures) => ('date' in figures ? 'InventoryRowAsOf' : 'InventoryRow'),
  },
  InventoryTrailEntry: {
    id: (e) => toGlobalId('InventoryTrailEntry', e.id),
    label: (e) => LEDGER_LABELS[e.kind],
  },
  Query: {
    inventory: async (_, { first, after, company, warehouse, search }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(company ? { companyId: localId(company, 'Company') } : {}),
        ...(warehouse ? { warehouseId: localId(warehouse, 'Warehouse') } : {}),
        ...(search?.value.trim()
          ? { searchOptionType: search.by === 'SKU' ? ('sku' as const) : ('title' as const), searchValue: search.value }
          : {}),
      };
      const { inventory, totalCount } = await ctx.apis.wms
        .inventoryFetch(listRequest(window, where))
        .catch(rethrowAs(MSG.inventoryLoadFailed));
      for (const r of inventory) ctx.loaders.inventoryRow.prime(r.id, r);
      return connectionFrom(inventory, totalCount, window);
    },
  },
  Mutation: {
    inventoryBulkUploadPreview: (_, { input }, ctx) => bulkUploadPreview(ctx, 'inventory', input),
    inventoryBulkUploadSave: (_, { input }, ctx) => bulkUploadSave(ctx, 'inventory', input),
    inventoryInboundAdd: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, idempotencyKey, ...body } = input;
          return rowPayload(ctx.apis.wms.inventoryAdd(localId(id, 'InventoryRow'), body, idempotencyKey));
        },
        { inventoryRow: null },
      ),
    inventoryAdjust: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { id, type, idempotencyKey, ...body } = input;
          return rowPayload(
            ctx.apis.wms.inventoryAdjust(
              localId(id, 'InventoryRow'),
              { ...body, inventoryAdjustmentType: type },
              idempotencyKey,
            ),
          );
        },
        { inventoryRow: null },
        { fields: { inventoryAdjustmentType: 'type' } },
      ),
    inventoryScanAdd: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { inventory } = await ctx.apis.wms.inventoryScanAdd(
            {
              warehouseId: localId(input.warehouse, 'Warehouse'),
              ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
              rows: input.rows.map((r) => ({
                wsin: r.wsin,
                quantity: r.quantity,
                actionType: lowerCase(r.actionType),
                reason: r.reason ?? '',
              })),
            },
            input.idempotencyKey,
          );
          return { inventoryRows: inventory };
        },
        { inventoryRows: null },
        { fields: { warehouseId: 'warehouse', companyId: 'company' } },
      ),
  },
};
