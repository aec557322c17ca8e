import { MSG, fill } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { Session, signedIn, twoWarehouseSeller, uniqueEmail, completeInvoicing } from '../support/client.js';

const CARD = `id active rtoOtherWh own warehouseType gstNumber warehouse { warehouseId active rtoOtherWh address { city state pincode } }`;
const CARDS = `{ viewer { company { id companyWarehouses(first: 50) { totalCount edges { node { ${CARD} } } } warehouses(first: 10) { totalCount } } } }`;
const ACTIVE = `mutation($i: CompanyWarehouseActiveUpdateInput!) { companyWarehouseActiveUpdate(input: $i) { companyWarehouse { ${CARD} } userErrors { field message code } } }`;
const RTO = `mutation($i: CompanyWarehouseRtoUpdateInput!) { companyWarehouseRtoUpdate(input: $i) { companyWarehouse { ${CARD} } userErrors { field message code } } }`;
const REQUEST = `mutation($i: WarehouseRequestCreateInput!) { warehouseRequestCreate(input: $i) { message warehouseRequestEdge { node { id status state city ordersPerMonth estimatedUnits } } userErrors { field message code } } }`;
const REQUESTS = `{ viewer { company { warehouseRequests(first: 50) { totalCount edges { node { id status city remark warehouse { warehouseId } } } } } } }`;
const RESOLVE = `mutation($i: WarehouseRequestResolveInput!) { warehouseRequestResolve(input: $i) { warehouseRequest { id status remark } companyWarehouseEdge { node { ${CARD} } } userErrors { field message code } } }`;
const OWN = `mutation($i: OwnWarehouseCreateInput!) { ownWarehouseCreate(input: $i) { companyWarehouseEdge { node { ${CARD} } } userErrors { field message code } } }`;
const ATTACH = `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { companyWarehouseEdge { node { ${CARD} } } userErrors { field message code } } }`;

interface Card {
  id: string;
  active: boolean;
  rtoOtherWh: boolean;
  own: boolean;
  warehouseType: string;
  warehouse: { warehouseId: string; active: boolean; rtoOtherWh: boolean; address: { city: string; state: string } };
}

async function cards(session: Session): Promise<{ companyId: string; cards: Card[]; gate: number }> {
  const data = await session.gql(CARDS);
  return {
    companyId: data.viewer.company.id,
    cards: data.viewer.company.companyWarehouses.edges.map((e: { node: Card }) => e.node),
    gate: data.viewer.company.warehouses.totalCount,
  };
}

const card = (list: Card[], code: string) => list.find((c) => c.warehouse.warehouseId === code)!;

const request = (over: Record<string, unknown> = {}) => ({
  state: 'Karnataka',
  city: `Mysuru ${Math.random().toString(36).slice(2, 8)}`,
  ordersPerMonth: 1200,
  estimatedUnits: 5000,
  name: 'Asha Rao',
  email: uniqueEmail('asha'),
  phone: '9876543210',
  ...over,
});

const ownWarehouse = (over: Record<string, unknown> = {}) => ({
  name: 'Devaraja Backroom',
  addressLine1: '14, Sayyaji Rao Road',
  addressLine2: 'Devaraja Mohalla',
  pincode: '570001',
  phone: '9876501234',
  gstNumber: '29AABCT1332L1ZA',
  ...over,
});

