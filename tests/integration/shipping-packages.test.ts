import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, signedIn, twoWarehouseSeller, uniqueEmail, uniquePhone, verifiedSeller } from '../support/client.js';

const run = Math.random().toString(36).slice(2, 8).toUpperCase();

const FIELDS = `id name code packageLength packageWidth packageHeight packageWeight default active createdAt updatedAt`;
const LIST = `query($active: Boolean, $search: String, $by: ShippingPackageSearchField, $sort: ShippingPackageSort) {
  viewer { company { id shippingPackages(first: 300, active: $active, search: $search, searchBy: $by, sort: $sort) {
    totalCount edges { node { ${FIELDS} } } } } } }`;
const CREATE = `mutation($i: ShippingPackageCreateInput!) { shippingPackageCreate(input: $i) {
  shippingPackageEdge { cursor node { ${FIELDS} } } userErrors { field message code } } }`;
const UPDATE = `mutation($i: ShippingPackageUpdateInput!) { shippingPackageUpdate(input: $i) {
  shippingPackage { ${FIELDS} } previousDefault { id default } userErrors { field message code } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on ShippingPackage { id name default } } }`;

interface Pkg {
  id: string;
  name: string;
  code: string;
  packageLength: number;
  packageWidth: number;
  packageHeight: number;
  packageWeight: number;
  default: boolean;
  active: boolean;
}

const box = (code: string, extra: Record<string, unknown> = {}) => ({
  name: `Carton ${code}`,
  code,
  packageLength: 30,
  packageWidth: 20,
  packageHeight: 10,
  packageWeight: 150,
  ...extra,
});

async function list(s: Session, vars: Record<string, unknown> = {}): Promise<Pkg[]> {
  const data = await s.gql(LIST, vars);
  return data.viewer.company.shippingPackages.edges.map((e: { node: Pkg }) => e.node);
}

async function create(s: Session, input: Record<string, unknown>) {
  return (await s.gql(CREATE, { i: input })).shippingPackageCreate;
}

async function update(s: Session, input: Record<string, unknown>) {
  return (await s.gql(UPDATE, { i: input })).shippingPackageUpdate;
}

/** A seller of its own, so its packages and default are this test's alone; orders it places need no stock. */
let seller: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  seller = await twoWarehouseSeller(`Package Test Tea ${run}`);
  const prefs = await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  expect(prefs.companyPreferencesUpdate.userErrors).toEqual([]);
  other = await verifiedSeller(`Package Outsiders ${run}`);
  admin = await signedIn('admin@demo.in');
});

