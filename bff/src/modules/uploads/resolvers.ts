import type { Resolvers } from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { lowerCase } from '../../relay.js';

export const uploadResolvers: Resolvers = {
  Query: {
    uploadedFile: async (_, { storedUrl }, ctx) => {
      await ctx.requireViewer();
      return ctx.apis.oms.readLink(storedUrl).catch(rethrow);
    },
  },
  Mutation: {
    uploadCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.presign({
            key: lowerCase(input.key),
            fileName: input.fileName,
            fileType: input.fileType,
          });
        },
        { uploadUrl: null, storedUrl: null, expiresAt: null },
      ),
    uploadConfirm: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.oms.confirmUpload(input.storedUrl);
        },
        { storedUrl: null },
      ),
  },
};
