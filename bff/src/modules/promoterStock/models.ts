export type { PromoterStockRecord as PromoterStockCount } from '@parcelo/common';
