import { z } from 'zod';
import { MSG, fill } from './messages.js';
import { sameState } from './states.js';
import { ORDER_TRANSITIONS } from './orderStatus.js';
import { lengthMax } from './schemas/fields.js';

/*
 * Delivery partners: the couriers a company ships with, where each one goes and what it
 * charges. Prices are paise integers throughout; weights are grams once they are priced.
 */

/**
 * The couriers a company can connect. Each one's API is reached at its `apiHost` (public
 * names under the reserved `.example` domain until real contracts exist; in development and
 * tests the partner sandbox answers for them). `awbPrefix` starts the AWBs it issues.
 */
export const COURIERS = [
  { code: 'DELHIVERY', name: 'Delhivery', apiHost: 'api.delhivery.example', awbPrefix: 'DL' },
  { code: 'BLUEDART', name: 'Blue Dart', apiHost: 'api.bluedart.example', awbPrefix: 'BD' },
  { code: 'XPRESSBEES', name: 'Xpressbees', apiHost: 'api.xpressbees.example', awbPrefix: 'XB' },
  { code: 'ECOM_EXPRESS', name: 'Ecom Express', apiHost: 'api.ecomexpress.example', awbPrefix: 'EE' },
  { code: 'SHADOWFAX', name: 'Shadowfax', apiHost: 'api.shadowfax.example', awbPrefix: 'SF' },
  { code: 'DTDC', name: 'DTDC', apiHost: 'api.dtdc.example', awbPrefix: 'DT' },
] as const;

export type CourierCode = (typeof COURIERS)[number]['code'];
export type Courier = (typeof COURIERS)[number];
export const COURIER_CODES = COURIERS.map((c) => c.code) as [CourierCode, ...CourierCode[]];
export const courierOf = (code: string): Courier | undefined => COURIERS.find((c) => c.code === code);

/**
 * Whose account a partner books on: OWN, the seller's own with the courier (its API key);
 * PARCELO, Parcelo's contract with the courier, which every seller ships with from the start.
 */
export const PARTNER_CONTRACTS = ['OWN', 'PARCELO'] as const;
export type PartnerContract = (typeof PARTNER_CONTRACTS)[number];

/**
 * Whether an order can be handed to a courier from its status: the statuses the status machine
 * lets move to Picked up (placed, processed, ready to ship, packed).
 */
export const canShip = (status: string) => (ORDER_TRANSITIONS[status] ?? []).includes('PICKED_UP');

/** Shipping zones, cheapest first as couriers usually price them. */
export const ZONES = ['WITHIN_CITY', 'WITHIN_STATE', 'METRO_TO_METRO', 'REST_OF_INDIA', 'SPECIAL'] as const;
export type Zone = (typeof ZONES)[number];

export const ZONE_LABELS: Record<Zone, string> = {
  WITHIN_CITY: 'Within city',
  WITHIN_STATE: 'Within state',
  METRO_TO_METRO: 'Metro to metro',
  REST_OF_INDIA: 'Rest of India',
  SPECIAL: 'Special zones',
};

/**
 * Metro cities as the pincode directory names them (it says Bangalore, and splits Delhi into
 * districts, so the whole of Delhi counts as one metro).
 */
export const METRO_CITIES = ['Mumbai', 'Kolkata', 'Chennai', 'Bangalore', 'Hyderabad', 'Ahmedabad', 'Pune'] as const;
const METRO_STATES = ['Delhi'] as const;

/** States and union territories couriers price apart: the North-East, J&K, Ladakh and the islands. */
export const SPECIAL_ZONE_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
] as const;

export interface ZonePlace {
  city: string;
  state: string;
}

const key = (s: string) => s.trim().toLowerCase();

/** The metro a place belongs to, or null. */
export function metroOf(place: ZonePlace): string | null {
  const state = METRO_STATES.find((s) => sameState(s, place.state));
  if (state) return state;
  return METRO_CITIES.find((c) => key(c) === key(place.city)) ?? null;
}

/**
 * The zone of a shipment from one place to another: the same city (or metro) first, then the
 * same state, then a special-zone end, then metro to metro, else the rest of India.
 */
