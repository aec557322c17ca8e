export type { StoreAddressRecord as Retailer } from '@parcelo/common';
