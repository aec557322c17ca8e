import type { Resolvers } from '../../generated/resolvers-types.js';
import { rethrow } from '../../errors.js';
import { UpstreamFailure } from '../../upstream/index.js';
import { checkPublicLimit } from '../../publicLimit.js';

export const placeResolvers: Resolvers = {
  Query: {
    pincode: async (_, { code }, ctx) => {
      await checkPublicLimit(ctx, 'pincode');
      if (!/^\d{6}$/.test(code.trim())) return null;
      try {
        return (await ctx.apis.ums.pincode(code.trim())).place;
      } catch (err) {
        // An unknown pincode is an answer, not a failure.
        if (err instanceof UpstreamFailure && err.httpStatus === 404) return null;
        return rethrow(err);
      }
    },
  },
};
