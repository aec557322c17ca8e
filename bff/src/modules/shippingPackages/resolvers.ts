import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow, type UserErrorShape } from '../../errors.js';
import { isAdmin } from '../../context.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';

const SEARCH_FIELDS = { NAME: 'name', CODE: 'code' } as const;

const given = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** OMS names the fields inside its body's `shippingPackage` / `updatedData`; the input names them flat. */
const flatFields = <T extends { userErrors: UserErrorShape[] }>(result: T): T => ({
  ...result,
  userErrors: result.userErrors.map((e) => ({
    ...e,
    field: e.field?.replace(/^(shippingPackage|updatedData)\./, '').replace(/^companyId$/, 'company') ?? null,
  })),
});

export const shippingPackageResolvers: Resolvers = {
  ShippingPackage: {
    id: (p) => toGlobalId('ShippingPackage', p.id),
  },
  Company: {
    shippingPackages: async (c, { first, after, active, search, searchBy, sort }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const text = search?.trim();
      const { shippingPackages, totalCount } = await ctx.apis.shippingPackages
        .list(
          listRequest(
            window,
            {
              companyId: c.id,
              ...(active === true ? { active: 1 as const } : active === false ? { active: 0 as const } : {}),
              ...(text ? { searchBy: SEARCH_FIELDS[searchBy ?? 'NAME'], searchValue: text.slice(0, 200) } : {}),
            },
            sort,
          ),
        )
        .catch(rethrow);
      for (const p of shippingPackages) ctx.loaders.shippingPackage.prime(p.id, p);
      return connectionFrom(shippingPackages, totalCount, window);
    },
  },
  Mutation: {
    shippingPackageCreate: async (_, { input }, ctx) =>
      flatFields(
        await mutate(
          async () => {
            await ctx.requireViewer();
            const { company, idempotencyKey, ...shippingPackage } = input;
            const { shippingPackage: created } = await ctx.apis.shippingPackages.create(
              { shippingPackage, ...(company ? { companyId: localId(company, 'Company') } : {}) },
              idempotencyKey,
            );
            return {
              shippingPackageEdge: { cursor: toGlobalId('ShippingPackage', created.id), node: created },
            };
          },
          { shippingPackageEdge: null },
        ),
      ),
    shippingPackageUpdate: async (_, { input }, ctx) =>
      flatFields(
        await mutate(
          async () => {
            await ctx.requireViewer();
            const { shippingPackage, ...changes } = input;
            return ctx.apis.shippingPackages.update(localId(shippingPackage, 'ShippingPackage'), given(changes));
          },
          { shippingPackage: null, previousDefault: null },
        ),
      ),
  },
};
