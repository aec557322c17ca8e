import type { FastifyRequest } from 'fastify';
import { MSG, PRICING_SHEET_UPLOAD, fill } from '@parcelo/common';
import {
  answers,
  badRequest,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  readCsv,
  readStoredUpload,
  sendCsv,
  StoredFile,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';
import { applyPricingSheet, findPricing, isStoreOf, pricingCsv, storePrices } from './pricingService.js';

type Ctx = ServiceContext<WmsDB>;

const MAX_PRICING_ROWS = 10_000;

const ListBody = listBody({ searchOptionType: z.enum(['sku', 'title']), searchValue: z.string().trim().max(200) }, [
  'productId',
] as const);

/** A product's discount at the store, and what it sells for there (paise). */
const PricingRow = z.object({
  discount: z.number().int(),
  finalPrice: z.number().int(),
  catalogue: z.object({
    id: z.string(),
    productId: z.number().int(),
    productTitle: z.string(),
    sku: z.string(),
    category: z.string(),
    price: z.number().int(),
  }),
});

/** The company and one of its warehouses as the store; anything else is not found. */
async function storeOf(ctx: Ctx, request: FastifyRequest, companyId: string, storeId: string) {
  const principal = await ctx.auth.admin(request);
  const ids = parse(
    z.object({ companyId: z.string().uuid(), storeId: z.string({ error: MSG.selectStore }).uuid(MSG.selectStore) }),
    { companyId, storeId },
  );
  if (!(await isStoreOf(ctx.db, ids.companyId, ids.storeId))) throw notFound();
  return { ...ids, principal };
}

/**
 * Catalogue pricing (Catalogue pricing row): a product's discount at one store of the
 * company (one of its warehouses, serving its area); final price = price − discount.
 * Admins read it, download it as CSV (csv/catalogue/pricing/{companyId}/{storeId})
 * and upload the edited file back.
 */
export function pricingRoutes(app: ServiceApp, ctx: Ctx) {
  readRoutes(app, ctx);
  uploadRoutes(app, ctx);
  internalRoutes(app, ctx);
}

/** The store's pricing list and its CSV download. */
function readRoutes(app: ServiceApp, ctx: Ctx) {
  app.post(
    '/catalogue/pricing/:companyId/:storeId/find',
    {
      config: { access: 'admin' },
      schema: {
        body: ListBody,
        params: z.object({ companyId: z.string().max(200), storeId: z.string().max(200) }),
        response: answersPage('pricing', PricingRow),
      },
    },
    async (request) => {
      const { companyId, storeId } = await storeOf(ctx, request, request.params.companyId, request.params.storeId);
      const body = request.body;
      return ok(await findPricing(ctx.db, companyId, storeId, body, pageOf(body)));
    },
  );

  app.get(
    '/csv/catalogue/pricing/:companyId/:storeId',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ companyId: z.string().max(200), storeId: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { companyId, storeId } = await storeOf(ctx, request, request.params.companyId, request.params.storeId);
      return sendCsv(reply, await pricingCsv(ctx.db, ctx.urls, companyId, storeId));
    },
  );
}

/** OMS prices a direct-to-retailer order's lines at the store it ships from. */
function internalRoutes(app: ServiceApp, ctx: Ctx) {
  app.post(
    '/internal/catalogue/prices',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({
          companyId: z.string().uuid(),
          storeId: z.string().uuid(),
          skus: z.array(z.string().trim().min(1).max(100)).max(500),
        }),
        response: answers(
          z.object({
            prices: z.array(
              z.object({ sku: z.string(), title: z.string(), price: z.number().int(), unitPrice: z.number().int() }),
            ),
          }),
        ),
      },
    },
    async (request) => {
      const { companyId, storeId, skus } = request.body;
      return ok({ prices: await storePrices(ctx.db, companyId, storeId, skus) });
    },
  );
}

function uploadRoutes(app: ServiceApp, ctx: Ctx) {
  /**
   * The downloaded file, edited and uploaded (kind pricing_sheet): each row's SKU and
   * Discount. Rows are checked first; if any is wrong nothing changes.
   */
  app.post(
    '/csv/catalogue/pricing/:companyId/:storeId',
    {
      config: { access: 'admin', adminPermission: 'pricing' },
      schema: {
        body: z.object({ file: StoredFile }),
        params: z.object({ companyId: z.string().max(200), storeId: z.string().max(200) }),
        response: answers(
          z.object({ updated: z.number().int(), failed: z.array(z.object({ key: z.string(), message: z.string() })) }),
        ),
      },
    },
    async (request) => {
      const { companyId, storeId, principal } = await storeOf(
        ctx,
        request,
        request.params.companyId,
        request.params.storeId,
      );
      const stored = await readStoredUpload(PRICING_SHEET_UPLOAD, principal, request.body.file);
      if (!stored.name.endsWith('.csv')) throw badRequest(MSG.csvOnly, 'file');
      const records = readCsv(stored.data.toString('utf8'), MSG.csvOnly);
      if (!records.length || !('sku' in records[0]!) || !('discount' in records[0]!))
        throw badRequest("The file has no column 'SKU' or 'Discount'. Download the file and edit it.", 'file');
      if (records.length > MAX_PRICING_ROWS)
        throw badRequest(`At most ${MAX_PRICING_ROWS.toLocaleString('en-IN')} rows can be uploaded at once.`, 'file');
      const { updated, failed } = await applyPricingSheet(ctx.db, companyId, storeId, records);
      if (failed.length) return ok({ updated: 0, failed }, MSG.pricingUploadFailed);
      return ok({ updated, failed }, fill(MSG.pricingUploaded, { n: updated }));
    },
  );
}
