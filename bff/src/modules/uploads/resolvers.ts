import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate } from '../../errors.js';

export const uploadResolvers: Resolvers = {
  Mutation: {
    uploadCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.presign({
            key: input.key.toLowerCase(),
            fileName: input.fileName,
            fileType: input.fileType,
          });
        },
        { uploadUrl: null, storedUrl: null, expiresAt: null },
      ),
  },
};
