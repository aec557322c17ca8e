import { RETAIL_CLUSTERS, type BulkPreviewRequest } from '@parcelo/common';
import type {
  BulkUploadPreviewInput,
  BulkUploadSaveInput,
  RetailCluster,
  RetailerClass,
  Resolvers,
  StoreType,
} from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { previewPayload } from '../tasks/bulk.js';

/** 'East Delhi' is EAST_DELHI in the schema, as a retailer's cluster reads. */
const clusterEnum = (name: string | null): RetailCluster | null =>
  name && (RETAIL_CLUSTERS as readonly string[]).includes(name)
    ? (name.toUpperCase().replace(/ /g, '_') as RetailCluster)
    : null;

const request = (input: BulkUploadPreviewInput): BulkPreviewRequest => ({
  file: input.file,
  ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
});

const save = (ctx: Context, input: BulkUploadSaveInput) =>
  ctx.apis.externalRetailers.bulkSave({ ...request(input), edits: input.edits }, input.idempotencyKey);

export const externalRetailerResolvers: Resolvers = {
  ExternalRetailer: {
    id: (r) => toGlobalId('ExternalRetailer', r.id),
    name: (r) => [r.firstName, r.lastName].filter(Boolean).join(' '),
    // Nullable: a UMS outage blanks only the brand.
    company: (r, _, ctx) => ctx.loaders.company.load(r.companyId).catch(rethrow),
    storeType: (r) => (r.storeType as StoreType | null) ?? null,
    retailCluster: (r) => clusterEnum(r.retailCluster),
    retailerClass: (r) => (r.retailerClass as RetailerClass | null) ?? null,
    retailer: (r, _, ctx) => (r.retailerId ? ctx.loaders.storeAddress.load(r.retailerId).catch(() => null) : null),
  },
  Query: {
    externalRetailers: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const where = {
        ...(args.company ? { companyId: localId(args.company, 'Company') } : {}),
        ...(args.search ? { searchValue: args.search } : {}),
        ...(args.onboarded !== null && args.onboarded !== undefined ? { onboarded: args.onboarded } : {}),
      };
      const { externalRetailers, totalCount } = await ctx.apis.externalRetailers
        .list(listRequest(window, where, args.sort))
        .catch(rethrow);
      for (const r of externalRetailers) ctx.loaders.externalRetailer.prime(r.id, r);
      return connectionFrom(externalRetailers, totalCount, window);
    },
  },
  Mutation: {
    externalRetailerBulkUploadPreview: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return previewPayload(await ctx.apis.externalRetailers.bulkPreview(request(input)));
        },
        { columns: null, rows: null, warehouseCodes: null, maxRows: null, repeatOf: null },
      ),
    externalRetailerBulkUploadSave: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { task } = await save(ctx, input);
          return { task };
        },
        { task: null },
      ),
    externalRetailerOnboard: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { externalRetailer } = await ctx.apis.externalRetailers.onboard(
            localId(input.externalRetailer, 'ExternalRetailer'),
            { retailerId: localId(input.retailer, 'StoreAddress') },
          );
          return { externalRetailer };
        },
        { externalRetailer: null },
        { fields: { retailerId: 'retailer', id: 'externalRetailer' } },
      ),
  },
};
