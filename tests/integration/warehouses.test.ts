import { beforeAll, describe, expect, it } from 'vitest';
import { oneWarehouseSeller, sellerAt, signedIn, type Session } from '../support/client.js';

const WAREHOUSES = `query($company: ID, $search: String) { warehouses(first: 300, company: $company, search: $search) { totalCount edges { node { id warehouseId warehouseType active rtoOtherWh coordinates { lat lng } address { city pincode } companies { name } } } } }`;

/** Companies of this file's own: a seller at Okhla (its invoicing done), and one at Bhiwandi. */
let okhla: Session;
let bhiwandi: Session;

beforeAll(async () => {
  [okhla, bhiwandi] = await Promise.all([
    oneWarehouseSeller('Nilgiri Leaf Traders'),
    sellerAt('Konkan Cashew House', ['WH-BOM-001']),
  ]);
});

describe('warehouses', () => {
  it("shows a seller only its own company's warehouses", async () => {
    const data = await okhla.gql(WAREHOUSES);
    expect(data.warehouses.edges.map((e: { node: { warehouseId: string } }) => e.node.warehouseId)).toEqual([
      'WH-DEL-001',
    ]);
    expect(data.warehouses.edges[0].node).toMatchObject({
      warehouseType: 'MICRO',
      active: true,
      address: { city: 'New Delhi', pincode: '110020' },
      companies: [],
    });
  });

  it("makes another company's warehouse NOT_FOUND and its company FORBIDDEN", async () => {
    const own = await bhiwandi.gql(WAREHOUSES);
    const theirs = await okhla.raw(`query($id: ID!) { node(id: $id) { id } }`, {
      id: own.warehouses.edges[0].node.id,
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const company = await bhiwandi.gql(`{ viewer { company { id } } }`);
    const res = await okhla.raw(WAREHOUSES, { company: company.viewer.company.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets admins list all warehouses, filter by company and search', async () => {
    const admin = await signedIn('admin@demo.in');
    const all = await admin.gql(WAREHOUSES);
    expect(all.warehouses.totalCount).toBeGreaterThanOrEqual(3);
    const mumbai = all.warehouses.edges.find(
      (e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-BOM-001',
    ).node;
    // This file's Bhiwandi seller among the companies there (other tests attach theirs too), and its operator.
    expect(mumbai.companies.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Konkan Cashew House', 'Swift Fulfilment Hub']),
    );
    // Other files create warehouses in Bangalore too (admins' new ones, sellers' own).
    const search = await admin.gql(WAREHOUSES, { search: 'bangalore' });
    expect(search.warehouses.edges.map((e: { node: { warehouseId: string } }) => e.node.warehouseId)).toContain(
      'WH-BLR-001',
    );
  });

  it('feeds the warehouse gate through the viewer company', async () => {
    const data = await okhla.gql(`{ viewer { company { invoicingComplete warehouses { totalCount } } } }`);
    expect(data.viewer.company).toEqual({ invoicingComplete: true, warehouses: { totalCount: 1 } });
  });
});
