import { ProductInput } from '@parcelo/common';
import { z } from '../../platform/index.js';

/** A product's columns from its checked body. */
export const productValues = (body: z.output<typeof ProductInput>) => ({
  product_title: body.productTitle,
  sku: body.sku,
  category: body.category,
  price: body.price,
  length_cm: body.mappedDimensions?.length ?? null,
  breadth_cm: body.mappedDimensions?.breadth ?? null,
  height_cm: body.mappedDimensions?.height ?? null,
  weight_gm: body.weight,
  hsn_code: body.hsnCode.trim(),
  base_price: body.basePrice,
  margin: body.margin,
  d2r_category: body.d2rCategory || null,
  shop_type: body.shopType,
  active: body.active,
  image_urls: JSON.stringify(body.imageUrls),
});
