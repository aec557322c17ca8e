import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  MSG,
  PRICING_SHEET_UPLOAD,
  fileNamePart,
  fill,
  formatPaise,
  istToday,
  paiseOfRupeeFigure,
  paiseToRupeesText,
  requiredRule,
  rupeesRule,
} from '@parcelo/common';
import {
  badRequest,
  serviceApis,
  csvLine,
  likePattern,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  readCsv,
  readStoredUpload,
  StoredFile,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { WmsDB } from '../db.js';

const PRICING_COLUMNS = ['Product ID', 'Product Title', 'SKU', 'Category', 'Price', 'Discount', 'Final Price'];
const MAX_PRICING_ROWS = 10_000;

const ListBody = listBody({ searchOptionType: z.enum(['sku', 'title']), searchValue: z.string().trim().max(200) }, [
  'productId',
] as const);

/**
 * Catalogue pricing (Catalogue pricing row): a product's discount at one store of the
 * company (one of its warehouses, serving its area); final price = price − discount.
 * Admins read it, download it as CSV (csv/catalogue/pricing/{companyId}/{storeId})
 * and upload the edited file back.
 */
export function pricingRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  const { db } = ctx;

  /** The company and one of its warehouses as the store; anything else is not found. */
  async function storeOf(request: FastifyRequest, companyId: string, storeId: string) {
    const principal = await ctx.auth.admin(request);
    const ids = parse(
      z.object({ companyId: z.string().uuid(), storeId: z.string({ error: MSG.selectStore }).uuid(MSG.selectStore) }),
      { companyId, storeId },
    );
    const store = await db
      .selectFrom('company_warehouses')
      .select('warehouse_id')
      .where('company_id', '=', ids.companyId)
      .where('warehouse_id', '=', ids.storeId)
      .executeTakeFirst();
    if (!store) throw notFound();
    return { ...ids, principal };
  }

  /** The company's and the store's names as parts of the file name, so downloads for several stores tell apart. */
  async function csvNameParts(companyId: string, storeId: string): Promise<string[]> {
    const [{ companies }, store] = await Promise.all([
      serviceApis(ctx.urls).ums.postUmsCompaniesByIds({ internal: true, body: { ids: [companyId] } }),
      db.selectFrom('warehouses').select(['name']).where('id', '=', storeId).executeTakeFirst(),
    ]);
    return [companies[0]?.name ?? '', store?.name ?? ''].map(fileNamePart).filter(Boolean);
  }

  const priced = (companyId: string, storeId: string) =>
    db
      .selectFrom('catalogue_products as p')
      .leftJoin('catalogue_pricing as cp', (j) =>
        j.onRef('cp.catalogue_id', '=', 'p.id').on('cp.store_id', '=', storeId),
      )
      .where('p.company_id', '=', companyId);

  const rowOf = (r: {
    id: string;
    product_id: number;
    product_title: string;
    sku: string;
    category: string;
    price_paise: number;
    discount_paise: number | null;
  }) => {
    const discount = Number(r.discount_paise ?? 0);
    return {
      discount,
      finalPrice: Number(r.price_paise) - discount,
      catalogue: {
        id: r.id,
        productId: Number(r.product_id),
        productTitle: r.product_title,
        sku: r.sku,
        category: r.category,
        price: Number(r.price_paise),
      },
    };
  };

  const columns = [
    'p.id',
    'p.product_id',
    'p.product_title',
    'p.sku',
    'p.category',
    'p.price_paise',
    'cp.discount_paise',
  ] as const;

  app.post(
    '/catalogue/pricing/:companyId/:storeId/find',
    {
      config: { access: 'admin' },
      schema: { body: ListBody, params: z.object({ companyId: z.string().max(200), storeId: z.string().max(200) }) },
    },
    async (request) => {
      const { companyId, storeId } = await storeOf(request, request.params.companyId, request.params.storeId);
      const body = request.body;
      const { limit, offset, order } = pageOf(body);
      let q = priced(companyId, storeId);
      const value = body.where.searchValue;
      if (value) {
        q =
          body.where.searchOptionType === 'title'
            ? q.where(sql`lower(p.product_title)`, 'like', likePattern(value.toLowerCase(), 'contains'))
            : q.where(sql`lower(p.sku)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
      }
      const [rows, total] = await Promise.all([
        q.select(columns).orderBy('p.product_id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ pricing: rows.map(rowOf), totalCount: Number(total.n) });
    },
  );

  app.get(
    '/csv/catalogue/pricing/:companyId/:storeId',
    {
      config: { access: 'admin' },
      schema: { params: z.object({ companyId: z.string().max(200), storeId: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { companyId, storeId } = await storeOf(request, request.params.companyId, request.params.storeId);
      const [rows, names] = await Promise.all([
        priced(companyId, storeId).select(columns).orderBy('p.product_id').execute(),
        csvNameParts(companyId, storeId),
      ]);
      const lines = [
        csvLine(PRICING_COLUMNS),
        ...rows.map(rowOf).map((r) =>
          csvLine([
            r.catalogue.productId,
            r.catalogue.productTitle,
            r.catalogue.sku,
            r.catalogue.category,
            // The sheet is edited and uploaded back in rupees.
            paiseToRupeesText(r.catalogue.price),
            paiseToRupeesText(r.discount),
            paiseToRupeesText(r.finalPrice),
          ]),
        ),
      ];
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${['catalogue-pricing', ...names, istToday()].join('-')}.csv"`,
        );
      return `${lines.join('\n')}\n`;
    },
  );

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
      },
    },
    async (request) => {
      const { companyId, storeId, principal } = await storeOf(
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
      const products = new Map(
        (
          await db
            .selectFrom('catalogue_products')
            .select(['id', 'sku', 'price_paise'])
            .where('company_id', '=', companyId)
            .execute()
        ).map((p) => [p.sku.toUpperCase(), p]),
      );
      const failed: { key: string; message: string }[] = [];
      // Keyed by product, so a SKU listed twice counts once (its last row).
      const updates = new Map<string, { catalogue_id: string; store_id: string; discount_paise: number }>();
      records.forEach((r, i) => {
        const sku = (r.sku ?? '').trim();
        const key = sku || `Row ${i + 2}`;
        const problem =
          requiredRule('SKU')(sku) ??
          requiredRule('Discount')(r.discount ?? '') ??
          rupeesRule('Discount')(r.discount ?? '');
        if (problem) return void failed.push({ key, message: `Row ${i + 2}: ${problem}` });
        const product = products.get(sku.toUpperCase());
        if (!product) return void failed.push({ key, message: `Row ${i + 2}: ${fill(MSG.skuUnknown, { sku })}` });
        const discount = paiseOfRupeeFigure(r.discount ?? '');
        if (discount > Number(product.price_paise))
          return void failed.push({
            key,
            message: `Row ${i + 2}: ${fill(MSG.discountTooHigh, { price: formatPaise(Number(product.price_paise)) })}`,
          });
        updates.set(product.id, { catalogue_id: product.id, store_id: storeId, discount_paise: discount });
      });
      if (failed.length) return ok({ updated: 0, failed }, MSG.pricingUploadFailed);
      const values = [...updates.values()];
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < values.length; i += 1000) {
          await tx
            .insertInto('catalogue_pricing')
            .values(values.slice(i, i + 1000))
            .onConflict((oc) =>
              oc
                .columns(['catalogue_id', 'store_id'])
                .doUpdateSet((eb) => ({ discount_paise: eb.ref('excluded.discount_paise'), updated_at: new Date() })),
            )
            .execute();
        }
      });
      return ok({ updated: values.length, failed }, fill(MSG.pricingUploaded, { n: values.length }));
    },
  );
}
