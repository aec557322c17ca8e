import type { FastifyInstance } from 'fastify';
import { SalesmanRecordSchema, type SalesmanRecord } from '@parcelo/common';
import { answers, ok, z, type ServiceContext } from '../../platform/index.js';
import type { HmsDB } from '../db.js';

export function salesmanRoutes(app: FastifyInstance, ctx: ServiceContext<HmsDB>) {
  /** The active salesmen, for admins handing invoices over and assigning beats. */
  app.get(
    '/salesman',
    { config: { access: 'admin' }, schema: { response: answers(z.array(SalesmanRecordSchema)) } },
    async (request) => {
      await ctx.auth.admin(request);
      const rows = await ctx.db
        .selectFrom('salesmen')
        .select(['id', 'first_name', 'last_name', 'phone'])
        .where('is_active', '=', true)
        .orderBy('first_name')
        .orderBy('id')
        .execute();
      return ok(
        rows.map((r): SalesmanRecord => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, phone: r.phone })),
      );
    },
  );
}
