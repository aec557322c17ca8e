export type { WeightDiscrepancyRecord as WeightDiscrepancy } from '@parcelo/common';
