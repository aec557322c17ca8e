/*
 * The seller's dashboard: OMS's /insights/* replies. Days are YYYY-MM-DD in India; money is
 * whole paise; each count is of orders placed in the range, by the day they were placed.
 */

/** Which company, days (both ends included) and, optionally, warehouse a figure is for. */
export interface InsightsQuery {
  companyId?: string;
  from: string;
  to: string;
  warehouseId?: string;
}

/** A count over the range and over the period of the same length just before it. */
export interface InsightsCountRecord {
  current: number;
  previous: number;
}

export interface InsightsOrdersRecord extends InsightsCountRecord {
  /** Today and yesterday in India, whatever the range. */
  today: number;
  yesterday: number;
  /** Seconds from placed to delivered over the delivered orders; null without one. */
  averageTat: { current: number | null; previous: number | null; delivered: number };
  /** Every day of the range, oldest first, days without orders included. */
  byDay: { day: string; orders: number; amountPaise: number }[];
}

export interface InsightsRevenueRecord {
  currentPaise: number;
  previousPaise: number;
  todayPaise: number;
  yesterdayPaise: number;
}

export interface InsightsProductRecord {
  sku: string;
  title: string;
  units: number;
  amountPaise: number;
}

export interface InsightsTopProductsRecord {
  byUnits: InsightsProductRecord[];
  byRevenue: InsightsProductRecord[];
}

/** Orders gone back to origin by their last undelivered reason (an UNDELIVERED_REASONS key), most first. */
export interface InsightsRtoReasonsRecord {
  reasons: { reason: string; orders: number }[];
}

export interface InsightsWarehousesRecord {
  warehouses: { warehouseId: string; orders: number; amountPaise: number }[];
}

/** Per delivery partner ('' for orders not given to one): orders, and of them delivered and returned. */
export interface InsightsCouriersRecord {
  couriers: { name: string; orders: number; delivered: number; returned: number }[];
}

export interface InsightsStatesRecord {
  states: { state: string; orders: number; amountPaise: number }[];
}
