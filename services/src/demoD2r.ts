import {
  addDays,
  financialYearOf,
  invoiceNumber,
  istDayOf,
  istTimeOn,
  istToday,
  paiseAsRupeeFigure,
  paiseOfRupeeFigure,
} from '@parcelo/common';
import type { D2rCollectionMethod, D2rInvoicePaymentMode } from '@parcelo/common';
import { DEMO_COMPANIES, DEMO_D2R, DEMO_WAREHOUSES, demoSalesmanOf, stockedDemoProducts } from './demo.js';
import { DEMO_NCR_RETAILERS, DEMO_STORE_ADDRESSES } from './d2r/seed.js';
import { mulberry32 } from './demoOrders.js';

/**
 * Chai Point's D2R trade over the last hundred days, drawn the same way wherever it is asked
 * for: OMS writes the orders, WMS replays the stock their approvals held and shipped, and the
 * invoices service raises the shipped ones' invoices and what was collected on them, each
 * without reading the others' tables.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How many orders the field team took: about one and a half a day. */
export const DEMO_D2R_ORDER_COUNT = 150;
/** The invoice prefix UMS's demo gives Chai Point. */
const PREFIX = 'CPN';

/** The statuses a D2R order walks once approved, from the warehouse to the shop. */
const PATH = [
  'PLACED',
  'PROCESSED',
  'READY_TO_SHIP',
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;
/** Out for its first shop: the step the invoice is raised at. */
const LEAVES = PATH.indexOf('PICKED_UP');

/** The retailers orders are taken for: Chai Point's active ones, each with its salesman's id. */
export const demoD2rRetailers = () =>
  [...DEMO_STORE_ADDRESSES, ...DEMO_NCR_RETAILERS].flatMap((a) => {
    if (!('retailer' in a) || !a.active || a.company !== DEMO_COMPANIES.chai) return [];
    const salesman = demoSalesmanOf(a.retailer.cluster);
    return salesman ? [{ ...a, retailer: a.retailer, salesmanId: salesman.id }] : [];
  });

export type DemoD2rRetailer = ReturnType<typeof demoD2rRetailers>[number];

export interface DemoD2rLine {
  title: string;
  sku: string;
  quantity: number;
  /** The store's price (catalogue price less its discount), in paise, as the order was taken. */
  takenPrice: number;
  /** What the approval left it at: lower when the admin edited it. */
  unitPrice: number;
  wsins: Record<string, number>;
}

export interface DemoD2rCollection {
  id: string;
  amount: number;
  method: D2rCollectionMethod;
  reference: string;
  at: Date;
}

/** What became of a shipped order's invoice: its collections, when it was handed over, closed. */
export interface DemoD2rInvoice {
  id: string;
  raisedAt: Date;
  dueDate: string;
  handedOverAt: Date | null;
  collections: DemoD2rCollection[];
  paid: number;
  closedAt: Date | null;
  /** Credit notes raised on it, oldest first, and what they took off in all (paise). */
  credits: DemoD2rCredit[];
  credited: number;
}

/** A credit note the D2R team raised on an invoice: a carton sent back, or a price put right. */
export interface DemoD2rCredit {
  id: string;
  /** Numbered per financial year in the order the notes were raised. */
  number: string;
  reason: 'RETURN' | 'PRICE_CORRECTION';
  note: string;
  sku: string;
  quantity: number;
  /** Paise credited a unit, GST included. */
  unitPaise: number;
  value: number;
  at: Date;
}

export interface DemoD2rOrder {
  id: string;
  n: number;
  shopOrderId: string;
  retailer: DemoD2rRetailer;
  salesmanId: string;
  warehouseId: string;
  createdAt: Date;
  /** Its tax invoice's number, taken as it was placed. */
  invoiceNumber: string;
  status: string;
  approvedAt: Date | null;
  cancelledAt: Date | null;
  priceEdited: boolean;
  paymentMode: D2rInvoicePaymentMode;
  /** Where the salesman billed on the spot; null when billed from H/Q. */
  billLocation: string | null;
  lines: DemoD2rLine[];
  total: number;
  steps: { status: string; at: Date }[];
  shippedAt: Date | null;
  deliveredAt: Date | null;
  invoice: DemoD2rInvoice | null;
}

const hex12 = (n: number) => n.toString(16).padStart(12, '0');
export const demoD2rOrderId = (n: number) => `00000000-0000-4000-9d20-${hex12(n)}`;
const invoiceRowId = (n: number) => `00000000-0000-4000-9d21-${hex12(n)}`;
const collectionId = (n: number, k: number) => `00000000-0000-4000-9d22-${hex12(n * 4 + k)}`;

/** A share of an amount, in whole rupees (what shops pay in). */
const shareOf = (paise: number, fraction: number) =>
  paiseOfRupeeFigure(Math.max(1, Math.round(paiseAsRupeeFigure(paise) * fraction)));

/**
 * The order lines: one to four of the catalogue's teas, by the carton of six, more for the
 * bigger shops; priced at the Delhi store, as the order form prices them.
 */
function linesOf(rand: () => number, cls: string): DemoD2rLine[] {
  const catalogue = stockedDemoProducts(DEMO_COMPANIES.chai);
  const cartons = { A: 4, B: 3, C: 2, D: 2, E: 1 }[cls] ?? 1;
  const count = 1 + Math.floor(rand() * Math.min(4, catalogue.length));
  const picked = [...catalogue].sort(() => rand() - 0.5).slice(0, count);
  return picked.map((p) => {
    const price = paiseOfRupeeFigure(p.price - (DEMO_D2R.discounts[p.sku] ?? 0));
    return {
      title: p.title,
      sku: p.sku,
      quantity: 6 * (1 + Math.floor(rand() * cartons)),
      takenPrice: price,
      unitPrice: price,
      wsins: p.wsins,
    };
  });
}

/** The status an order of this age has reached: new ones wait for approval, old ones are delivered. */
function statusOf(rand: () => number, ageDays: number): string {
  const r = rand();
  if (ageDays < 1.5) return r < 0.7 ? 'NEW' : 'PLACED';
  if (ageDays < 3) return r < 0.3 ? 'NEW' : r < 0.55 ? 'PLACED' : r < 0.8 ? 'PROCESSED' : 'READY_TO_SHIP';
  if (ageDays < 7) return r < 0.2 ? 'SHIPPED' : r < 0.5 ? 'IN_TRANSIT' : r < 0.65 ? 'OUT_FOR_DELIVERY' : 'DELIVERED';
  return 'DELIVERED';
}

/**
 * What was collected on a shipped invoice, as shops pay: most of the old ones in full, fewer of
 * the recent; a few of every age owe part or all of it still, so the ageing view fills each
 * bucket. Cash on delivery is paid as it is delivered.
 */
function invoiceOf(rand: () => number, o: DemoD2rOrder, now: number): DemoD2rInvoice {
  const raisedAt = o.shippedAt!;
  const age = (now - raisedAt.getTime()) / DAY;
  const dueDate = addDays(istDayOf(raisedAt), o.retailer.retailer.termsDays);
  const r = rand();
  const [paidShare, partShare] =
    age > 90 ? [0.6, 0.15] : age > 60 ? [0.55, 0.25] : age > 30 ? [0.4, 0.3] : [0.15, 0.25];
  const settle =
    o.deliveredAt && (o.paymentMode === 'CASH_ON_DELIVERY' ? true : r < paidShare)
      ? 'PAID'
      : o.deliveredAt && r < paidShare + partShare
        ? 'PART'
        : 'OPEN';
  // Handed to the salesman to collect a few days after it was raised; some of the open ones this morning.
  const handedOver =
    settle !== 'OPEN' || (age > 4 && rand() < 0.75)
      ? rand() < 0.15 && settle !== 'PAID'
        ? new Date(
            Math.min(istTimeOn(istToday(new Date(now)), 9, 30 + Math.floor(rand() * 60)).getTime(), now - 60_000),
          )
        : new Date(raisedAt.getTime() + Math.min(age * 0.5, 1 + rand() * 4) * DAY)
      : null;
  const collections: DemoD2rCollection[] = [];
  if (settle !== 'OPEN') {
    const first =
      o.paymentMode === 'CASH_ON_DELIVERY'
        ? o.deliveredAt!
        : new Date(
            Math.max(handedOver?.getTime() ?? 0, o.deliveredAt!.getTime()) + (1 + rand() * Math.min(20, age / 2)) * DAY,
          );
    const total = settle === 'PAID' ? o.total : shareOf(o.total, 0.3 + rand() * 0.4);
    const split = settle === 'PAID' && o.paymentMode === 'CREDIT' && rand() < 0.4;
    const amounts = split ? [shareOf(o.total, 0.5), o.total - shareOf(o.total, 0.5)] : [total];
    amounts.forEach((amount, k) => {
      const at = new Date(Math.min(first.getTime() + k * (2 + rand() * 6) * DAY, now - (2 - k) * HOUR));
      const method: D2rCollectionMethod =
        o.paymentMode === 'CASH_ON_DELIVERY'
          ? 'CASH'
          : (['CASH', 'UPI', 'UPI', 'CHEQUE', 'BANK_TRANSFER'] as const)[Math.floor(rand() * 5)]!;
      const digits = String(Math.floor(rand() * 1e9)).padStart(9, '0');
      const reference = {
        CASH: `Receipt ${1000 + o.n * 2 + k}`,
        UPI: `UPI 4${digits}12`,
        CHEQUE: `CHQ ${digits.slice(0, 6)}`,
        BANK_TRANSFER: `UTR HDFCN${digits}`,
      }[method];
      collections.push({ id: collectionId(o.n, k), amount, method, reference, at });
    });
  }
  const paid = collections.reduce((s, c) => s + c.amount, 0);
  return {
    id: invoiceRowId(o.n),
    raisedAt,
    dueDate,
    handedOverAt: handedOver,
    collections,
    paid,
    closedAt: settle === 'PAID' ? collections.at(-1)!.at : null,
    credits: [],
    credited: 0,
  };
}

/** A price correction's credit a unit: ₹5 on a tea the retailer found priced above the list. */
const CORRECTION_PAISE = 500;

/**
 * Credit notes on one delivered invoice in nine: a carton of its first tea sent back, or that
 * tea's price put right. A paid invoice was paid net of its note (its last payment is that much
 * less); an open one owes that much less, and closes if nothing is left.
 */
function creditDemoInvoices(orders: readonly DemoD2rOrder[], now: number) {
  const credits: DemoD2rCredit[] = [];
  for (const o of orders) {
    const inv = o.invoice;
    const line = o.lines[0]!;
    // Cash on delivery was settled at the door, before anything could be sent back.
    if (!inv || !o.deliveredAt || o.paymentMode !== 'CREDIT' || (o.n % 9 !== 4 && o.n % 9 !== 7)) continue;
    const reason = o.n % 9 === 4 ? 'RETURN' : 'PRICE_CORRECTION';
    const quantity = reason === 'RETURN' ? 6 : line.quantity;
    const unitPaise = reason === 'RETURN' ? line.unitPrice : CORRECTION_PAISE;
    const value = quantity * unitPaise;
    const last = inv.collections.at(-1);
    const paidInFull = inv.closedAt !== null;
    // A paid invoice's note came before its last payment, which that payment allowed for.
    if (paidInFull && (!last || last.amount - value < 100)) continue;
    if (!paidInFull && value > o.total - inv.paid) continue;
    const at = new Date(Math.min(o.deliveredAt.getTime() + DAY, (paidInFull ? last!.at.getTime() : now) - HOUR));
    if (paidInFull) {
      last!.amount -= value;
      inv.paid -= value;
    } else if (o.total - inv.paid - value < 100) inv.closedAt = at;
    const credit: DemoD2rCredit = {
      id: `00000000-0000-4000-9d23-${hex12(o.n)}`,
      number: '',
      reason,
      note: reason === 'RETURN' ? 'One carton came back damaged in transit' : 'Billed above the agreed retail price',
      sku: line.sku,
      quantity,
      unitPaise,
      value,
      at,
    };
    inv.credits.push(credit);
    inv.credited += value;
    credits.push(credit);
  }
  // Numbered from each financial year's counter in the order they were raised.
  const serials = new Map<string, number>();
  for (const c of credits.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const year = financialYearOf(c.at).label;
    const serial = (serials.get(year) ?? 0) + 1;
    serials.set(year, serial);
    c.number = `${PREFIX}/CN/${year}/${String(serial).padStart(5, '0')}`;
  }
}

/** The order's steps to its status, an approval a few hours after it was taken, then half a day a step. */
function stepsOf(rand: () => number, createdAt: Date, status: string, now: number) {
  const approvedAt = status === 'NEW' ? null : new Date(createdAt.getTime() + (1 + rand() * 5) * HOUR);
  const target = status === 'NEW' ? 0 : PATH.indexOf(status as (typeof PATH)[number]);
  const start = approvedAt?.getTime() ?? createdAt.getTime();
  const pace = Math.min((3 + rand() * 5) * HOUR, (now - start) / (target + 2));
  const steps: { status: string; at: Date }[] = PATH.slice(0, target + 1).map((s, i) => ({
    status: s,
    at: i === 0 ? createdAt : new Date(start + i * pace),
  }));
  return { approvedAt, steps };
}

/** The demo's D2R orders, oldest first, their invoice numbers the first of each financial year's. */
export function demoD2rOrders(now: number): DemoD2rOrder[] {
  const rand = mulberry32(20261130);
  const retailers = demoD2rRetailers();
  // A few taken in the last three days, still waiting; more in the week, on their way; the rest before.
  const ages = Array.from({ length: DEMO_D2R_ORDER_COUNT }, (_, i) =>
    i < 14 ? rand() * 3 : i < 28 ? 3 + rand() * 4 : 7 + rand() * 93,
  );
  ages.sort((a, b) => b - a);
  const orders = ages.map((ageDays, n): DemoD2rOrder => {
    const retailer = retailers[Math.floor(rand() * retailers.length)]!;
    const createdAt = new Date(now - ageDays * DAY);
    let status = statusOf(rand, ageDays);
    // A few were called off: one before it was approved, two after.
    const cancelled = n === 20 || n === 61 || n === 137;
    if (cancelled) status = n === 137 ? 'NEW' : 'PLACED';
    const { approvedAt, steps } = stepsOf(rand, createdAt, status, now);
    const lines = linesOf(rand, retailer.retailer.class);
    // One approval in twelve gave the shop a better price on a line.
    const priceEdited = approvedAt !== null && rand() < 1 / 12;
    if (priceEdited) lines[0]!.unitPrice = shareOf(lines[0]!.takenPrice, 0.95);
    const cancelledAt = cancelled ? new Date((approvedAt ?? createdAt).getTime() + 2 * HOUR) : null;
    if (cancelledAt) steps.push({ status: 'CANCELLED', at: cancelledAt });
    const leaves = steps[LEAVES];
    const billedOnSpot = rand() < 0.25;
    return {
      id: demoD2rOrderId(n),
      n,
      shopOrderId: `MAN-D2R${String(10001 + n)}`,
      retailer,
      salesmanId: retailer.salesmanId,
      warehouseId: DEMO_WAREHOUSES.delhi,
      createdAt,
      invoiceNumber: '',
      status: cancelled ? 'CANCELLED' : status === 'NEW' ? 'PLACED' : status,
      approvedAt,
      cancelledAt,
      priceEdited,
      paymentMode: rand() < 0.12 ? 'CASH_ON_DELIVERY' : 'CREDIT',
      billLocation: billedOnSpot ? retailer.addressLine2 : null,
      lines,
      total: lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
      steps,
      shippedAt: !cancelled && leaves ? leaves.at : null,
      deliveredAt: steps.find((s) => s.status === 'DELIVERED')?.at ?? null,
      invoice: null,
    };
  });
  const counters = new Map<string, number>();
  for (const o of orders) {
    // Numbered as it was taken, from the company's counter for that financial year.
    const year = financialYearOf(o.createdAt).label;
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    o.invoiceNumber = invoiceNumber(PREFIX, year, number);
    if (o.shippedAt) o.invoice = invoiceOf(rand, o, now);
  }
  creditDemoInvoices(orders, now);
  return orders;
}

/** How many invoice numbers the demo's D2R orders took in each financial year. */
export function demoD2rNumbersTaken(orders: readonly DemoD2rOrder[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const o of orders) {
    const year = financialYearOf(o.createdAt).label;
    taken.set(year, (taken.get(year) ?? 0) + 1);
  }
  return taken;
}

/**
 * The stock moves an approved D2R order made: blocked as it was approved, shipped out as it
 * left, delivered, or released when called off after approval.
 */
export function demoD2rStockMoves(
  o: DemoD2rOrder,
): { move: 'block' | 'outbound' | 'delivered' | 'release'; at: Date }[] {
  if (!o.approvedAt) return [];
  const moves: { move: 'block' | 'outbound' | 'delivered' | 'release'; at: Date }[] = [
    { move: 'block', at: o.approvedAt },
  ];
  if (o.shippedAt) moves.push({ move: 'outbound', at: o.shippedAt });
  if (o.deliveredAt) moves.push({ move: 'delivered', at: o.deliveredAt });
  if (o.cancelledAt) moves.push({ move: 'release', at: o.cancelledAt });
  return moves;
}
