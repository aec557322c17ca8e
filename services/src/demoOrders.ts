import type { OrderAddress, PaymentMode, ShopType } from '@parcelo/common';
import { allPincodes, lookupPincode } from '@parcelo/common/pincodes';
import { DEMO_COMPANIES, DEMO_WAREHOUSES, stockedDemoProducts } from './demo.js';

/**
 * The demo orders, drawn the same way wherever they are asked for: OMS writes them and WMS
 * replays their stock moves (block, ship, deliver, release) at their own dates, so the
 * inventory agrees with the orders without either service reading the other's tables.
 */

/** A small deterministic PRNG, so every fresh database gets the same demo orders. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ananya',
  'Diya',
  'Isha',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Sneha',
  'Tanvi',
  'Varun',
  'Zoya',
  'Harsh',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Patel',
  'Singh',
  'Das',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Chopra',
];
/** Where most demo buyers live: one pincode in each of ten large cities. */
const METRO_PINCODES = [
  '110017',
  '411001',
  '560038',
  '600020',
  '700016',
  '500001',
  '380009',
  '302001',
  '226001',
  '682001',
];
export const PARTNERS = ['Delhivery', 'Blue Dart', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'DTDC'];
/**
 * Where the demo orders came from: the Shopify store each demo seller has connected (whose
 * orders sync pulls), and orders added by hand or by sheet. No other channel: the demo sellers
 * have none connected, and most other types cannot pull orders yet.
 */
const CHANNELS: [ShopType, number][] = [
  ['shopify', 70],
  ['manual', 30],
];
const STATUSES: [string, number][] = [
  ['PLACED', 14],
  ['PROCESSED', 8],
  ['READY_TO_SHIP', 8],
  ['packed', 4],
  ['PICKED_UP', 5],
  ['SHIPPED', 6],
  ['IN_TRANSIT', 10],
  ['OUT_FOR_DELIVERY', 5],
  ['DELIVERED', 26],
  ['UNDELIVERED', 4],
  ['CANCELLED', 5],
  ['RTO_IN_TRANSIT', 2],
  ['RTO_DELIVERED', 2],
  ['LOST', 1],
];
/** The path an order walks to reach each status, for its trail. */
const PATH = [
  'PLACED',
  'PROCESSED',
  'READY_TO_SHIP',
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
];
export const SHIPPED = new Set([
  'PICKED_UP',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'UNDELIVERED',
  'RTO_IN_TRANSIT',
  'RTO_DELIVERED',
  'LOST',
]);

function weighted<T>(rand: () => number, options: [T, number][]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of options) if ((r -= w) < 0) return value;
  return options[0]![0];
}

function pathTo(status: string): string[] {
  const i = PATH.indexOf(status);
  if (i >= 0) return PATH.slice(0, i + 1);
  if (status === 'packed') return ['PLACED', 'PROCESSED', 'packed'];
  if (status === 'CANCELLED') return ['PLACED', 'CANCELLED'];
  if (status === 'UNDELIVERED') return [...PATH.slice(0, 7), 'UNDELIVERED'];
  if (status.startsWith('RTO')) return [...PATH.slice(0, 7), 'UNDELIVERED', status];
  return [...PATH.slice(0, 6), status];
}

/** A UUID from the PRNG: the same order has the same id in OMS and in WMS's ledger. */
function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rand() * 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A real address: the pincode's city and state as India Post has them. */
function placeOf(pincode: string) {
  const place = lookupPincode(pincode);
  if (!place) throw new Error(`demo pincode ${pincode} is not in the directory`);
  return place;
}

/** What OMS needs to know of the demo warehouses (it never reads WMS's tables). */
export const demoPickup = (warehouseId: string) => {
  const pincode = warehouseId === DEMO_WAREHOUSES.mumbai ? '421302' : '110020';
  const { city, state } = placeOf(pincode);
  return { pincode, city, state };
};

export interface DemoOrderLine {
  title: string;
  sku: string;
  quantity: number;
  price: number;
  /** WSIN → units per unit of the line, as the catalogue maps the SKU. */
  wsins: Record<string, number>;
}

export interface DemoOrder {
  id: string;
  n: number;
  prefix: 'CPN' | 'BTH';
  companyId: string;
  warehouseId: string;
  createdAt: Date;
  status: string;
  shopType: ShopType;
  address: OrderAddress;
  lines: DemoOrderLine[];
  partner: string | null;
  paymentMode: PaymentMode;
  /** Each status the order passed through, and when. */
  steps: { status: string; at: Date }[];
  /** Draws for the fields only OMS keeps, in the order it takes them. */
  draws: number[];
}

