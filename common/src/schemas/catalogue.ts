import { SHOP_TYPES, type ShopType } from '../contracts/index.js';
import { hsnRule } from '../inventory.js';
import { MSG, fieldRequired, fill } from '../messages.js';
import { acceptsOnly, skuRule } from '../validation.js';
import { GST_RATES, isGstRate } from '../gst.js';
import { MAX_PRICE_PAISE } from '../money.js';
import { codeOf, dimensions, given, number, paise, rupees, text, units, z } from './fields.js';

/** A catalogue product as the form, the API and the bulk sheet give it. */
export const ProductInput = z.object({
  companyId: z.string().uuid().optional(),
  productTitle: text('Product Title'),
  sku: text('SKU', [skuRule('SKU')], 100),
  category: text('Category', [], 100),
  /** Paise: the form and the sheet read rupees through the money module before sending. */
  price: paise('Price', MAX_PRICE_PAISE),
  mappedDimensions: dimensions(),
  weight: given(
    fieldRequired('Weight'),
    z.coerce
      .number({ error: MSG.weightPositive })
      .int(MSG.wholeNumber)
      .positive(MSG.weightPositive)
      .max(1_000_000, fill(MSG.valueMax, { n: 1_000_000 })),
  ),
  hsnCode: text('HSN Code', [hsnRule], 20),
  /** Percent; left out, a new product takes 18 and an edited one keeps its own. */
  gstRate: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: acceptsOnly(GST_RATES.map(String)) })
      .refine(isGstRate, { message: acceptsOnly(GST_RATES.map(String)) })
      .optional(),
  ),
  /** Paise. */
  basePrice: paise('Base Price', MAX_PRICE_PAISE),
  margin: number({ label: 'Margin', min: 0, max: 100 }),
  d2rCategory: z.string().trim().max(100).nullish(),
  shopType: z.enum(SHOP_TYPES as [ShopType, ...ShopType[]], { error: acceptsOnly(SHOP_TYPES) }).default('manual'),
  active: z.union([z.literal(0), z.literal(1)]).default(1),
  imageUrls: z.array(z.string().min(1).max(1000)).max(8).default([]),
});

/** The longest WSIN code. */
export const WSIN_MAX_LENGTH = 64;

/** A product's own WSIN is its SKU, so a SKU that becomes one must fit a WSIN. */
function skuFitsWsin(product: { sku: string; createWsin: boolean }, ctx: z.core.$RefinementCtx) {
  if (product.createWsin && product.sku.length > WSIN_MAX_LENGTH)
    ctx.addIssue({
      code: 'custom',
      path: ['sku'],
      message: fill(MSG.wsinSkuTooLong, { n: WSIN_MAX_LENGTH }),
      params: { code: 'INVALID' },
    });
}

/**
 * A new catalogue product. With createWsin its SKU also becomes the company's WSIN (or is the
 * one it has), mapped one to one, so the seller can stock it without an admin.
 */
export const ProductCreateInput = ProductInput.extend({ createWsin: z.boolean().default(false) }).superRefine(
  skuFitsWsin,
);

/** A catalogue product as the seller's form types it: the prices in rupees, read into paise. */
export const ProductFormInput = ProductInput.extend({
  price: rupees('Price', { max: MAX_PRICE_PAISE }),
  basePrice: rupees('Base Price', { max: MAX_PRICE_PAISE }),
  createWsin: z.boolean().default(false),
}).superRefine(skuFitsWsin);

/** A new WSIN (admins, Brands > WSIN). */
export const WsinInput = z.object({
  companyId: z.string({ error: fieldRequired('Company') }).uuid(),
  wsin: text('WSIN', [skuRule('WSIN')], WSIN_MAX_LENGTH),
  name: text('Name'),
  active: z.boolean().default(true),
});

/** The most WSINs one product is packed from. */
export const WSIN_MAP_MAX = 20;

const mappedWsin = text('WSIN', [skuRule('WSIN')], WSIN_MAX_LENGTH);
/** The units of a WSIN one unit of the product is packed from. */
const mappedUnits = units();

/** A product's WSIN map as the admin's rows give it (Brands > Products), one WSIN a row. */
export const WsinMapInput = z.object({
  wsins: z
    .array(z.object({ wsin: mappedWsin, quantity: mappedUnits }), { error: MSG.wsinMapRequired })
    .min(1, MSG.wsinMapRequired)
    .max(WSIN_MAP_MAX, fill(MSG.wsinMapMax, { n: WSIN_MAP_MAX })),
});

/** POST /catalogue/map-wsin: the same map keyed by WSIN (case as stored), under the same rules. */
export const MapWsinInput = z.object({
  companyId: z.string().uuid().optional(),
  catalogueId: z.string().uuid(),
  data: z.record(z.string().trim(), mappedUnits, { error: MSG.wsinMapRequired }).superRefine((data, ctx) => {
    const wsins = Object.keys(data);
    if (wsins.length === 0)
      ctx.addIssue({ code: 'custom', message: MSG.wsinMapRequired, params: { code: 'REQUIRED' } });
    if (wsins.length > WSIN_MAP_MAX)
      ctx.addIssue({
        code: 'custom',
        message: fill(MSG.wsinMapMax, { n: WSIN_MAP_MAX }),
        params: { code: 'INVALID' },
      });
    for (const wsin of wsins) {
      const problem = mappedWsin.safeParse(wsin).error?.issues[0];
      if (problem)
        ctx.addIssue({ code: 'custom', path: [wsin], message: problem.message, params: { code: codeOf(problem) } });
    }
  }),
});
