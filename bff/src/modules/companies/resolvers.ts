import { allowsUnlistedSkus } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, pageWindow, toGlobalId } from '../../relay.js';
import { forbidden, mutate, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';
import type { Company, Warehouse } from '../../upstream/models.js';

export const companyResolvers: Resolvers = {
  Company: {
    id: (c) => toGlobalId('Company', c.id),
    // A company UMS answered by name only (an operator's seller) comes without its invoicing;
    // whether that is complete, and its preferences, are not to be read as defaults.
    invoicingComplete: (c) => {
      if (c.limited) throw forbidden();
      return c.invoicingComplete;
    },
    allowUnlistedSkus: (c) => {
      if (c.limited) throw forbidden();
      return allowsUnlistedSkus(c.preferences);
    },
    owner: (c, _, ctx) => (c.ownerId ? ctx.loaders.user.load(c.ownerId).catch(rethrow) : null),
    // Nullable, so a WMS outage blanks only this field, with an UPSTREAM_UNAVAILABLE error.
    warehouses: async (c, { first, after }, ctx) => {
      const window = pageWindow(first, after);
      const { warehouses, totalCount } = await ctx.apis.wms
        .list(listRequest(window, { companyId: c.id }))
        .catch(rethrow);
      return connectionFrom(warehouses, totalCount, window);
    },
  },
  // Nullable, so a WMS or UMS outage blanks only these fields.
  Viewer: {
    sellers: async (p, _, ctx) => {
      if (isAdmin(p)) return [];
      const { companyIds } = await ctx.apis.wms.sellers().catch(rethrow);
      const companies = await ctx.loaders.company.loadMany(companyIds);
      return companies
        .filter((c): c is Company => !!c && !(c instanceof Error))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
    },
    workplaces: async (p, _, ctx) => {
      if (!p.warehouseIds?.length) return [];
      const warehouses = await ctx.loaders.warehouse.loadMany(p.warehouseIds);
      return warehouses.filter((w): w is Warehouse => !!w && !(w instanceof Error));
    },
  },
  Query: {
    companies: async (_, { first, after, search, sort }, ctx) => {
      await ctx.requireAdmin();
      const window = pageWindow(first, after);
      const { companies, totalCount } = await ctx.apis.ums
        .companies(listRequest(window, search ? { searchValue: search } : {}, sort))
        .catch(rethrow);
      return connectionFrom(companies, totalCount, window);
    },
  },
  Mutation: {
    companyInvoicingUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company } = await ctx.apis.ums.invoicingUpdate(input);
          ctx.loaders.company.clear(company.id).prime(company.id, company);
          return { company };
        },
        { company: null },
      ),
  },
};
