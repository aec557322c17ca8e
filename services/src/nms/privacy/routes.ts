import { sql } from 'kysely';
import { answers, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { NmsDB } from '../db.js';

/**
 * Data deletion (UMS asks): the customer requests and message threads of the orders OMS has
 * just anonymised lose the buyer's personal data, and so do the texts sent to the phone.
 */
export function privacyRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>) {
  const { db } = ctx;
  app.post(
    '/privacy/anonymise',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ phone: z.string().regex(/^\d{10}$/), orderIds: z.array(z.string().uuid()).max(100_000) }),
        response: answers(z.object({ customerRequests: z.number().int(), messages: z.number().int() })),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { phone, orderIds } = request.body;
      return ok(
        await db.transaction().execute(async (tx) => {
          const now = new Date();
          const requests = orderIds.length
            ? await tx
                .updateTable('customer_requests')
                .set({
                  customer_name: 'Deleted user',
                  customer_phone: '0000000000',
                  alternate_phone: null,
                  alternate_address: null,
                  issue_description: null,
                  // Where it went stays, for reports; who and the street go.
                  shipping_address: sql<string>`jsonb_build_object('firstName', 'Deleted', 'lastName', 'user', 'addressLine1', 'Removed', 'addressLine2', 'Removed', 'city', shipping_address->'city', 'state', shipping_address->'state', 'pincode', shipping_address->'pincode', 'country', 'India')`,
                  anonymised_at: now,
                  updated_at: now,
                })
                .where('order_id', 'in', orderIds)
                .where('anonymised_at', 'is', null)
                .executeTakeFirst()
            : { numUpdatedRows: 0n };
          const messages = orderIds.length
            ? await tx
                .updateTable('order_messages')
                .set({ message_text: '[deleted]', sender_phone: null, updated_at: now })
                .where('order_id', 'in', orderIds)
                .executeTakeFirst()
            : { numUpdatedRows: 0n };
          await tx
            .updateTable('notifications')
            .set({ recipient: '0000000000', body: '[deleted]', params: '{}' })
            .where('recipient', '=', phone)
            .where('status', 'in', ['sent', 'failed'])
            .execute();
          return { customerRequests: Number(requests.numUpdatedRows), messages: Number(messages.numUpdatedRows) };
        }),
      );
    },
  );
}