describe("a company's switches on its warehouses", () => {
  it("are the company's own: another seller at the same warehouse keeps its view", async () => {
    const [a, b] = await Promise.all([twoWarehouseSeller('Switch Tea A'), twoWarehouseSeller('Switch Tea B')]);
    const before = await cards(b);
    const okhla = card((await cards(a)).cards, 'WH-DEL-001');
    expect(okhla).toMatchObject({ active: true, rtoOtherWh: false, own: false, warehouseType: 'MICRO' });

    const rto = (await a.gql(RTO, { i: { companyWarehouse: okhla.id, rtoOtherWh: true } })).companyWarehouseRtoUpdate;
    expect(rto.userErrors).toEqual([]);
    expect(rto.companyWarehouse).toMatchObject({ rtoOtherWh: true, warehouse: { rtoOtherWh: true } });
    const off = (await a.gql(ACTIVE, { i: { companyWarehouse: okhla.id, active: false } }))
      .companyWarehouseActiveUpdate;
    expect(off.companyWarehouse).toMatchObject({ active: false, warehouse: { active: false } });

    // B's cards, and the warehouse as B reads it, are as they were.
    expect(await cards(b)).toEqual(before);
    // A reads its switches back (they stay after a reload).
    expect(card((await cards(a)).cards, 'WH-DEL-001')).toMatchObject({ active: false, rtoOtherWh: true });
  });

  it("refuses another company's warehouse as NOT_FOUND, and nothing changes", async () => {
    const [a, b] = await Promise.all([twoWarehouseSeller('Guard Tea A'), twoWarehouseSeller('Guard Tea B')]);
    const theirs = card((await cards(a)).cards, 'WH-BOM-001');
    for (const [doc, i] of [
      [ACTIVE, { companyWarehouse: theirs.id, active: false }],
      [RTO, { companyWarehouse: theirs.id, rtoOtherWh: true }],
    ] as const) {
      const res = await b.raw(doc, { i });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const node = await b.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: theirs.id });
    expect(node.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(card((await cards(a)).cards, 'WH-BOM-001')).toMatchObject({ active: true, rtoOtherWh: false });
    // B's own company's list does not show A's attachments either.
    const company = (await a.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const res = await b.raw(
      `query($id: ID!) { node(id: $id) { ... on Company { companyWarehouses { totalCount } } } }`,
      {
        id: company,
      },
    );
    expect(res.errors?.[0]?.extensions?.code ?? res.data).toBeTruthy();
    expect(
      (res.data as { node: { companyWarehouses?: { totalCount: number } } | null } | undefined)?.node?.companyWarehouses
        ?.totalCount ?? 0,
    ).toBe(0);
  });

  it('lets an admin switch them for a chosen company', async () => {
    const seller = await twoWarehouseSeller('Admin Switch Tea');
    const okhla = card((await cards(seller)).cards, 'WH-DEL-001');
    const admin = await signedIn('admin@demo.in');
    const res = (await admin.gql(RTO, { i: { companyWarehouse: okhla.id, rtoOtherWh: true } }))
      .companyWarehouseRtoUpdate;
    expect(res).toMatchObject({ userErrors: [], companyWarehouse: { rtoOtherWh: true } });
    expect(card((await cards(seller)).cards, 'WH-DEL-001').rtoOtherWh).toBe(true);
  });

  it('keeps new orders off a switched-off warehouse, while the gate still counts it', async () => {
    const seller = await twoWarehouseSeller('Closed Door Tea');
    const { cards: list } = await cards(seller);
    const okhla = card(list, 'WH-DEL-001');
    await seller.gql(ACTIVE, { i: { companyWarehouse: okhla.id, active: false } });
    const { warehouses } = await seller.gql(`{ warehouses(first: 10) { edges { node { id warehouseId name } } } }`);
    const node = warehouses.edges.find(
      (e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-DEL-001',
    ).node;
    const res = await seller.gql(
      `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message code } } }`,
      {
        i: {
          warehouse: node.id,
          paymentMode: 'PREPAID',
          customerEmail: 'ravi@example.in',
          customerPhone: '9812345678',
          shippingAddress: {
            firstName: 'Ravi',
            lastName: 'K',
            addressLine1: '1 MG Road',
            addressLine2: 'Indiranagar',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560038',
          },
          items: [{ title: 'Tea', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 1000 }],
          weight: 0.5,
        },
      },
    );
    expect(res.orderCreate).toEqual({
      orderEdge: null,
      userErrors: [
        { field: 'warehouse', message: fill(MSG.warehouseInactive, { warehouse: node.name }), code: 'NOT_ALLOWED' },
      ],
    });
    expect((await cards(seller)).gate).toBe(2);

    // With every warehouse switched off, connecting a store says so, not the warehouse team's message.
    await completeInvoicing(seller, {
      legalName: 'Closed Door Tea Pvt Ltd',
      gstin: '29AABCT1332L1ZA',
      pan: 'AABCT1332L',
      addressLine1: '14 Sayyaji Rao Road',
      addressLine2: 'Devaraja Mohalla',
      city: 'Mysore',
      state: 'Karnataka',
      pincode: '570001',
    });
    const BLOCKER = `{ viewer { company { salesChannelBlocker } } }`;
    expect((await seller.gql(BLOCKER)).viewer.company.salesChannelBlocker).toBeNull();
    await seller.gql(ACTIVE, { i: { companyWarehouse: card(list, 'WH-BOM-001').id, active: false } });
    expect((await seller.gql(BLOCKER)).viewer.company.salesChannelBlocker).toBe(MSG.noActiveWarehouse);
  });

  it('leave consistent data when many are sent at once', async () => {
    const seller = await twoWarehouseSeller('Busy Switch Tea');
    const okhla = card((await cards(seller)).cards, 'WH-DEL-001');
    const sent = Array.from({ length: 12 }, (_, n) => n % 2 === 0);
    const answers = await Promise.all(
      sent.map((on, n) =>
        n % 3 === 0
          ? seller
              .gql(ACTIVE, { i: { companyWarehouse: okhla.id, active: on } })
              .then((r) => r.companyWarehouseActiveUpdate)
          : seller
              .gql(RTO, { i: { companyWarehouse: okhla.id, rtoOtherWh: on } })
              .then((r) => r.companyWarehouseRtoUpdate),
      ),
    );
    for (const a of answers) expect(a.userErrors).toEqual([]);
    const after = card((await cards(seller)).cards, 'WH-DEL-001');
    // Each switch ends as one of the values sent for it, and the warehouse reads as the attachment says.
    expect([true, false]).toContain(after.active);
    expect(after.warehouse.active).toBe(after.active);
    expect(after.warehouse.rtoOtherWh).toBe(after.rtoOtherWh);
    expect((await cards(seller)).cards).toHaveLength(2);
  });
});

describe('Micro-WH requests', () => {
  it("answer each required field with the form's words, and ask nothing", async () => {
    const seller = await twoWarehouseSeller('Asking Tea');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state: '' }, 'state', MSG.microWhStateRequired],
      [{ state: null }, 'state', MSG.microWhStateRequired],
      [{ state: 'Atlantis' }, 'state', MSG.microWhStateRequired],
      [{ city: ' ' }, 'city', MSG.microWhCityRequired],
      [{ ordersPerMonth: null }, 'ordersPerMonth', MSG.microWhOrdersRequired],
      [{ estimatedUnits: null }, 'estimatedUnits', MSG.microWhUnitsRequired],
      [{ estimatedUnits: 0 }, 'estimatedUnits', fill(MSG.valueMin, { n: 1 })],
      [{ ordersPerMonth: 2_000_000_000 }, 'ordersPerMonth', fill(MSG.valueMax, { n: 10_000_000 })],
      [{ phone: '12345' }, 'phone', MSG.phoneInvalid],
      [{ email: 'asha' }, 'email', MSG.emailInvalid],
      [{ city: 'x'.repeat(500) }, 'city', fill(MSG.lengthMax, { n: 80 })],
    ];
    for (const [over, field, message] of cases) {
      const res = (await seller.gql(REQUEST, { i: request(over) })).warehouseRequestCreate;
      expect(res.warehouseRequestEdge).toBeNull();
      expect(res.userErrors[0]).toMatchObject({ field, message });
    }
    expect((await seller.gql(REQUESTS)).viewer.company.warehouseRequests.totalCount).toBe(0);
  });

  it('are asked once per key and once per city, and only the asking company sees them', async () => {
    const [seller, other] = await Promise.all([twoWarehouseSeller('Asking Tea 2'), twoWarehouseSeller('Nosy Tea')]);
    const input = request({ city: 'Hubballi', idempotencyKey: `req-${Date.now()}` });
    const first = (await seller.gql(REQUEST, { i: input })).warehouseRequestCreate;
    expect(first).toMatchObject({
      userErrors: [],
      message: MSG.microWhRequested,
      warehouseRequestEdge: { node: { status: 'PENDING', state: 'Karnataka', city: 'Hubballi', ordersPerMonth: 1200 } },
    });
    const again = (await seller.gql(REQUEST, { i: input })).warehouseRequestCreate;
    expect(again.warehouseRequestEdge.node.id).toBe(first.warehouseRequestEdge.node.id);
    const sameCity = (await seller.gql(REQUEST, { i: { ...input, city: 'hubballi', idempotencyKey: undefined } }))
      .warehouseRequestCreate;
    expect(sameCity.userErrors).toEqual([
      { field: 'city', message: fill(MSG.microWhOpenRequest, { city: 'hubballi' }), code: 'TAKEN' },
    ]);
    expect((await seller.gql(REQUESTS)).viewer.company.warehouseRequests.totalCount).toBe(1);

    const theirs = await other.raw(`query($id: ID!) { node(id: $id) { id } }`, {
      id: first.warehouseRequestEdge.node.id,
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.gql(REQUESTS)).viewer.company.warehouseRequests.totalCount).toBe(0);
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const forOther = await other.raw(REQUEST, { i: request({ company }) });
    expect(forOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await seller.gql(REQUESTS)).viewer.company.warehouseRequests.totalCount).toBe(1);
  });

  it('are fulfilled by an admin attaching a warehouse, or declined with a remark, once', async () => {
    const seller = await twoWarehouseSeller('Answered Tea');
    const admin = await signedIn('admin@demo.in');
    const make = async (city: string) =>
      (await seller.gql(REQUEST, { i: request({ city }) })).warehouseRequestCreate.warehouseRequestEdge.node.id;
    const [toDecline, toFulfil] = [await make('Mangaluru'), await make('Udupi')];

    const notAdmin = await seller.raw(RESOLVE, {
      i: { warehouseRequest: toDecline, decision: 'DECLINE', remark: 'x' },
    });
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noRemark = (await admin.gql(RESOLVE, { i: { warehouseRequest: toDecline, decision: 'DECLINE' } }))
      .warehouseRequestResolve;
    expect(noRemark.userErrors).toEqual([{ field: 'remark', message: MSG.warehouseRequestRemark, code: 'REQUIRED' }]);
    const declined = (
      await admin.gql(RESOLVE, {
        i: { warehouseRequest: toDecline, decision: 'DECLINE', remark: 'No micro warehouse in Mangaluru yet' },
      })
    ).warehouseRequestResolve;
    expect(declined.warehouseRequest).toMatchObject({
      status: 'DECLINED',
      remark: 'No micro warehouse in Mangaluru yet',
    });

    const { warehouses } = await admin.gql(`{ warehouses(first: 50, search: "WH-BLR-001") { edges { node { id } } } }`);
    const blr = warehouses.edges[0].node.id;
    const noWarehouse = (
      await admin.gql(RESOLVE, { i: { warehouseRequest: toFulfil, decision: 'FULFILL', gstNumber: '29AABCT1332L1ZA' } })
    ).warehouseRequestResolve;
    expect(noWarehouse.userErrors[0]).toMatchObject({ field: 'warehouse', message: MSG.attachSelectWarehouse });
    const noGst = (await admin.gql(RESOLVE, { i: { warehouseRequest: toFulfil, decision: 'FULFILL', warehouse: blr } }))
      .warehouseRequestResolve;
    expect(noGst.userErrors[0]).toMatchObject({ field: 'gstNumber', message: MSG.attachGstRequired });
    expect((await cards(seller)).cards).toHaveLength(2);

    const input = { warehouseRequest: toFulfil, decision: 'FULFILL', warehouse: blr, gstNumber: '29AABCT1332L1ZA' };
    const both = await Promise.all([admin.gql(RESOLVE, { i: input }), admin.gql(RESOLVE, { i: input })]);
    const done = both.map((b) => b.warehouseRequestResolve).filter((r) => r.userErrors.length === 0);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      warehouseRequest: { status: 'FULFILLED' },
      companyWarehouseEdge: { node: { warehouseType: 'MICRO', warehouse: { warehouseId: 'WH-BLR-001' } } },
    });
    const again = (await admin.gql(RESOLVE, { i: input })).warehouseRequestResolve;
    expect(again.userErrors[0]).toMatchObject({ message: fill(MSG.requestAlreadyInState, { status: 'fulfilled' }) });
    expect((await cards(seller)).cards.map((c) => c.warehouse.warehouseId)).toContain('WH-BLR-001');
    const mine = (await seller.gql(REQUESTS)).viewer.company.warehouseRequests.edges.map(
      (e: { node: { status: string; city: string } }) => [e.node.city, e.node.status],
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        ['Udupi', 'FULFILLED'],
        ['Mangaluru', 'DECLINED'],
      ]),
    );
    const open = await admin.gql(`{ warehouseRequests(first: 300, status: PENDING) { edges { node { id } } } }`);
    expect(open.warehouseRequests.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(toFulfil);
  });

  it('asked many times at once for one city make one request', async () => {
    const seller = await twoWarehouseSeller('Eager Tea');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => seller.gql(REQUEST, { i: request({ city: 'Belagavi' }) })),
    );
    const made = answers.filter((a) => a.warehouseRequestCreate.userErrors.length === 0);
    expect(made).toHaveLength(1);
    expect((await seller.gql(REQUESTS)).viewer.company.warehouseRequests.totalCount).toBe(1);
  });
});

