import { z } from 'zod';
import { SHOP_TYPES } from './channels.js';

/** Catalogue product, both views (the second: skuId, productType, dimensions, inventoryQuantity). */
export const CatalogueProductRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** The serial number, counting up per company. */
  productId: z.number().int(),
  productTitle: z.string(),
  sku: z.string(),
  category: z.string(),
  /** Paise. */
  price: z.number().int(),
  /** LxBxH, cm. */
  mappedDimensions: z.object({ length: z.number(), breadth: z.number(), height: z.number() }).nullable(),
  /** Grams. */
  weight: z.number().int(),
  hsnCode: z.string(),
  /** GST percent the product is sold at (0, 5, 12, 18 or 28). */
  gstRate: z.number().int(),
  /** Paise. */
  basePrice: z.number().int(),
  /** Percent. */
  margin: z.number(),
  d2rCategory: z.string().nullable(),
  shopType: z.enum(SHOP_TYPES),
  /** 1 active, 0 not. */
  active: z.number().int(),
  imageUrls: z.array(z.string()),
  wsinMapping: z.array(
    z.object({ wsin: z.string(), wsinId: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
  /** SINGLE for one unit of one WSIN, BUNDLE otherwise, NONE without a mapping. */
  productType: z.enum(['SINGLE', 'BUNDLE', 'NONE']),
  /** Available units across the company's warehouses; a bundle counts what its components make. */
  inventoryQuantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueProductRecord = z.infer<typeof CatalogueProductRecordSchema>;

export const WsinRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  wsin: z.string(),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type WsinRecord = z.infer<typeof WsinRecordSchema>;
