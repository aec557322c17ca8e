export type { CodRemittanceRecord as CodRemittance } from '@parcelo/common';
export type { CodRemittanceTotal } from '@parcelo/common';
