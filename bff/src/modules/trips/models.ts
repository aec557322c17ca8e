export type {
  TripRecord as Trip,
  TripOrderRecord as TripOrder,
  TripPositionRecord as TripPosition,
} from '@parcelo/common';
