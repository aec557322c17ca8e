import type { FastifyInstance } from 'fastify';
import type { StoreAddressRecord } from '@parcelo/common';
import { ok, parse, z, type ServiceContext } from '../../platform/index.js';
import type { D2rDB, StoreAddressRow } from '../db.js';

const Query = z.object({ companyId: z.string().uuid().optional() });

const storeAddressRecord = (r: StoreAddressRow): StoreAddressRecord => ({
  id: r.id,
  companyId: r.company_id,
  firstName: r.first_name,
  lastName: r.last_name,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
  country: r.country,
  phone: r.phone,
  email: r.email,
  gstin: r.gstin,
  addressPurpose: r.address_purpose,
  isActive: r.is_active,
  createdAt: r.created_at.toISOString(),
});

export function storeAddressRoutes(app: FastifyInstance, ctx: ServiceContext<D2rDB>) {
  /** A company's active store addresses, as the selectors offer them (admins name the company, or see all). */
  app.get('/d2r/store-address', { config: { access: 'member' } }, async (request) => {
    const { companyId } = await ctx.auth.scope(request, parse(Query, request.query).companyId);
    let q = ctx.db.selectFrom('store_addresses').selectAll().where('is_active', '=', true);
    if (companyId) q = q.where('company_id', '=', companyId);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id').execute();
    return ok({ storeAddresses: rows.map(storeAddressRecord) });
  });
}
