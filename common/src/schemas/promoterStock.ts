import { MSG, fill } from '../messages.js';
import { isoDate, z } from './fields.js';
import { StoreAddressRecordSchema } from '../contracts/d2r.js';

/** Whether a count is the stock a shop opens the day with or closes it with. */
export const PROMOTER_STOCK_TYPES = { opening: 0, closing: 1 } as const;
export type PromoterStockType = (typeof PROMOTER_STOCK_TYPES)[keyof typeof PROMOTER_STOCK_TYPES];

/** The most units of one product a promoter may count on one shop's shelves. */
export const PROMOTER_STOCK_QUANTITY_MAX = 100_000;
/** The most products one count holds: a brand's whole catalogue as a promoter counts it. */
export const PROMOTER_STOCK_LINES_MAX = 500;

const quantity = z.coerce
  .number({ error: MSG.numberInvalid })
  .int(MSG.wholeNumber)
  .min(0, fill(MSG.valueMin, { n: 0 }))
  .max(PROMOTER_STOCK_QUANTITY_MAX, fill(MSG.valueMax, { n: PROMOTER_STOCK_QUANTITY_MAX }));

export const PromoterStockLine = z.object({
  sku: z.string().trim().min(1, MSG.promoterStockLinesRequired).max(100),
  quantity,
});

/**
 * One stock count of a shop: the retailer, whether it opens or closes the day, the day (today
 * in India unless told) and a number per catalogue product. A promoter counts for themselves;
 * an admin names the promoter.
 */
export const PromoterStockInput = z
  .object({
    retailerId: z.string({ error: MSG.promoterStockRetailerRequired }).uuid(MSG.promoterStockRetailerRequired),
    stockType: z.union([z.literal(0), z.literal(1)]).default(0),
    countDate: isoDate('Count date').optional(),
    promoterId: z.string().uuid(MSG.selectPromoter).optional(),
    lines: z
      .array(PromoterStockLine)
      .min(1, MSG.promoterStockLinesRequired)
      .max(PROMOTER_STOCK_LINES_MAX, MSG.promoterStockLinesRequired),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines.forEach((line, i) => {
      const key = line.sku.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'sku'],
          message: fill(MSG.promoterStockSkuTwice, { sku: line.sku }),
        });
      seen.add(key);
    });
  });
export type PromoterStockInput = z.output<typeof PromoterStockInput>;

export const PromoterStockRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  promoterId: z.string(),
  retailerId: z.string(),
  countDate: z.string(),
  stockType: z.number().int(),
  lines: z.array(z.object({ sku: z.string(), title: z.string().nullable(), quantity: z.number().int() })),
  /** The shop counted, as it reads now. */
  retailer: StoreAddressRecordSchema,
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoterStockRecord = z.infer<typeof PromoterStockRecordSchema>;

/** A product of the brand's catalogue, as a promoter counts it. */
export const PromoterStockProductSchema = z.object({ sku: z.string(), title: z.string() });
