import { MSG } from '@parcelo/common';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate } from '../../errors.js';
import { checkPublicLimit } from '../../publicLimit.js';

export const privacyResolvers: Resolvers = {
  Query: {
    userDataDeletionLink: async (_, { token }, ctx) => {
      await checkPublicLimit(ctx, 'deletionLink');
      // A token no link could carry (links carry base64url) is simply not a link: answered as
      // such, without asking UMS.
      if (!/^[\w-]{1,200}$/.test(token)) return { state: 'INVALID', message: MSG.deletionLinkInvalid };
      return ctx.apis.ums.userDataDeletionLink(token);
    },
  },
  Mutation: {
    userDataDelete: async (_, { input }, ctx) => {
      await checkPublicLimit(ctx, 'userDataDelete');
      // Each request texts the phone: a few a minute at most, whoever asks.
      await checkPublicLimit(ctx, 'deletionPhone', input.phone);
      return mutate(async () => ({ message: (await ctx.apis.ums.userDataDelete(input.phone)).message }), {
        message: null,
      });
    },
    userDataDeleteConfirm: async (_, { input }, ctx) => {
      await checkPublicLimit(ctx, 'userDataDelete');
      return mutate(async () => ({ message: (await ctx.apis.ums.userDataDeleteConfirm(input.token)).message }), {
        message: null,
      });
    },
  },
};
