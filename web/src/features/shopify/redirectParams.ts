/** What Shopify's redirect to /shopify-redirect carries, by its step; null when it is not a whole redirect. */
export type ShopifyRedirect =
  | {
      step: 'installation';
      input: { shop: string; hmac: string; host: string; state: string; timestamp: string };
    }
  | {
      step: 'permission';
      input: { authorizationCode: string; shop: string; hmac: string; host: string; state: string; timestamp: string };
    };

export function readShopifyRedirect(search: URLSearchParams): ShopifyRedirect | null {
  const get = (name: string) => search.get(name) ?? '';
  const signed = {
    shop: get('shop'),
    hmac: get('hmac'),
    host: get('host'),
    state: get('state'),
    timestamp: get('timestamp'),
  };
  if (Object.values(signed).some((v) => !v)) return null;
  const step = get('redirect-type');
  if (step === 'installation') return { step, input: signed };
  if (step === 'permission' && get('code')) return { step, input: { ...signed, authorizationCode: get('code') } };
  return null;
}

/** A failure's reason, without the heading the page already shows. */
export const failureReason = (message: string, heading: string) =>
  message.startsWith(`${heading}: `) ? message.slice(heading.length + 2) : message;
