// What other features may use of storeAddresses; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { StoreAddressSelect } from './StoreAddressSelect';
export type { StoreAddressChoice } from './StoreAddressSelect';