describe('Add my own Micro-WH', () => {
  it('checks every field, and adds nothing when one is wrong', async () => {
    const seller = await twoWarehouseSeller('Own Door Tea');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', MSG.warehouseNameRequired],
      [{ addressLine1: '' }, 'addressLine1', MSG.required],
      [{ pincode: '12345' }, 'pincode', MSG.invalidPincode],
      [{ pincode: '999999' }, 'pincode', MSG.invalidPincode],
      [{ phone: '' }, 'phone', MSG.phoneRequired],
      [{ gstNumber: '' }, 'gstNumber', MSG.attachGstRequired],
      [{ gstNumber: 'ABC' }, 'gstNumber', MSG.gstinInvalid],
    ];
    for (const [over, field, message] of cases) {
      const res = (await seller.gql(OWN, { i: ownWarehouse(over) })).ownWarehouseCreate;
      expect(res.companyWarehouseEdge).toBeNull();
      expect(res.userErrors[0]).toMatchObject({ field, message });
    }
    expect((await cards(seller)).cards).toHaveLength(2);
  });

  it("becomes a micro warehouse of the seller's company, placed by its pincode", async () => {
    const [seller, other] = await Promise.all([
      twoWarehouseSeller('Own Door Tea 2'),
      twoWarehouseSeller('Other Door Tea'),
    ]);
    const input = ownWarehouse({ idempotencyKey: `own-${Date.now()}` });
    const res = (await seller.gql(OWN, { i: input })).ownWarehouseCreate;
    expect(res.userErrors).toEqual([]);
    expect(res.companyWarehouseEdge.node).toMatchObject({
      own: true,
      active: true,
      warehouseType: 'MICRO',
      gstNumber: '29AABCT1332L1ZA',
      warehouse: { address: { city: 'Mysore', state: 'Karnataka', pincode: '570001' } },
    });
    const again = (await seller.gql(OWN, { i: input })).ownWarehouseCreate;
    expect(again.companyWarehouseEdge.node.id).toBe(res.companyWarehouseEdge.node.id);
    expect((await cards(seller)).cards).toHaveLength(3);
    expect((await cards(other)).cards).toHaveLength(2);
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const forOther = await other.raw(OWN, { i: ownWarehouse({ company }) });
    expect(forOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await cards(seller)).cards).toHaveLength(3);
  });
});

