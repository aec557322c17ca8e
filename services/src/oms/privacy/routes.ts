import { CLOSED_STATUSES } from '@parcelo/common';
import type { Selectable, Transaction } from 'kysely';
import { answers, countsChanged, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** An order untouched this long is no longer on its way, whatever its last status says. */
const STALE_DAYS = 30;

/** What stays of an anonymised order's address: where it went, for tax and reports. */
const anonymousAddress = (a: { city: string; state: string; pincode: string; country?: string }) =>
  JSON.stringify({
    firstName: 'Deleted',
    lastName: 'user',
    addressLine1: 'Removed',
    addressLine2: 'Removed',
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    country: a.country ?? 'India',
  });

type Tx = Transaction<OmsDB>;
type Candidate = Pick<Selectable<OmsDB['orders']>, 'id' | 'status' | 'company_id' | 'shipping_address' | 'updated_at'>;

/** The columns `anonymiseClosed` needs, to select (for update) the orders a request names. */
export const ANONYMISE_COLUMNS = ['id', 'status', 'company_id', 'shipping_address', 'updated_at'] as const;

/**
 * Forgets the buyers of the closed orders among `rows` (selected for update in `tx`): orders
 * still on their way are kept as they are, since the courier and the buyer still need them;
 * closed ones lose the buyer's name, phone, e-mail and street address.
 */
export async function anonymiseClosed(
  tx: Tx,
  rows: readonly Candidate[],
): Promise<{ orderIds: string[]; retained: number; companies: string[] }> {
  const stale = new Date(Date.now() - STALE_DAYS * 86_400_000);
  const closed = rows.filter((r) => CLOSED_STATUSES.has(r.status) || new Date(r.updated_at) < stale);
  for (const r of closed) {
    await tx
      .updateTable('orders')
      .set({
        customer_name: 'Deleted user',
        customer_phone: '0000000000',
        customer_email: null,
        shipping_address: anonymousAddress(r.shipping_address),
        anonymised_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', r.id)
      .execute();
  }
  // Events kept copies of the buyer's details; one not yet sent is dropped, not sent without them.
  if (closed.length) {
    const ids = closed.map((r) => r.id);
    await tx
      .updateTable('order_outbox')
      .set({ payload: null })
      .where('order_id', 'in', ids)
      .where('delivered_at', 'is not', null)
      .execute();
    await tx
      .updateTable('order_outbox')
      .set({ payload: null, delivered_at: new Date() })
      .where('order_id', 'in', ids)
      .where('action', '=', 'ndr')
      .where('delivered_at', 'is', null)
      .execute();
  }
  return {
    orderIds: closed.map((r) => r.id),
    retained: rows.length - closed.length,
    companies: [...new Set(closed.map((r) => r.company_id))],
  };
}

/**
 * Data deletion (UMS asks, for /delete-user-data). Answers how many orders were anonymised
 * and how many kept, so UMS can ask again once the rest close.
 */
export function privacyRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const { db } = ctx;

  app.post(
    '/privacy/anonymise',
    {
      config: { access: 'internal' },
      schema: {
        body: z.object({ phone: z.string().regex(/^\d{10}$/) }),
        response: answers(
          z.object({ anonymised: z.number().int(), retained: z.number().int(), orderIds: z.array(z.string()) }),
        ),
      },
    },
    async (request) => {
      ctx.auth.internal(request);
      const { phone } = request.body;
      const result = await db.transaction().execute(async (tx) => {
        const rows = await tx
          .selectFrom('orders')
          .select(ANONYMISE_COLUMNS)
          .where('customer_phone', '=', phone)
          .where('anonymised_at', 'is', null)
          .forUpdate()
          .execute();
        return anonymiseClosed(tx, rows);
      });
      for (const c of result.companies) countsChanged(db, c);
      return ok({ anonymised: result.orderIds.length, retained: result.retained, orderIds: result.orderIds });
    },
  );
}