export function zoneOf(pickup: ZonePlace, delivery: ZonePlace): Zone {
  const sameStateBoth = sameState(pickup.state, delivery.state);
  const metroA = metroOf(pickup);
  const metroB = metroOf(delivery);
  if (sameStateBoth && (key(pickup.city) === key(delivery.city) || (metroA !== null && metroA === metroB)))
    return 'WITHIN_CITY';
  if (sameStateBoth) return 'WITHIN_STATE';
  if (SPECIAL_ZONE_STATES.some((s) => sameState(s, pickup.state) || sameState(s, delivery.state))) return 'SPECIAL';
  if (metroA && metroB) return 'METRO_TO_METRO';
  return 'REST_OF_INDIA';
}

/** Volumetric divisor: L×B×H in cm over 5000 gives kg, so over 5 gives grams. */
export const VOLUMETRIC_DIVISOR = 5000;

export interface Dimensions {
  length: number;
  breadth: number;
  height: number;
}

/**
 * The weight a courier bills, in grams: the larger of the actual and volumetric weights,
 * rounded up to whole slabs (never less than one slab).
 */
export function chargeableGrams(weightKg: number, dimensions: Dimensions | null, slabGrams: number): number {
  const actual = Math.round(weightKg * 1000);
  const volumetric = dimensions
    ? Math.ceil((dimensions.length * dimensions.breadth * dimensions.height * 1000) / VOLUMETRIC_DIVISOR)
    : 0;
  const heavier = Math.max(actual, volumetric);
  return Math.max(1, Math.ceil(heavier / slabGrams)) * slabGrams;
}

export interface ZoneRate {
  /** The first slab's price, paise. */
  basePaise: number;
  /** Each further slab's price, paise. */
  additionalPaise: number;
  /** Estimated days to deliver. */
  days: number;
}

export interface RateCard {
  slabGrams: number;
  zones: Record<Zone, ZoneRate>;
  /** COD is charged the larger of a fixed fee and a share of the order value. */
  codFixedPaise: number;
  /** The share of the order value, in basis points (150 = 1.5%). */
  codBasisPoints: number;
}

export interface PriceBreakdown {
  zone: Zone;
  chargeableGrams: number;
  freightPaise: number;
  codPaise: number;
  totalPaise: number;
  /** A return to origin is billed as the forward freight again. */
  rtoPaise: number;
  days: number;
}

/** What one shipment costs on a rate card. */
export function priceOf(
  card: RateCard,
  zone: Zone,
  shipment: { weightKg: number; dimensions: Dimensions | null; cod: boolean; orderValuePaise: number },
): PriceBreakdown {
  const grams = chargeableGrams(shipment.weightKg, shipment.dimensions, card.slabGrams);
  const rate = card.zones[zone];
  const freight = rate.basePaise + (grams / card.slabGrams - 1) * rate.additionalPaise;
  const cod = shipment.cod
    ? Math.max(card.codFixedPaise, Math.round((shipment.orderValuePaise * card.codBasisPoints) / 10_000))
    : 0;
  return {
    zone,
    chargeableGrams: grams,
    freightPaise: freight,
    codPaise: cod,
    totalPaise: freight + cod,
    rtoPaise: freight,
    days: rate.days,
  };
}

/** Why a partner cannot carry a shipment, in the words the calculator shows. */
export const notServiceable = {
  pickup: (pincode: string, partner: string) => fill(MSG.pickupNotServiceable, { pincode, partner }),
  delivery: (pincode: string, partner: string) => fill(MSG.deliveryNotServiceable, { pincode, partner }),
  cod: (pincode: string, partner: string) => fill(MSG.codNotAvailable, { pincode, partner }),
  noRateCard: (partner: string) => fill(MSG.noRateCard, { partner }),
};

/* Inputs, checked alike in the browser and the service. */

const paise = (label: string) =>
  z.coerce
    .number({ error: fill(MSG.invalidField, { field: label }) })
    .int(fill(MSG.invalidField, { field: label }))
    .min(0, fill(MSG.invalidField, { field: label }))
    .max(10_000_000, fill(MSG.invalidField, { field: label }));

export const ZoneRateInput = z.object({
  basePaise: paise('Base price'),
  additionalPaise: paise('Additional slab price'),
  days: z.coerce
    .number({ error: fill(MSG.invalidField, { field: 'Estimated days' }) })
    .int(fill(MSG.invalidField, { field: 'Estimated days' }))
    .min(1, fill(MSG.invalidField, { field: 'Estimated days' }))
    .max(60, fill(MSG.invalidField, { field: 'Estimated days' })),
});

