import { PREFERENCE_KEYS, companyPreferences, type Preferences } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { localId } from '../../relay.js';
import { forbidden, mutate } from '../../errors.js';
import { isAdmin } from '../../context.js';
import type { Company } from '../../upstream/models.js';

// The GraphQL names of the warehouse requirement options 1, 2 and 3.
const REQUIREMENTS = ['PROVIDER', 'OWN', 'BOTH'] as const;

export const preferenceResolvers: Resolvers = {
  Company: {
    preferences: (c) => {
      if (c.limited) throw forbidden();
      const preferences = companyPreferences(c);
      return { ...preferences, warehouseRequirement: REQUIREMENTS[preferences.warehouseRequirement - 1]! };
    },
  },
  Mutation: {
    companyPreferencesUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const companyId = input.company ? localId(input.company, 'Company') : undefined;
          const change: Partial<Record<keyof Preferences, unknown>> = {};
          for (const key of PREFERENCE_KEYS) if (input[key] != null) change[key] = input[key];
          if (input.warehouseRequirement)
            change.warehouseRequirement = REQUIREMENTS.indexOf(input.warehouseRequirement) + 1;
          let company: Company | undefined;
          if (isAdmin(viewer)) {
            // The admin's route takes one preference at a time (the form changes one at a time);
            // it answers 'Please select a brand' without a company.
            for (const [profileType, profileValue] of Object.entries(change))
              ({ company } = await ctx.apis.ums.preferenceSet({ companyId, profileType, profileValue }));
            company ??= (await ctx.apis.ums.sellerProfile(companyId)).company;
          } else {
            ({ company } = await ctx.apis.ums.preferencesUpdate(change, companyId));
          }
          ctx.loaders.company.clear(company.id).prime(company.id, company);
          return { company };
        },
        { company: null },
        { fields: { companyId: 'company' } },
      ),
  },
};
