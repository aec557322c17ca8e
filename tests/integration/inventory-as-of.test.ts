import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, addDays, fill, istToday } from '@parcelo/common';
import { Session, oneWarehouseSeller, signedIn } from '../support/client.js';

const FIGURES = `scannedStock inboundAccepted inboundRejected adjustedInventory blockedStock safeStock currentStock availableStock`;
const INVENTORY = `query($search: InventorySearch, $asOf: String) { inventory(first: 5, search: $search) { edges { node {
  id ${FIGURES} asOf(date: $asOf) { date ${FIGURES} } } } } }`;
const ADD = `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { field message } } }`;

let seller: Session;
let admin: Session;

beforeAll(async () => {
  // A company of its own: no other test moves its stock.
  [seller, admin] = await Promise.all([oneWarehouseSeller('As Of Tea Co'), signedIn('admin@demo.in')]);
});

describe('inventory as of a day', () => {
  it("shows a row's figures at the end of an earlier day, as the dated export does", async () => {
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const wsin = `WS-ASOF-${Date.now().toString(36).toUpperCase()}`;
    const made = await admin.gql(
      `mutation($i: WsinCreateInput!) { wsinCreate(input: $i) { userErrors { message } } }`,
      {
        i: { company, wsin, name: `As of ${wsin}` },
      },
    );
    expect(made.wsinCreate.userErrors).toEqual([]);
    const rowAt = async (asOf: string | null) =>
      (await seller.gql(INVENTORY, { search: { by: 'SKU', value: wsin }, asOf })).inventory.edges[0].node;
    const today = istToday();
    const yesterday = addDays(today, -1);

    const { id } = await rowAt(null);
    const added = await seller.gql(ADD, {
      i: { id, date: today, inboundAccepted: 7, inboundRejected: 1, remark: 'Arrived today' },
    });
    expect(added.inventoryInboundAdd.userErrors).toEqual([]);

    // Without a day, the live figures and no past ones.
    const live = await rowAt(null);
    expect(live).toMatchObject({ inboundAccepted: 7, inboundRejected: 1, currentStock: 7, availableStock: 7 });
    expect(live.asOf).toBeNull();

    // Yesterday's end is before today's inbound; today's end has it, as the row has now.
    const before = await rowAt(yesterday);
    expect(before.inboundAccepted).toBe(7);
    expect(before.asOf).toEqual({
      date: yesterday,
      scannedStock: 0,
      inboundAccepted: 0,
      inboundRejected: 0,
      adjustedInventory: 0,
      blockedStock: 0,
      safeStock: live.safeStock,
      currentStock: 0,
      availableStock: 0,
    });
    const { asOf: todays } = await rowAt(today);
    const { id: _id, asOf: _none, ...liveFigures } = live;
    expect(todays).toEqual({ date: today, ...liveFigures });

    // The dated export sums the same ledger the same way.
    const csv = async (date: string) => {
      const res = await fetch(`${seller.url}/files/inventory.csv?date=${date}`, {
        headers: { cookie: seller.cookie! },
      });
      return (await res.text()).split('\n').find((line) => line.includes(wsin));
    };
    expect(await csv(yesterday)).toMatch(new RegExp(`,${wsin},As of ${wsin},0,0,0,`));
    expect(await csv(today)).toMatch(new RegExp(`,${wsin},As of ${wsin},0,7,1,`));

    // A day that is not one is refused, in the words the export uses.
    const wrong = await seller.raw(INVENTORY, { search: { by: 'SKU', value: wsin }, asOf: '2025-02-30' });
    expect(wrong.errors?.[0]?.message).toBe(fill(MSG.requiredInput, { field: 'Date' }));
  });
});
