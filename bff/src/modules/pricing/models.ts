export type { PricingPreferencesRecord as PricingPreferences } from '@parcelo/common';
