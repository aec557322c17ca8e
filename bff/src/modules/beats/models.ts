export type { BeatPlanRecord as BeatPlan, BeatRecord as Beat } from '@parcelo/common';
