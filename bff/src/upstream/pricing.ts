import type { PricingPreferencesRecord } from '@parcelo/common';
import { umsOperations, type operations } from '@parcelo/common/api/ums';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

/** Typed calls to UMS's rate card routes. */
export function pricingApi(ums: Upstream) {
  const api = operationsOf<operations>(ums, umsOperations);
  return {
    get: (companyId: string | undefined) =>
      api.getUmsTsPricingPreferences<{ pricingPreferences: PricingPreferencesRecord }>({ query: { companyId } }),
    set: (body: OperationInput<operations['putUmsTsPricingPreferences']>['body']) =>
      api.putUmsTsPricingPreferences<{ pricingPreferences: PricingPreferencesRecord }>({ body }),
  };
}
