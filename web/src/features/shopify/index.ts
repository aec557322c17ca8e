// What other features may use of shopify; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { useShopifyConnectStartMutation } from './useShopifyConnectStartMutation';