describe('attach warehouse', () => {
  it("answers the form's words, then attaches and returns the company's card", async () => {
    const seller = await twoWarehouseSeller('Attached Tea');
    const { companyId } = await cards(seller);
    const admin = await signedIn('admin@demo.in');
    const { warehouses } = await admin.gql(`{ warehouses(first: 50, search: "WH-BLR-001") { edges { node { id } } } }`);
    const blr = warehouses.edges[0].node.id;
    const base = { company: companyId, warehouse: blr, warehouseType: 'PSEUDO', gstNumber: '29AABCT1332L1ZA' };
    const noGst = (await admin.gql(ATTACH, { i: { ...base, gstNumber: '' } })).companyWarehouseAttach;
    expect(noGst.userErrors).toEqual([{ field: 'gstNumber', message: MSG.attachGstRequired, code: 'REQUIRED' }]);
    const unknown = (await admin.gql(ATTACH, { i: { ...base, warehouse: 'V2FyZWhvdXNlOjA=' } })).companyWarehouseAttach;
    expect(unknown.userErrors[0]).toMatchObject({ field: 'warehouse', message: MSG.attachSelectWarehouse });
    expect((await cards(seller)).cards).toHaveLength(2);
    const done = (await admin.gql(ATTACH, { i: base })).companyWarehouseAttach;
    expect(done).toMatchObject({
      userErrors: [],
      companyWarehouseEdge: {
        node: { warehouseType: 'PSEUDO', active: true, warehouse: { warehouseId: 'WH-BLR-001' } },
      },
    });
    expect((await cards(seller)).cards).toHaveLength(3);
  });
});

