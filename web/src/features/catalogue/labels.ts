import { catalogueActiveLabel } from '@parcelo/common';
import type { CatalogueProductType } from '../../__generated__/CatalogueProductDrawer_product.graphql';
import type { ShopType } from '../../__generated__/useCatalogueProductCreateMutation.graphql';
import type { Option } from '../../lib/FormField';
import { shopTypeLabel } from '../orders';

export { shopTypeLabel };

type KnownShopType = Exclude<ShopType, '%future added value'>;

/** The sales channel types, as the ShopType enum names them. */
export const SHOP_TYPES: readonly KnownShopType[] = [
  'SHOPIFY',
  'WORDPRESS',
  'UNICOMMERCE',
  'EASYECOM',
  'SHIPWAY',
  'AMAZON',
  'MANUAL',
];

export const SHOP_TYPE_OPTIONS: readonly Option[] = SHOP_TYPES.map((value) => ({ value, label: shopTypeLabel(value) }));

export function isShopType(value: string): value is KnownShopType {
  return (SHOP_TYPES as readonly string[]).includes(value);
}

/** Active 1 = 'Active', 0 = 'In Active'. */
export const ACTIVE_OPTIONS: readonly Option[] = [
  { value: '1', label: catalogueActiveLabel(1) },
  { value: '0', label: catalogueActiveLabel(0) },
];

const PRODUCT_TYPE_LABELS: Record<Exclude<CatalogueProductType, '%future added value'>, string> = {
  SINGLE: 'Single',
  BUNDLE: 'Bundle',
  NONE: 'Not mapped',
};

export function productTypeLabel(value: string): string {
  return value in PRODUCT_TYPE_LABELS ? PRODUCT_TYPE_LABELS[value as keyof typeof PRODUCT_TYPE_LABELS] : value;
}
