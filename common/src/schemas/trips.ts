import { z } from 'zod';
import { UNDELIVERED_REASON_VALUES } from '../customerRequests.js';
import { MSG, fill } from '../messages.js';

/** The delivery code texted to a buyer when its order goes out: 4 digits, read out at the door. */
export const DELIVERY_CODE_LENGTH = 4;
/** A delivery photo as the phone sends it: a data URL, base64 of at most 1.5 MB of image. */
export const DELIVERY_PHOTO_MAX_BYTES = 1_572_864;
const PHOTO_MAX_CHARS = Math.ceil(DELIVERY_PHOTO_MAX_BYTES / 3) * 4 + 40;
/** Positions a phone sends at once: an hour and a half of its 30-second fixes queued offline. */
export const POSITIONS_MAX = 200;
/** The most cash one delivery collects, in paise (₹10,00,000). */
const COD_MAX_PAISE = 100_000_000;

export const TripOrderDeliverInput = z.object({
  otp: z
    .string({ error: MSG.deliveryCodeRequired })
    .trim()
    .regex(new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`), MSG.deliveryCodeRequired),
  codCollected: z.number({ error: MSG.codPrepaid }).int().min(0).max(COD_MAX_PAISE),
  photo: z
    .string()
    .max(PHOTO_MAX_CHARS, MSG.deliveryPhotoInvalid)
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, MSG.deliveryPhotoInvalid)
    .nullish(),
});
export type TripOrderDeliverInput = z.infer<typeof TripOrderDeliverInput>;

export const TripOrderUndeliverInput = z.object({
  reason: z.enum(UNDELIVERED_REASON_VALUES, { error: MSG.undeliveredReasonRequired }),
});

/**
 * An instant a client names (a list's start, a phone's fix): within this century, so a year
 * like -100000 is refused here rather than by the database.
 */
export const BoundedInstant = z.coerce
  .date({ error: MSG.instantInvalid })
  .min(new Date('2000-01-01T00:00:00Z'), MSG.instantInvalid)
  .max(new Date('2100-01-01T00:00:00Z'), MSG.instantInvalid);

const Position = z.object(
  {
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    at: BoundedInstant,
    accuracy: z.number().min(0).max(100_000).nullish(),
  },
  { error: MSG.positionInvalid },
);

export const TripPositionsInput = z.object({
  positions: z
    .array(Position)
    .min(1, MSG.positionInvalid)
    .max(POSITIONS_MAX, fill(MSG.positionsTooMany, { max: POSITIONS_MAX })),
});
export type TripPositionsInput = z.infer<typeof TripPositionsInput>;

/** Journey statuses as the admins' table names and colours them. */
export const TRIP_STATUS = { IN_PROGRESS: 1, ON_HOLD: 2, COMPLETED: 3 } as const;
export type TripStatusName = keyof typeof TRIP_STATUS;
export const tripStatusName = (code: number): TripStatusName =>
  code === 2 ? 'ON_HOLD' : code === 3 ? 'COMPLETED' : 'IN_PROGRESS';
