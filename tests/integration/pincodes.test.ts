import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, twoWarehouseSeller, uniqueEmail, uniquePhone } from '../support/client.js';
import { ordersSheet, sheetRow, uploadSheet } from '../support/sheets.js';
import { markUndelivered, ndrToken, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';

const PINCODE = `query($c: String!) { pincode(code: $c) { pincode city district state country lat lng } }`;
const CREATE = `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shippingAddress { city state pincode } } } userErrors { field message code } } }`;
const PREVIEW = `mutation($i: BulkUploadPreviewInput!) { ordersBulkUploadPreview(input: $i) {
  rows { rowNumber errors { field message } } userErrors { field message code } } }`;

const address = (overrides: Record<string, string> = {}) => ({
  firstName: 'Anita',
  lastName: 'Desai',
  addressLine1: '12 Carter Road',
  addressLine2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  ...overrides,
});

/** A seller of its own, listing the SKU its orders name: no other test meets its orders. */
let seller: Session;

beforeAll(async () => {
  seller = await twoWarehouseSeller('Pincode Testers');
  await listedSku(seller, 'CHAI-MSL-250');
});

async function createOrder(seller: Session, shippingAddress: Record<string, string>) {
  const warehouse = (await seller.gql(`{ warehouses(first: 1) { edges { node { id } } } }`)).warehouses.edges[0].node
    .id;
  return (
    await seller.gql(CREATE, {
      i: {
        warehouse,
        paymentMode: 'PREPAID',
        customerEmail: uniqueEmail('buyer'),
        customerPhone: '9876501234',
        shippingAddress,
        items: [{ title: 'Masala Chai 250g', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 24_900 }],
        weight: 0.3,
      },
    })
  ).orderCreate;
}

describe('the pincode directory', () => {
  it('tells anyone, signed in or not, the city, state and country of a pincode', async () => {
    const visitor = new Session();
    expect((await visitor.gql(PINCODE, { c: '110020' })).pincode).toMatchObject({
      pincode: '110020',
      city: 'New Delhi',
      district: 'South Delhi',
      state: 'Delhi',
      country: 'India',
    });
    const mumbai = (await visitor.gql(PINCODE, { c: '400001' })).pincode;
    expect(mumbai).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', country: 'India' });
    expect(mumbai.lat).toBeCloseTo(18.94, 1);
    expect(mumbai.lng).toBeCloseTo(72.84, 1);
    for (const unknown of ['129294', '000000', '4000', 'x'.repeat(500)])
      expect((await visitor.gql(PINCODE, { c: unknown })).pincode).toBeNull();
  });

  it("refuses an order to a pincode India Post does not have, or in another state than the address's", async () => {
    expect((await createOrder(seller, address({ pincode: '129294' }))).userErrors).toEqual([
      { field: 'shippingAddress.pincode', message: MSG.invalidPincode, code: 'INVALID' },
    ]);
    expect((await createOrder(seller, address({ state: 'Tripura' }))).userErrors).toEqual([
      { field: 'shippingAddress.state', message: 'Pincode 400050 is in Maharashtra', code: 'INVALID' },
    ]);
    const placed = await createOrder(seller, address());
    expect(placed.userErrors).toEqual([]);
    expect(placed.orderEdge.node.shippingAddress).toEqual({ city: 'Mumbai', state: 'Maharashtra', pincode: '400050' });
  });

  it("flags a bulk sheet row whose pincode is not in the row's state, or is no pincode at all", async () => {
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    const content = await ordersSheet([
      sheetRow(`PIN-${run}-1`),
      sheetRow(`PIN-${run}-2`, { state: 'Kerala' }),
      sheetRow(`PIN-${run}-3`, { pincode: '129294' }),
    ]);
    const file = await uploadSheet(seller, content, 'orders.xlsx');
    const preview = (await seller.gql(PREVIEW, { i: { file } })).ordersBulkUploadPreview;
    expect(preview.userErrors).toEqual([]);
    expect(preview.rows.map((r: { errors: unknown[] }) => r.errors)).toEqual([
      [],
      [{ field: 'state', message: 'Pincode 560025 is in Karnataka' }],
      [{ field: 'pincode', message: MSG.invalidPincode }],
    ]);
  });

  it("refuses a buyer's new address whose pincode India Post does not have, or that lies in another state", async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    await markUndelivered(seller, order.id);
    const token = await ndrToken(phone);
    const SUBMIT = `mutation($i: CustomerRequestSubmitInput!) { customerRequestSubmit(input: $i) { link { state } userErrors { field message code } } }`;
    const submit = async (overrides: Record<string, string>) =>
      (
        await new Session().gql(SUBMIT, {
          i: {
            token,
            requestType: 'UPDATE_DETAILS',
            alternateAddress: address({ city: 'Pune', state: 'Maharashtra', pincode: '411001', ...overrides }),
          },
        })
      ).customerRequestSubmit;
    expect((await submit({ pincode: '129294' })).userErrors).toEqual([
      { field: 'alternateAddress.pincode', message: MSG.invalidPincode, code: 'INVALID' },
    ]);
    expect((await submit({ state: 'Kerala' })).userErrors).toEqual([
      { field: 'alternateAddress.state', message: 'Pincode 411001 is in Maharashtra', code: 'INVALID' },
    ]);
    const filled = await submit({});
    expect(filled.userErrors).toEqual([]);
    expect(filled.link.state).toBe('FILLED');
  });
});
