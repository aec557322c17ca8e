import type { PricingPreferencesRecord } from '@parcelo/common';
import type { Upstream } from './http.js';

/** Typed calls to UMS's rate card routes. */
export function pricingApi(ums: Upstream) {
  return {
    get: (companyId: string | undefined) =>
      ums.call<{ pricingPreferences: PricingPreferencesRecord }>('GET', '/ums/ts/pricing-preferences', {
        query: { companyId },
      }),
    set: (body: Record<string, unknown>) =>
      ums.call<{ pricingPreferences: PricingPreferencesRecord }>('PUT', '/ums/ts/pricing-preferences', { body }),
  };
}
