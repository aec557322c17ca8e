import type { ShopType } from './orders.js';

/** Catalogue product, both views (the second: skuId, productType, dimensions, inventoryQuantity). */
export interface CatalogueProductRecord {
  id: string;
  companyId: string;
  /** The serial number, counting up per company. */
  productId: number;
  productTitle: string;
  sku: string;
  category: string;
  /** Paise. */
  price: number;
  /** LxBxH, cm. */
  mappedDimensions: { length: number; breadth: number; height: number } | null;
  /** Grams. */
  weight: number;
  hsnCode: string;
  /** GST percent the product is sold at (0, 5, 12, 18 or 28). */
  gstRate: number;
  /** Paise. */
  basePrice: number;
  /** Percent. */
  margin: number;
  d2rCategory: string | null;
  shopType: ShopType;
  /** 1 active, 0 not. */
  active: number;
  imageUrls: string[];
  wsinMapping: { wsin: string; wsinId: string; name: string; quantity: number }[];
  /** SINGLE for one unit of one WSIN, BUNDLE otherwise, NONE without a mapping. */
  productType: 'SINGLE' | 'BUNDLE' | 'NONE';
  /** Available units across the company's warehouses; a bundle counts what its components make. */
  inventoryQuantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface WsinRecord {
  id: string;
  companyId: string;
  wsin: string;
  name: string;
  active: boolean;
  createdAt: string;
}
