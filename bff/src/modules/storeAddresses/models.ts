export type { StoreAddressRecord as StoreAddress } from '@parcelo/common';