/** The demo orders of the two demo sellers, spread over the 120 days before `now`. */
export function demoOrders(perCompany: number, now: number): DemoOrder[] {
  const rand = mulberry32(20261121);
  const ids = mulberry32(424242);
  const pincodes = allPincodes();
  const out: DemoOrder[] = [];
  const companies: [string, string, 'CPN' | 'BTH'][] = [
    [DEMO_COMPANIES.chai, DEMO_WAREHOUSES.delhi, 'CPN'],
    [DEMO_COMPANIES.threads, DEMO_WAREHOUSES.mumbai, 'BTH'],
  ];
  for (const [companyId, warehouseId, prefix] of companies) {
    const catalogue = stockedDemoProducts(companyId);
    for (let n = 0; n < perCompany; n++) {
      const createdAt = new Date(now - Math.floor(rand() * 120 * 86_400_000));
      const status = weighted(rand, STATUSES);
      const shopType = weighted(rand, CHANNELS);
      const pincode =
        rand() < 0.6
          ? METRO_PINCODES[Math.floor(rand() * METRO_PINCODES.length)]!
          : pincodes[Math.floor(rand() * pincodes.length)]!;
      const place = placeOf(pincode);
      const first = FIRST[Math.floor(rand() * FIRST.length)]!;
      const last = LAST[Math.floor(rand() * LAST.length)]!;
      const address: OrderAddress = {
        firstName: first,
        lastName: last,
        addressLine1: `${1 + Math.floor(rand() * 300)}, ${['MG Road', 'Station Road', 'Park Street', 'Link Road', 'Church Street'][Math.floor(rand() * 5)]}`,
        addressLine2: ['Near City Mall', 'Opp. Post Office', 'Sector 12', 'Block C', 'Ward 7'][Math.floor(rand() * 5)]!,
        city: place.city,
        state: place.state,
        pincode,
        country: 'India',
      };
      const lines: DemoOrderLine[] = [];
      const count = 1 + Math.floor(rand() * 3);
      for (let p = 0; p < count; p++) {
        const product = catalogue[Math.floor(rand() * catalogue.length)]!;
        const quantity = 1 + Math.floor(rand() * 3);
        lines.push({ title: product.title, sku: product.sku, quantity, price: product.price, wsins: product.wsins });
      }
      const partner = SHIPPED.has(status) || rand() < 0.3 ? PARTNERS[Math.floor(rand() * PARTNERS.length)]! : null;
      const paymentMode: PaymentMode = rand() < 0.55 ? 'COD' : 'PREPAID';
      const path = pathTo(status);
      const id = uuidFrom(ids);
      // Couriers take one to six days to deliver: steps of 3.5 to 20.5 hours, paced by the id so
      // the other draws stay as they were, and squeezed so a recent order's trail never runs past now.
      const pace = (3.5 + ((parseInt(id.slice(0, 8), 16) % 1000) / 1000) * 17) * 3600_000;
      const step = Math.min(pace, (now - createdAt.getTime()) / path.length);
      out.push({
        id,
        n,
        prefix,
        companyId,
        warehouseId,
        createdAt,
        status,
        shopType,
        address,
        lines,
        partner,
        paymentMode,
        steps: path.map((s, i) => ({ status: s, at: new Date(createdAt.getTime() + i * step) })),
        draws: Array.from({ length: 12 }, rand),
      });
    }
  }
  return out;
}

/**
 * The stock moves a demo order made, as live orders make them: blocked as it was placed,
 * shipped out when packed or picked up, delivered when delivered, released when cancelled.
 */
export function demoStockMoves(order: DemoOrder): { move: 'block' | 'outbound' | 'delivered' | 'release'; at: Date }[] {
  const moves: { move: 'block' | 'outbound' | 'delivered' | 'release'; at: Date }[] = [
    { move: 'block', at: order.createdAt },
  ];
  const left = order.steps.find((s) => s.status === 'packed' || s.status === 'PICKED_UP');
  if (left) moves.push({ move: 'outbound', at: left.at });
  const delivered = order.steps.find((s) => s.status === 'DELIVERED');
  if (delivered) moves.push({ move: 'delivered', at: delivered.at });
  const cancelled = order.steps.find((s) => s.status === 'CANCELLED');
  if (cancelled) moves.push({ move: 'release', at: cancelled.at });
  return moves;
}
