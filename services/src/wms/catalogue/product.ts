import { ProductInput } from '@parcelo/common';
import type { Kysely } from 'kysely';
import { z } from '../../platform/index.js';
import type { WmsDB } from '../db.js';

/** A product's columns from its checked body. */
export const productValues = (body: z.output<typeof ProductInput>) => ({
  product_title: body.productTitle,
  sku: body.sku,
  category: body.category,
  price_paise: body.price,
  length_cm: body.mappedDimensions?.length ?? null,
  breadth_cm: body.mappedDimensions?.breadth ?? null,
  height_cm: body.mappedDimensions?.height ?? null,
  weight_gm: body.weight,
  hsn_code: body.hsnCode.trim(),
  // Left as it is when the body does not say (an older form, a sheet without the column).
  ...(body.gstRate === undefined ? {} : { gst_rate: body.gstRate }),
  base_price_paise: body.basePrice,
  margin: body.margin,
  d2r_category: body.d2rCategory || null,
  shop_type: body.shopType,
  active: body.active,
  image_urls: JSON.stringify(body.imageUrls),
});

/**
 * The company's next `count` product serial numbers. The upsert locks the company's counter
 * row until the caller's transaction ends, so concurrent creates never take the same number.
 */
export async function takeProductNumbers(db: Kysely<WmsDB>, companyId: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { last_number: last } = await db
    .insertInto('product_numbers')
    .values({ company_id: companyId, last_number: count })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet((eb) => ({
        last_number: eb('product_numbers.last_number', '+', eb.ref('excluded.last_number')),
      })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const first = Number(last) - count + 1;
  return Array.from({ length: count }, (_, i) => first + i);
}
