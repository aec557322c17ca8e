export type { ExternalRetailerRecord as ExternalRetailer } from '@parcelo/common';