describe('shipping packages', () => {
  it('answers every rule in the spec’s words and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'The name is required.'],
      [{ name: null }, 'name', 'The name is required.'],
      [{ code: '' }, 'code', MSG.packageCodeRequired],
      [{ code: 'has space' }, 'code', MSG.packageCodeInvalid],
      [{ packageLength: null }, 'packageLength', 'Length is required.'],
      [{ packageWidth: null }, 'packageWidth', 'Width is required.'],
      [{ packageHeight: null }, 'packageHeight', 'Height is required.'],
      [{ packageWeight: null }, 'packageWeight', 'Weight is required.'],
      [{ packageLength: -1 }, 'packageLength', 'Please input a valid length.'],
      [{ packageWidth: 2.5 }, 'packageWidth', 'Please input a valid width.'],
      [{ packageHeight: -0.5 }, 'packageHeight', 'Please input a valid height.'],
      [{ packageWeight: 10.25 }, 'packageWeight', 'Please input a valid weight.'],
      [{ packageLength: 1001 }, 'packageLength', fill(MSG.valueMax, { n: 1000 })],
      [{ packageWeight: 1e12 }, 'packageWeight', fill(MSG.valueMax, { n: 100000 })],
      [{ name: 'x'.repeat(5000) }, 'name', fill(MSG.lengthMax, { n: 100 })],
    ];
    for (const [change, field, message] of cases) {
      const r = await create(seller, box(`BAD-${run}`, change));
      expect(r.userErrors, JSON.stringify(change)).toEqual([
        { field, message, code: expect.stringMatching(/^(REQUIRED|INVALID)$/) },
      ]);
      expect(r.shippingPackageEdge).toBeNull();
    }
    expect(await list(seller)).toEqual([]);
  });

  it('adds packages, the first becoming the default, and refuses a code the company already uses', async () => {
    const first = await create(seller, box(`TEA-${run}`, { name: ' Tea caddy box ', packageWidth: 0 }));
    expect(first.userErrors).toEqual([]);
    expect(first.shippingPackageEdge.node).toMatchObject({
      name: 'Tea caddy box',
      code: `TEA-${run}`,
      packageLength: 30,
      packageWidth: 0,
      packageHeight: 10,
      packageWeight: 150,
      default: true,
      active: true,
    });
    const second = await create(seller, box(`HAMPER-${run}`));
    expect(second.shippingPackageEdge.node).toMatchObject({ default: false, active: true });

    // The code is the natural key, in any case: nothing more is stored.
    const again = await create(seller, box(`tea-${run}`, { name: 'Another' }));
    expect(again.userErrors).toEqual([{ field: 'code', message: MSG.packageCodeTaken, code: 'TAKEN' }]);
    expect(again.shippingPackageEdge).toBeNull();

    // A retry with the same idempotency key gets the first answer and adds nothing.
    const key = `sp-${run}`;
    const a = await create(seller, { ...box(`MAILER-${run}`), idempotencyKey: key });
    const b = await create(seller, { ...box(`MAILER-${run}`), idempotencyKey: key });
    expect(b.userErrors).toEqual([]);
    expect(b.shippingPackageEdge.node.id).toBe(a.shippingPackageEdge.node.id);

    const all = await list(seller);
    expect(all.map((p) => p.code)).toEqual([`MAILER-${run}`, `HAMPER-${run}`, `TEA-${run}`]);
    expect(all.filter((p) => p.default).map((p) => p.code)).toEqual([`TEA-${run}`]);

    // The same code is free in another company.
    const elsewhere = await create(other, box(`TEA-${run}`));
    expect(elsewhere.userErrors).toEqual([]);
  });

  it('filters by active, searches by name or code, and sorts', async () => {
    const [hamper] = (await list(seller)).filter((p) => p.code === `HAMPER-${run}`);
    const off = await update(seller, { shippingPackage: hamper!.id, active: false });
    expect(off.userErrors).toEqual([]);
    expect(off.shippingPackage.active).toBe(false);

    expect((await list(seller, { active: true })).map((p) => p.code)).toEqual([`MAILER-${run}`, `TEA-${run}`]);
    expect((await list(seller, { active: false })).map((p) => p.code)).toEqual([`HAMPER-${run}`]);
    expect(await list(seller, { active: null })).toHaveLength(3);
    expect((await list(seller, { search: 'caddy', by: 'NAME' })).map((p) => p.code)).toEqual([`TEA-${run}`]);
    expect(await list(seller, { search: 'caddy', by: 'CODE' })).toEqual([]);
    expect((await list(seller, { search: `mailer-${run}`, by: 'CODE' })).map((p) => p.code)).toEqual([`MAILER-${run}`]);
    expect((await list(seller, { search: '%', by: 'NAME' })).length).toBe(0);
    expect((await list(seller, { sort: { by: 'CODE', order: 'ASC' } })).map((p) => p.code)).toEqual([
      `HAMPER-${run}`,
      `MAILER-${run}`,
      `TEA-${run}`,
    ]);

    const on = await update(seller, { shippingPackage: hamper!.id, active: true });
    expect(on.shippingPackage.active).toBe(true);
  });

  it('edits a package with the same rules, and keeps one default that is active', async () => {
    const all = await list(seller);
    const tea = all.find((p) => p.code === `TEA-${run}`)!;
    const hamper = all.find((p) => p.code === `HAMPER-${run}`)!;

    const bad = await update(seller, { shippingPackage: hamper.id, packageHeight: 3.5, name: '' });
    expect(bad.userErrors).toEqual([{ field: 'name', message: MSG.packageNameRequired, code: 'REQUIRED' }]);
    const badHeight = await update(seller, { shippingPackage: hamper.id, packageHeight: 3.5 });
    expect(badHeight.userErrors[0]).toMatchObject({ field: 'packageHeight', message: 'Please input a valid height.' });
    const taken = await update(seller, { shippingPackage: hamper.id, code: `TEA-${run}` });
    expect(taken.userErrors).toEqual([{ field: 'code', message: MSG.packageCodeTaken, code: 'TAKEN' }]);
    expect(await list(seller)).toEqual(all);

    // The default stays the default until another is made so, and stays active.
    const unset = await update(seller, { shippingPackage: tea.id, default: false });
    expect(unset.userErrors).toEqual([{ field: 'default', message: MSG.packageDefaultUnset, code: 'NOT_ALLOWED' }]);
    const inactive = await update(seller, { shippingPackage: tea.id, active: false });
    expect(inactive.userErrors).toEqual([
      { field: 'active', message: MSG.packageDefaultInactive, code: 'NOT_ALLOWED' },
    ]);
    await update(seller, { shippingPackage: hamper.id, active: false });
    const inactiveDefault = await update(seller, { shippingPackage: hamper.id, default: true });
    expect(inactiveDefault.userErrors).toEqual([
      { field: 'default', message: MSG.packageInactiveDefault, code: 'NOT_ALLOWED' },
    ]);
    expect((await list(seller)).filter((p) => p.default).map((p) => p.id)).toEqual([tea.id]);

    // Made active and default at once: the default moves, and the old one is answered too.
    const moved = await update(seller, {
      shippingPackage: hamper.id,
      active: true,
      default: true,
      name: 'Gift hamper carton',
      packageWeight: 320,
    });
    expect(moved.userErrors).toEqual([]);
    expect(moved.shippingPackage).toMatchObject({ name: 'Gift hamper carton', packageWeight: 320, default: true });
    expect(moved.previousDefault).toEqual({ id: tea.id, default: false });
    expect((await list(seller)).filter((p) => p.default).map((p) => p.id)).toEqual([hamper.id]);
  });

  it('keeps exactly one default when many are made default at once', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => create(seller, box(`RACE${i}-${run}`))));
    const ids = created.map((c) => c.shippingPackageEdge.node.id as string);
    const answers = await Promise.all(
      [...ids, ...ids].map((id) => update(seller, { shippingPackage: id, default: true })),
    );
    for (const a of answers) expect(a.userErrors).toEqual([]);
    const defaults = (await list(seller)).filter((p) => p.default);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]!.id);
  });

  it('makes exactly one of a new company’s first packages, added at once, its default', async () => {
    const fresh = await twoWarehouseSeller(`Package Race Tea ${run}`);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => create(fresh, box(`FIRST${i}-${run}`))));
    for (const a of answers) expect(a.userErrors).toEqual([]);
    const all = await list(fresh);
    expect(all).toHaveLength(5);
    expect(all.filter((p) => p.default)).toHaveLength(1);
  });

  it('exports the list as CSV with its filters', async () => {
    const res = await fetch(`${inject('bffUrl')}/files/shipping-packages.csv?active=1&by=CODE&search=mailer-${run}`, {
      headers: { cookie: seller.cookie! },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('Name,Code,Length (cm),Width (cm),Height (cm),Weight (gm),Default,Active,Created');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 8).join(','))).toEqual([
      `Carton MAILER-${run},MAILER-${run},30,20,10,150,No,Yes`,
    ]);
    const anonymous = await fetch(`${inject('bffUrl')}/files/shipping-packages.csv`);
    expect(anonymous.status).toBe(401);
    // Streamed from OMS as it is written: no length known up front.
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    // A seller naming another company's packages is refused.
    const theirs = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const foreign = await fetch(`${inject('bffUrl')}/files/shipping-packages.csv?company=${theirs}`, {
      headers: { cookie: seller.cookie! },
    });
    expect(foreign.status).toBe(403);
  });

  it('shows and changes another company’s packages to no one but an admin', async () => {
    const mine = (await list(seller)).find((p) => p.code === `MAILER-${run}`)!;
    const read = await other.raw(NODE, { id: mine.id });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const write = await other.raw(UPDATE, { i: { shippingPackage: mine.id, name: 'Taken over', default: true } });
    expect(write.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(seller)).find((p) => p.id === mine.id)).toEqual(mine);
    // Another company's connection through its Company node is empty for a seller.
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const theirs = await other.raw(
      `query($id: ID!) { node(id: $id) { ... on Company { shippingPackages { totalCount } } } }`,
      { id: company },
    );
    expect(theirs.data?.node?.shippingPackages?.totalCount ?? 0).toBe(0);

    // An admin names the company to add to, and reads and changes it.
    const added = await create(admin, { ...box(`ADMIN-${run}`), company });
    expect(added.userErrors).toEqual([]);
    const noCompany = await create(admin, box(`ADMIN2-${run}`));
    expect(noCompany.userErrors).toEqual([{ field: 'company', message: MSG.selectCompany, code: 'REQUIRED' }]);
    const renamed = await update(admin, { shippingPackage: added.shippingPackageEdge.node.id, name: 'Admin carton' });
    expect(renamed.shippingPackage.name).toBe('Admin carton');
    expect((await admin.gql(NODE, { id: mine.id })).node.id).toBe(mine.id);
  });

  it('gives orders placed without measurements the default package’s, and keeps an order’s own', async () => {
    const all = await list(seller);
    const hamper = all.find((p) => p.code === `HAMPER-${run}`)!;
    const made = await update(seller, {
      shippingPackage: hamper.id,
      default: true,
      packageLength: 35,
      packageWidth: 25,
      packageHeight: 15,
    });
    expect(made.userErrors).toEqual([]);
    const warehouse = (await seller.gql(`{ warehouses(first: 10) { edges { node { id } } } }`)).warehouses.edges[0].node
      .id;
    const place = async (dimensions?: Record<string, number>) => {
      const r = await seller.gql(
        `mutation($i: OrderCreateInput!) { orderCreate(input: $i) {
          orderEdge { node { id weight dimensions { length breadth height } } } userErrors { field message } } }`,
        {
          i: {
            warehouse,
            paymentMode: 'PREPAID',
            customerEmail: uniqueEmail('buyer'),
            customerPhone: uniquePhone(),
            weight: 0.75,
            ...(dimensions ? { dimensions } : {}),
            shippingAddress: {
              firstName: 'Kavya',
              lastName: 'Menon',
              addressLine1: '12 MG Road',
              addressLine2: 'Indiranagar',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560038',
            },
            items: [{ title: 'Gift hamper', sku: `HAMPER-${run}`, quantity: 1, unitPrice: 89_900 }],
          },
        },
      );
      expect(r.orderCreate.userErrors).toEqual([]);
      return r.orderCreate.orderEdge.node;
    };
    const without = await place();
    expect(without.dimensions).toEqual({ length: 35, breadth: 25, height: 15 });
    // The order's own weight is kept: the package's is only for orders that have none.
    expect(without.weight).toBe(0.75);
    const own = await place({ length: 10, breadth: 8, height: 6 });
    expect(own.dimensions).toEqual({ length: 10, breadth: 8, height: 6 });
  });
});
