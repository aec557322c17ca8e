export type { ShippingPackageRecord as ShippingPackage } from '@parcelo/common';
