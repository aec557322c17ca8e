import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/client.js';

const WAREHOUSES = `query($company: ID, $search: String) { warehouses(first: 300, company: $company, search: $search) { totalCount edges { node { id warehouseId warehouseType active rtoOtherWh coordinates { lat lng } address { city pincode } companies { name } } } } }`;

describe('warehouses', () => {
  it("shows a seller only its own company's warehouses", async () => {
    const seller = await signedIn('seller@demo.in');
    const data = await seller.gql(WAREHOUSES);
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
    const seller2 = await signedIn('seller2@demo.in');
    const own = await seller2.gql(WAREHOUSES);
    const seller = await signedIn('seller@demo.in');
    const theirs = await seller.raw(`query($id: ID!) { node(id: $id) { id } }`, {
      id: own.warehouses.edges[0].node.id,
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const company = await seller2.gql(`{ viewer { company { id } } }`);
    const res = await seller.raw(WAREHOUSES, { company: company.viewer.company.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets admins list all warehouses, filter by company and search', async () => {
    const admin = await signedIn('admin@demo.in');
    const all = await admin.gql(WAREHOUSES);
    expect(all.warehouses.totalCount).toBeGreaterThanOrEqual(3);
    const mumbai = all.warehouses.edges.find(
      (e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-BOM-001',
    ).node;
    // Other tests attach their own sellers there too.
    expect(mumbai.companies.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Bombay Threads', 'Swift Fulfilment Hub']),
    );
    // Other files create warehouses in Bangalore too (admins' new ones, sellers' own).
    const search = await admin.gql(WAREHOUSES, { search: 'bangalore' });
    expect(search.warehouses.edges.map((e: { node: { warehouseId: string } }) => e.node.warehouseId)).toContain(
      'WH-BLR-001',
    );
  });

  it('feeds the warehouse gate through the viewer company', async () => {
    const seller = await signedIn('seller@demo.in');
    const data = await seller.gql(`{ viewer { company { invoicingComplete warehouses { totalCount } } } }`);
    expect(data.viewer.company).toEqual({ invoicingComplete: true, warehouses: { totalCount: 1 } });
  });
});
