import { paiseOfRupeeFigure } from '@parcelo/common';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { addDays, istDayOf, istTimeOn } from '@parcelo/common';
import { config } from '../../platform/index.js';
import { DEMO_COMPANIES } from '../../demo.js';
import { demoOrders, mulberry32, type DemoOrder } from '../../demoOrders.js';
import type { InvoicesDB } from '../db.js';

const DAY_MS = 86_400_000;
/** The demo brands keep the default remittance days. */
const REMITTANCE_DAYS = 7;

/** The AWB OMS's seed gives a shipped demo order (its `awb`, which the delivery event names). */
const demoAwb = (o: DemoOrder) => `PC${String(Math.floor(o.draws[6]! * 1e10)).padStart(10, '0')}`;

/**
 * The demo brands' remittances, one per delivered COD demo order (same ids and AWBs as OMS's
 * demo orders): paid (weekly payouts with a bank reference) once more than a week past due,
 * due after the remittance days, processing before; so every state shows over the last month.
 */
export async function seedCodRemittances(db: Kysely<InvoicesDB>): Promise<number> {
  const now = Date.now();
  const rand = mulberry32(707);
  const orders = demoOrders(config().demoOrders, now).filter(
    (o) =>
      o.status === 'DELIVERED' &&
      o.paymentMode === 'COD' &&
      (o.companyId === DEMO_COMPANIES.chai || o.companyId === DEMO_COMPANIES.threads),
  );
  const seen = new Set((await db.selectFrom('cod_remittances').select('order_id').execute()).map((r) => r.order_id));
  const rows: Insertable<InvoicesDB['cod_remittances']>[] = [];
  const payouts = new Map<string, Insertable<InvoicesDB['cod_payouts']>>();
  for (const o of orders) {
    if (seen.has(o.id)) continue;
    const delivered = o.steps.find((s) => s.status === 'DELIVERED')?.at ?? o.createdAt;
    const due = new Date(delivered.getTime() + REMITTANCE_DAYS * DAY_MS);
    const amountPaise = o.lines.reduce((sum, l) => sum + l.quantity * paiseOfRupeeFigure(l.price), 0);
    const id = randomUUID();
    let paid: Date | null = null;
    let payout: Insertable<InvoicesDB['cod_payouts']> | null = null;
    if (now - due.getTime() > 7 * DAY_MS) {
      // Paid in the weekly run after it fell due (Mondays, IST).
      const dueDay = istDayOf(due);
      const toMonday = (8 - new Date(`${dueDay}T00:00:00Z`).getUTCDay()) % 7 || 7;
      paid = istTimeOn(addDays(dueDay, toMonday), 11);
      const key = `${o.companyId}|${paid.toISOString().slice(0, 10)}`;
      payout = payouts.get(key) ?? {
        id: randomUUID(),
        company_id: o.companyId,
        amount_paise: 0,
        utr: `HDFCR5${paid.toISOString().slice(2, 10).replace(/-/g, '')}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
        row_count: 0,
        to_wallet: false,
        created_by: 'Finance (demo)',
        created_at: paid,
      };
      payout.amount_paise = Number(payout.amount_paise) + amountPaise;
      payout.row_count = Number(payout.row_count) + 1;
      payouts.set(key, payout);
    }
    rows.push({
      id,
      company_id: o.companyId,
      order_id: o.id,
      awb: demoAwb(o),
      shop_order_id: `${o.prefix}-${String(100000 + o.n)}`,
      cod_amount_paise: amountPaise,
      status: paid ? 'paid' : due.getTime() <= now ? 'due' : 'processing',
      delivered_at: delivered,
      payment_due_at: due,
      payment_paid_at: paid,
      utr: payout?.utr ?? null,
      payout_id: payout?.id ?? null,
      to_wallet: false,
      created_at: delivered,
    });
  }
  if (!rows.length) return 0;
  await db.transaction().execute(async (tx) => {
    if (payouts.size)
      await tx
        .insertInto('cod_payouts')
        .values([...payouts.values()])
        .onConflict((oc) => oc.doNothing())
        .execute();
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insertInto('cod_remittances')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
  });
  return rows.length + payouts.size;
}
