import { MSG, type PincodePlace } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { answers, notFound, ok, z, type ServiceApp } from '../../platform/index.js';

/** Where a pincode is: its city, district and state, and its centre when known. */
const PincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
}) satisfies z.ZodType<PincodePlace>;

/** Public: where a pincode is, so address forms fill city, state and country from it. */
export function placeRoutes(app: ServiceApp) {
  app.get(
    '/pincode/:pincode',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ pincode: z.string().max(20) }),
        response: answers(z.object({ place: PincodePlaceSchema })),
      },
    },
    async (request) => {
      const place = lookupPincode(request.params.pincode);
      if (!place) throw notFound(MSG.invalidPincode);
      return ok({ place });
    },
  );
}
