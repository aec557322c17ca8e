import type { Resolvers } from '../../generated/resolvers-types.js';
import { isAdmin } from '../../context.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import type { Company } from '../../upstream/models.js';

const WAREHOUSE_TYPES = { micro: 'MICRO', central: 'CENTRAL', pseudo: 'PSEUDO' } as const;

export const warehouseResolvers: Resolvers = {
  Warehouse: {
    id: (w) => toGlobalId('Warehouse', w.id),
    warehouseType: (w) => WAREHOUSE_TYPES[w.warehouseType],
    companies: async (w, _, ctx) => {
      const viewer = await ctx.requireViewer();
      if (!isAdmin(viewer)) return [];
      const companies = await ctx.loaders.company.loadMany(w.companyIds);
      return companies.filter((c): c is Company => !!c && !(c instanceof Error));
    },
  },
  Mutation: {
    companyWarehouseAttach: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireAdmin();
          const { warehouse } = await ctx.apis.wms.attach({
            companyId: localId(input.company, 'Company'),
            warehouseId: localId(input.warehouse, 'Warehouse'),
            warehouseType: input.warehouseType.toLowerCase() as 'micro' | 'central' | 'pseudo',
            gstNumber: input.gstNumber,
            ...(input.fssaiNumber ? { fssaiNumber: input.fssaiNumber } : {}),
          });
          return { warehouse };
        },
        { warehouse: null },
        { fields: { companyId: 'company', warehouseId: 'warehouse' } },
      ),
  },
  Query: {
    warehouses: async (_, { first, after, search, company, sort }, ctx) => {
      const viewer = await ctx.requireViewer();
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
            { ...(search ? { searchValue: search } : {}), ...(companyId ? { companyId } : {}) },
            sort,
          ),
        )
        .catch(rethrow);
      return connectionFrom(warehouses, totalCount, window);
    },
  },
};
