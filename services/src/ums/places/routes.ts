import { MSG } from '@parcelo/common';
import { lookupPincode } from '@parcelo/common/pincodes';
import { notFound, ok, z, type ServiceApp } from '../../platform/index.js';

/** Public: where a pincode is, so address forms fill city, state and country from it. */
export function placeRoutes(app: ServiceApp) {
  app.get(
    '/pincode/:pincode',
    { config: { access: 'public' }, schema: { params: z.object({ pincode: z.string().max(20) }) } },
    async (request) => {
      const place = lookupPincode(request.params.pincode);
      if (!place) throw notFound(MSG.invalidPincode);
      return ok({ place });
    },
  );
}
