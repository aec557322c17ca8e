/** The Shopify app's install button; a placeholder until the app's install flow lands. */
export function ShopifyConnect() {
  return null;
}
