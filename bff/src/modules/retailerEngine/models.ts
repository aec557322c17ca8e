export type { RetailerEngineRun, RetailerScoreRecord as RetailerScore } from '@parcelo/common';
