import type {
  DayRange,
  InsightsCountRecord,
  InsightsCouriersRecord,
  InsightsOrdersRecord,
  InsightsRevenueRecord,
  InsightsRtoReasonsRecord,
  InsightsStatesRecord,
  InsightsTopProductsRecord,
  InsightsWarehousesRecord,
} from '@parcelo/common';

/**
 * The dashboard for one range: its days, and OMS's nine figures, each asked for the first time
 * a field needs it and then shared by every field it feeds. The fields resolve side by side, so
 * the figures a query selects are fetched in parallel, and one it does not select is never asked.
 */
export interface InsightsModel {
  range: DayRange;
  previous: DayRange;
  orders(): Promise<InsightsOrdersRecord>;
  revenue(): Promise<InsightsRevenueRecord>;
  undelivered(): Promise<InsightsCountRecord>;
  cancelled(): Promise<InsightsCountRecord>;
  topProducts(): Promise<InsightsTopProductsRecord>;
  rtoReasons(): Promise<InsightsRtoReasonsRecord>;
  warehouses(): Promise<InsightsWarehousesRecord>;
  couriers(): Promise<InsightsCouriersRecord>;
  states(): Promise<InsightsStatesRecord>;
}

/** A warehouse's line of the split; the warehouse itself is read only when asked for. */
export interface InsightsWarehouseModel {
  warehouseId: string;
  orders: number;
  revenue: number;
  share: number;
}