describe('an attachment through node(id:)', () => {
  const NODE = `query($id: ID!) { node(id: $id) { __typename ... on CompanyWarehouse { ${CARD} } } }`;
  const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on CompanyWarehouse { id } } }`;

  it('is read by its company and the admins, and missing for another company', async () => {
    const [owner, stranger, admin] = await Promise.all([
      twoWarehouseSeller('Node Lookup Teas'),
      twoWarehouseSeller('Node Lookup Rival'),
      signedIn('admin@demo.in'),
    ]);
    const okhla = card((await cards(owner)).cards, 'WH-DEL-001');
    for (const reader of [owner, admin]) {
      expect((await reader.gql(NODE, { id: okhla.id })).node).toEqual({ __typename: 'CompanyWarehouse', ...okhla });
      expect((await reader.gql(NODES, { ids: [okhla.id] })).nodes).toEqual([{ id: okhla.id }]);
    }
    // The same warehouse is the stranger's too; its own attachment is not the owner's.
    const refused = await stranger.raw(NODE, { id: okhla.id });
    expect(refused.data?.node).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.gql(NODES, { ids: [okhla.id] })).nodes).toEqual([null]);
    expect((await stranger.gql(NODE, { id: card((await cards(stranger)).cards, 'WH-DEL-001').id })).node.id).not.toBe(
      okhla.id,
    );
  });
});
