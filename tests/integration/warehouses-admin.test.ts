import { MSG, fill } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { signedIn, twoWarehouseSeller, type Session } from '../support/client.js';

const CREATE = `mutation($i: WarehouseCreateInput!) { warehouseCreate(input: $i) {
  warehouseEdge { node { id warehouseId name warehouseType invoicePrefix active coordinates { lat lng }
    address { name addressLine1 addressLine2 city state pincode phone } } }
  userErrors { field message code } } }`;
const ATTACH = `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { companyWarehouseEdge { node { id } } userErrors { field message code } } }`;
const ATTACHABLE = `query($c: ID!, $s: String) { warehouses(first: 50, attachableTo: $c, search: $s) { totalCount edges { node { id warehouseId name } } } }`;

const unique = () => Math.random().toString(36).slice(2, 8);

const warehouse = (over: Record<string, unknown> = {}) => ({
  name: `Peenya Central ${unique()}`,
  warehouseType: 'CENTRAL',
  invoicePrefix: 'pny',
  firstName: 'Ravi',
  lastName: 'Kumar',
  addressLine1: 'Plot 14, 2nd Stage',
  addressLine2: 'Peenya Industrial Area',
  pincode: '560058',
  phone: '9845012345',
  ...over,
});

const count = async (admin: Session, search: string) =>
  (await admin.gql(`query($s: String) { warehouses(first: 50, search: $s) { totalCount } }`, { s: search })).warehouses
    .totalCount as number;

describe('admins create warehouses', () => {
  it("answers the address rules in the product's words and creates nothing", async () => {
    const admin = await signedIn('admin@demo.in');
    const input = warehouse({ firstName: '', addressLine1: ' ', pincode: '56005' });
    const res = (await admin.gql(CREATE, { i: input })).warehouseCreate;
    expect(res.warehouseEdge).toBeNull();
    expect(res.userErrors[0]).toMatchObject({ field: 'firstName', message: MSG.firstNameRequired });
    const fields = (
      await Promise.all(
        [{ addressLine1: '' }, { addressLine2: '' }, { pincode: '56005' }, { pincode: '999999' }, { lat: 12.9 }].map(
          async (over) => (await admin.gql(CREATE, { i: warehouse(over) })).warehouseCreate.userErrors[0],
        ),
      )
    ).map((e: { field: string; message: string }) => [e.field, e.message]);
    expect(fields).toEqual([
      ['addressLine1', MSG.required],
      ['addressLine2', MSG.required],
      ['pincode', MSG.invalidPincode],
      ['pincode', MSG.invalidPincode],
      ['lng', MSG.coordinatesTogether],
    ]);
    expect(await count(admin, input.name)).toBe(0);
  });

  it('creates one warehouse placed by its pincode; the same name again is refused, a retried key replays', async () => {
    const admin = await signedIn('admin@demo.in');
    const input = warehouse({ idempotencyKey: `wh-${unique()}` });
    const first = (await admin.gql(CREATE, { i: input })).warehouseCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.warehouseEdge.node).toMatchObject({
      name: input.name,
      warehouseType: 'CENTRAL',
      invoicePrefix: 'PNY',
      active: true,
      warehouseId: expect.stringMatching(/^WH-BAN-[0-9A-F]{6}$/),
      address: {
        name: 'Ravi Kumar',
        addressLine1: 'Plot 14, 2nd Stage',
        addressLine2: 'Peenya Industrial Area',
        city: 'Bangalore',
        state: 'Karnataka',
        pincode: '560058',
        phone: '9845012345',
      },
    });
    expect(first.warehouseEdge.node.coordinates).not.toBeNull();
    // A retry after a lost answer, under the same key: the first answer, nothing made twice.
    const replay = (await admin.gql(CREATE, { i: input })).warehouseCreate;
    expect(replay).toEqual(first);
    // The same name under another key (another tab), in other case: refused on the name.
    const again = (await admin.gql(CREATE, { i: { ...input, name: input.name.toUpperCase(), idempotencyKey: null } }))
      .warehouseCreate;
    expect(again).toEqual({
      warehouseEdge: null,
      userErrors: [
        expect.objectContaining({
          field: 'name',
          message: fill(MSG.warehouseNameTaken, { name: input.name.toUpperCase() }),
        }),
      ],
    });
    expect(await count(admin, input.name)).toBe(1);

    // Coordinates given are kept.
    const placed = (await admin.gql(CREATE, { i: warehouse({ lat: 13.03, lng: 77.51 }) })).warehouseCreate;
    expect(placed.warehouseEdge.node.coordinates).toEqual({ lat: 13.03, lng: 77.51 });
  });

  it('is for admins only', async () => {
    const seller = await twoWarehouseSeller('Not An Admin Tea');
    const input = warehouse();
    const res = await seller.raw(CREATE, { i: input });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count(await signedIn('admin@demo.in'), input.name)).toBe(0);
  });
});

describe('attaching a warehouse a company has already', () => {
  it("leaves it out of the attach form's choices and refuses it with a userError", async () => {
    const seller = await twoWarehouseSeller('Twice Attached Tea');
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const admin = await signedIn('admin@demo.in');
    const choices = (await admin.gql(ATTACHABLE, { c: company })).warehouses.edges.map(
      (e: { node: { warehouseId: string } }) => e.node.warehouseId,
    );
    // The seller has Okhla and Bhiwandi: only what it lacks is offered.
    expect(choices).toContain('WH-BLR-001');
    expect(choices).not.toContain('WH-DEL-001');
    expect(choices).not.toContain('WH-BOM-001');

    const okhla = (await admin.gql(`{ warehouses(first: 5, search: "WH-DEL-001") { edges { node { id } } } }`))
      .warehouses.edges[0].node.id;
    const res = (
      await admin.gql(ATTACH, {
        i: { company, warehouse: okhla, warehouseType: 'CENTRAL', gstNumber: '29AABCT1332L1ZA' },
      })
    ).companyWarehouseAttach;
    expect(res).toEqual({
      companyWarehouseEdge: null,
      userErrors: [
        expect.objectContaining({
          field: 'warehouse',
          message: fill(MSG.warehouseAlreadyAttached, { warehouse: 'Okhla Micro-WH' }),
        }),
      ],
    });
    // The attachment is as it was, once.
    const cards = (
      await seller.gql(
        `{ viewer { company { companyWarehouses(first: 50) { edges { node { warehouseType warehouse { warehouseId } } } } } } }`,
      )
    ).viewer.company.companyWarehouses.edges.map(
      (e: { node: { warehouseType: string; warehouse: { warehouseId: string } } }) => [
        e.node.warehouse.warehouseId,
        e.node.warehouseType,
      ],
    );
    expect(cards.filter(([code]: string[]) => code === 'WH-DEL-001')).toEqual([['WH-DEL-001', 'MICRO']]);
  });

  it("is the admins' filter: a seller naming a company is refused", async () => {
    const [a, b] = await Promise.all([twoWarehouseSeller('Filter Tea A'), twoWarehouseSeller('Filter Tea B')]);
    const theirs = (await a.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const res = await b.raw(ATTACHABLE, { c: theirs });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
