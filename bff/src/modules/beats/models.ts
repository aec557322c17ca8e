export type { BeatPlanRecord as BeatPlan, BeatRecord as Beat, BeatStopRecord as BeatStop } from '@parcelo/common';
