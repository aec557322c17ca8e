import { z } from 'zod';
import { COURIER_CODES, PARTNER_CONTRACTS, ZONES, type RateCard, type Zone } from '../deliveryPartners.js';

const ZoneRateRecordSchema = z.object({
  /** The first slab's price, paise. */
  basePaise: z.number().int(),
  /** Each further slab's price, paise. */
  additionalPaise: z.number().int(),
  /** Estimated days to deliver. */
  days: z.number().int(),
});

/** A partner's rate card as it is stored (the shape of `RateCard`). */
export const RateCardRecordSchema = z.object({
  slabGrams: z.number().int(),
  zones: z.object(
    Object.fromEntries(ZONES.map((zone) => [zone, ZoneRateRecordSchema])) as Record<Zone, typeof ZoneRateRecordSchema>,
  ),
  codFixedPaise: z.number().int(),
  codBasisPoints: z.number().int(),
}) satisfies z.ZodType<RateCard>;

/** A connected courier as the company sees it (never with its credentials, only their hint). */
export const DeliveryPartnerRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  courier: z.enum(COURIER_CODES),
  courierName: z.string(),
  name: z.string(),
  /** OWN: the seller's own account with the courier; PARCELO: Parcelo's contract, offered to every seller. */
  contract: z.enum(PARTNER_CONTRACTS),
  credentialsHint: z.string(),
  active: z.boolean(),
  priority: z.number().int(),
  /** Every pincode of the directory, with the flags below, rather than an uploaded list. */
  allPincodes: z.boolean(),
  pincodeCounts: z.object({
    total: z.number().int(),
    forward: z.number().int(),
    reverse: z.number().int(),
    cod: z.number().int(),
  }),
  rateCard: RateCardRecordSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryPartnerRecord = z.infer<typeof DeliveryPartnerRecordSchema>;

/** One partner's answer for a shipment: its price and days, or why it cannot carry it. */
export const DeliveryQuoteRecordSchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  courier: z.enum(COURIER_CODES),
  courierName: z.string(),
  serviceable: z.boolean(),
  reason: z.string().nullable(),
  codAvailable: z.boolean(),
  zone: z.enum(ZONES).nullable(),
  chargeableGrams: z.number().int().nullable(),
  freightPaise: z.number().int().nullable(),
  codPaise: z.number().int().nullable(),
  totalPaise: z.number().int().nullable(),
  rtoPaise: z.number().int().nullable(),
  days: z.number().int().nullable(),
});
export type DeliveryQuoteRecord = z.infer<typeof DeliveryQuoteRecordSchema>;
