import { MSG, PREFERENCE_KEYS, preferencesOf, type Preferences } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { localId } from '../../relay.js';
import { mutate } from '../../errors.js';
import { isAdmin } from '../../context.js';
import type { Company } from '../../upstream/models.js';

export const preferenceResolvers: Resolvers = {
  Company: {
    preferences: (c) => preferencesOf(c.preferences),
  },
  Mutation: {
    companyPreferencesUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          const viewer = await ctx.requireViewer();
          const companyId = input.company ? localId(input.company, 'Company') : undefined;
          const change: Partial<Record<keyof Preferences, unknown>> = {};
          for (const key of PREFERENCE_KEYS) if (input[key] != null) change[key] = input[key];
          let company: Company | undefined;
          if (isAdmin(viewer)) {
            if (!companyId)
              return {
                company: null,
                userErrors: [{ field: 'company', message: MSG.selectBrand, code: 'REQUIRED' as const }],
              };
            // The admin's route takes one preference at a time; the form changes one at a time.
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
      ),
  },
};
