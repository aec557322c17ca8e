import { describe, expect, it } from 'vitest';
import { istDayOf, istToday } from '@parcelo/common';
import { DEMO_D2R } from './demo.js';
import { demoD2rOrders, demoD2rRetailers } from './demoD2r.js';

/** Days from an invoice's day to today's, in India, as the ageing view counts them. */
const ageOf = (raised: Date, now: number) =>
  Math.round((Date.parse(istToday(new Date(now))) - Date.parse(istDayOf(raised))) / 86_400_000);

describe('demo D2R trade', () => {
  // Two moments: a working morning, and the first hour of a new financial year.
  for (const at of ['2026-11-30T05:00:00Z', '2027-03-31T19:00:00Z']) {
    const now = Date.parse(at);
    const orders = demoD2rOrders(now);

    it(`has orders in every state, by active salesmen for active retailers (${at})`, () => {
      expect(orders.length).toBeGreaterThanOrEqual(120);
      expect(orders.length).toBeLessThanOrEqual(180);
      const active = new Set<string>(DEMO_D2R.salesmen.filter((s) => s.active).map((s) => s.id));
      const retailers = new Set(demoD2rRetailers().map((r) => r.id));
      for (const o of orders) {
        expect(active.has(o.salesmanId)).toBe(true);
        expect(retailers.has(o.retailer.id)).toBe(true);
        expect(o.total).toBe(o.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
        expect(o.steps.at(-1)!.at.getTime()).toBeLessThanOrEqual(now);
      }
      const unapproved = orders.filter((o) => !o.approvedAt && o.status === 'PLACED');
      expect(unapproved.length).toBeGreaterThan(2);
      expect(orders.filter((o) => o.approvedAt && o.status === 'PLACED').length).toBeGreaterThan(0);
      expect(orders.filter((o) => o.status === 'CANCELLED')).toHaveLength(3);
      expect(orders.filter((o) => o.priceEdited).length).toBeGreaterThan(2);
      for (const s of ['IN_TRANSIT', 'DELIVERED', 'READY_TO_SHIP'])
        expect(orders.some((o) => o.status === s)).toBe(true);
      // Invoice numbers run without gaps or repeats within each financial year.
      expect(new Set(orders.map((o) => o.invoiceNumber)).size).toBe(orders.length);
    });

    it(`invoices every shipped order, each state and ageing bucket filled, paid never over (${at})`, () => {
      const invoiced = orders.filter((o) => o.invoice);
      expect(invoiced.length).toBe(orders.filter((o) => o.shippedAt).length);
      const states = { open: 0, part: 0, paid: 0, handedToday: 0 };
      const buckets = [0, 0, 0, 0];
      for (const o of invoiced) {
        const inv = o.invoice!;
        expect(inv.paid).toBe(inv.collections.reduce((s, c) => s + c.amount, 0));
        expect(inv.paid + inv.credited).toBeLessThanOrEqual(o.total);
        expect(inv.credited).toBe(inv.credits.reduce((s, c) => s + c.value, 0));
        for (const c of inv.collections) {
          expect(c.at.getTime()).toBeGreaterThanOrEqual(inv.raisedAt.getTime());
          expect(c.at.getTime()).toBeLessThanOrEqual(now);
        }
        // Closed once less than ₹1 is owed, payments and credit notes together.
        if (inv.closedAt) expect(o.total - inv.paid - inv.credited).toBeLessThan(100);
        else expect(o.total - inv.paid - inv.credited).toBeGreaterThanOrEqual(100);
        if (inv.closedAt) states.paid++;
        else if (inv.paid) states.part++;
        else states.open++;
        if (inv.handedOverAt && istDayOf(inv.handedOverAt) === istToday(new Date(now))) states.handedToday++;
        if (!inv.closedAt) {
          const age = ageOf(inv.raisedAt, now);
          buckets[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3]! += 1;
        }
      }
      expect(states.open).toBeGreaterThan(0);
      expect(states.part).toBeGreaterThan(0);
      expect(states.paid).toBeGreaterThan(0);
      expect(states.handedToday).toBeGreaterThan(0);
      expect(
        buckets.every((n) => n > 0),
        JSON.stringify(buckets),
      ).toBe(true);
    });
  }

  it('credits returns and price corrections on paid and open invoices, numbered without gaps', () => {
    const now = Date.parse('2026-11-30T05:00:00Z');
    const orders = demoD2rOrders(now);
    const credits = orders.flatMap((o) => o.invoice?.credits.map((c) => ({ ...c, o })) ?? []);
    expect(credits.length).toBeGreaterThanOrEqual(8);
    expect(new Set(credits.map((c) => c.reason))).toEqual(new Set(['RETURN', 'PRICE_CORRECTION']));
    expect(credits.some((c) => c.o.invoice!.closedAt)).toBe(true);
    expect(credits.some((c) => !c.o.invoice!.closedAt)).toBe(true);
    // Some in the last 30 days, which the Credit Note page opens on.
    expect(credits.some((c) => now - c.at.getTime() < 30 * 86_400_000)).toBe(true);
    for (const c of credits) {
      expect(c.at.getTime()).toBeGreaterThanOrEqual(c.o.deliveredAt!.getTime());
      expect(c.at.getTime()).toBeLessThan(now);
    }
    const serials = credits
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((c) => c.number)
      .filter((n) => n.includes('/2627/'))
      .map((n) => Number(n.split('/').at(-1)));
    expect(serials).toEqual(serials.map((_, i) => i + 1));
  });

  it('is the same wherever it is drawn', () => {
    const now = Date.parse('2026-11-30T05:00:00Z');
    expect(demoD2rOrders(now)).toEqual(demoD2rOrders(now));
  });
});