export const RateCardInput = z.object({
  slabGrams: z.coerce
    .number({ error: fill(MSG.invalidField, { field: 'Slab' }) })
    .int(fill(MSG.invalidField, { field: 'Slab' }))
    .min(50, fill(MSG.invalidField, { field: 'Slab' }))
    .max(10_000, fill(MSG.invalidField, { field: 'Slab' })),
  zones: z.object(Object.fromEntries(ZONES.map((zone) => [zone, ZoneRateInput])) as Record<Zone, typeof ZoneRateInput>),
  codFixedPaise: paise('COD charge'),
  codBasisPoints: z.coerce
    .number({ error: fill(MSG.invalidField, { field: 'COD %' }) })
    .int(fill(MSG.invalidField, { field: 'COD %' }))
    .min(0, fill(MSG.invalidField, { field: 'COD %' }))
    .max(10_000, fill(MSG.invalidField, { field: 'COD %' })),
});

export const PartnerPriority = z.coerce
  .number({ error: MSG.priorityRange })
  .int(MSG.priorityRange)
  .min(1, MSG.priorityRange)
  .max(99, MSG.priorityRange);

const partnerName = z
  .string({ error: fill(MSG.invalidField, { field: 'Name' }) })
  .trim()
  .min(1, 'Name is required')
  .max(100, lengthMax(100));

const apiKey = z.string({ error: 'API key is required' }).trim().min(1, 'API key is required').max(500, lengthMax(500));

export const DeliveryPartnerConnectInput = z.object({
  courier: z.enum(COURIER_CODES, { error: MSG.courierUnknown }),
  name: partnerName,
  apiKey,
  priority: PartnerPriority.default(10),
  active: z.boolean().default(true),
});

export const DeliveryPartnerUpdateInput = z.object({
  name: partnerName.optional(),
  apiKey: apiKey.optional(),
  priority: PartnerPriority.optional(),
  active: z.boolean().optional(),
});

const pincode = z
  .string({ error: MSG.invalidPincode })
  .trim()
  .regex(/^\d{6}$/, MSG.invalidPincode);

export const PAYMENT_MODES_FOR_RATES = ['COD', 'PREPAID'] as const;

export const DeliveryRatesInput = z.object({
  pickupPincode: pincode,
  deliveryPincode: pincode,
  weightKg: z.coerce
    .number({ error: MSG.rateWeightInvalid })
    .gt(0, MSG.rateWeightInvalid)
    .max(100, MSG.rateWeightInvalid),
  dimensions: z
    .object({
      length: z.coerce.number().gt(0, MSG.rateDimensionsInvalid).max(300, MSG.rateDimensionsInvalid),
      breadth: z.coerce.number().gt(0, MSG.rateDimensionsInvalid).max(300, MSG.rateDimensionsInvalid),
      height: z.coerce.number().gt(0, MSG.rateDimensionsInvalid).max(300, MSG.rateDimensionsInvalid),
    })
    .nullish(),
  paymentMode: z.enum(PAYMENT_MODES_FOR_RATES, { error: MSG.paymentModeInvalid }),
  orderValuePaise: z.coerce
    .number({ error: fill(MSG.invalidField, { field: 'Order value' }) })
    .int(fill(MSG.invalidField, { field: 'Order value' }))
    .min(0, fill(MSG.invalidField, { field: 'Order value' }))
    .max(1_000_000_000, fill(MSG.invalidField, { field: 'Order value' }))
    .default(0),
});

/** Serviceable pincodes as uploaded: a header `pincode,forward,reverse,cod`, flags as 1/0, yes/no or true/false. */
export const PINCODE_CSV_COLUMNS = ['pincode', 'forward', 'reverse', 'cod'] as const;
export const MAX_PINCODE_ROWS = 30_000;

/** A CSV flag as a boolean, or null when it is none of the accepted spellings. */
export function csvFlag(raw: string | undefined): boolean | null {
  const v = (raw ?? '').trim().toLowerCase();
  if (['1', 'y', 'yes', 'true'].includes(v)) return true;
  if (['0', 'n', 'no', 'false', ''].includes(v)) return false;
  return null;
}

/** The most a rate card's price (or a quoted order value) may be: ₹99,99,999.99. */
export const RATE_MAX_PAISE = 999_999_999;
