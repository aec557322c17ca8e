export type { RetailDiscountRecord as RetailDiscount } from '@parcelo/common';
