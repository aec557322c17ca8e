import { STORAGE_CHARGE_TYPES, type StorageChargeType } from '@parcelo/common';
import type { Resolvers, StorageChargeType as GqlStorageChargeType } from '../../generated/resolvers-types.js';
import { mutate, notFound, rethrow } from '../../errors.js';
import { isAdmin } from '../../context.js';
import { localId, toGlobalId } from '../../relay.js';

/** The GraphQL names of the storage charge types (perUnitCharges → PER_UNIT_CHARGES). */
const GQL_STORAGE_TYPES = Object.fromEntries(
  STORAGE_CHARGE_TYPES.map((t) => [t, t.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()]),
) as Record<StorageChargeType, GqlStorageChargeType>;
const STORAGE_TYPES = Object.fromEntries(Object.entries(GQL_STORAGE_TYPES).map(([k, v]) => [v, k])) as Record<
  GqlStorageChargeType,
  StorageChargeType
>;

export const pricingResolvers: Resolvers = {
  PricingPreferences: {
    id: (p) => toGlobalId('PricingPreferences', p.companyId),
    company: async (p, _, ctx) => {
      const company = await ctx.loaders.company.load(p.companyId).catch(rethrow);
      if (!company) throw notFound();
      return company;
    },
    storageChargeType: (p) => GQL_STORAGE_TYPES[p.storageChargeType],
  },
  Company: {
    pricingPreferences: async (c, _, ctx) => {
      const prefs = await ctx.loaders.pricingPreferences.loadPrimed(c.id);
      if (!prefs) throw notFound();
      return prefs;
    },
  },
  Query: {
    pricingPreferences: async (_, { company }, ctx) => {
      const viewer = await ctx.requireViewer();
      const companyId = company ? localId(company, 'Company') : isAdmin(viewer) ? undefined : viewer.companyId;
      // An admin who has not picked a brand yet sees nothing rather than an error.
      if (!companyId) return null;
      const prefs = await ctx.loaders.pricingPreferences.load(companyId).catch(rethrow);
      if (!prefs) throw notFound();
      return prefs;
    },
  },
  Mutation: {
    pricingPreferencesUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, storageChargeType, ...amounts } = input;
          const change: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(amounts)) if (value != null) change[key] = value;
          if (storageChargeType) change.storageChargeType = STORAGE_TYPES[storageChargeType];
          // Without a company UMS answers 'Please select a company from search bar'.
          const companyId = company ? localId(company, 'Company') : undefined;
          const { pricingPreferences } = await ctx.apis.pricing.set({ companyId, ...change });
          ctx.loaders.pricingPreferences
            .clear(pricingPreferences.companyId)
            .prime(pricingPreferences.companyId, pricingPreferences);
          return { pricingPreferences };
        },
        { pricingPreferences: null },
        { fields: { companyId: 'company' } },
      ),
  },
};
