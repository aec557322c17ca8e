import { z } from 'zod';

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
export const InsightsCountRecordSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
});
export type InsightsCountRecord = z.infer<typeof InsightsCountRecordSchema>;

export const InsightsOrdersRecordSchema = InsightsCountRecordSchema.extend({
  /** Today and yesterday in India, whatever the range. */
  today: z.number().int(),
  yesterday: z.number().int(),
  /** Seconds from placed to delivered over the delivered orders; null without one. */
  averageTat: z.object({
    current: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    delivered: z.number().int(),
  }),
  /** Every day of the range, oldest first, days without orders included. */
  byDay: z.array(z.object({ day: z.string(), orders: z.number().int(), amountPaise: z.number().int() })),
});
export type InsightsOrdersRecord = z.infer<typeof InsightsOrdersRecordSchema>;

export const InsightsRevenueRecordSchema = z.object({
  currentPaise: z.number().int(),
  previousPaise: z.number().int(),
  todayPaise: z.number().int(),
  yesterdayPaise: z.number().int(),
});
export type InsightsRevenueRecord = z.infer<typeof InsightsRevenueRecordSchema>;

export const InsightsProductRecordSchema = z.object({
  sku: z.string(),
  title: z.string(),
  units: z.number().int(),
  amountPaise: z.number().int(),
});
export type InsightsProductRecord = z.infer<typeof InsightsProductRecordSchema>;

export const InsightsTopProductsRecordSchema = z.object({
  byUnits: z.array(InsightsProductRecordSchema),
  byRevenue: z.array(InsightsProductRecordSchema),
});
export type InsightsTopProductsRecord = z.infer<typeof InsightsTopProductsRecordSchema>;

/** Orders gone back to origin by their last undelivered reason (an UNDELIVERED_REASONS key), most first. */
export const InsightsRtoReasonsRecordSchema = z.object({
  reasons: z.array(z.object({ reason: z.string(), orders: z.number().int() })),
});
export type InsightsRtoReasonsRecord = z.infer<typeof InsightsRtoReasonsRecordSchema>;

export const InsightsWarehousesRecordSchema = z.object({
  warehouses: z.array(z.object({ warehouseId: z.string(), orders: z.number().int(), amountPaise: z.number().int() })),
});
export type InsightsWarehousesRecord = z.infer<typeof InsightsWarehousesRecordSchema>;

/** Per delivery partner ('' for orders not given to one): orders, and of them delivered and returned. */
export const InsightsCouriersRecordSchema = z.object({
  couriers: z.array(
    z.object({
      name: z.string(),
      orders: z.number().int(),
      delivered: z.number().int(),
      returned: z.number().int(),
    }),
  ),
});
export type InsightsCouriersRecord = z.infer<typeof InsightsCouriersRecordSchema>;

export const InsightsStatesRecordSchema = z.object({
  states: z.array(z.object({ state: z.string(), orders: z.number().int(), amountPaise: z.number().int() })),
});
export type InsightsStatesRecord = z.infer<typeof InsightsStatesRecordSchema>;
