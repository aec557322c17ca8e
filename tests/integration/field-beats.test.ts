import { BEAT_ORDERS_SHEET } from '@parcelo/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { retailerOf, salesmanOf, unique } from '../support/d2r.js';
import { signedInDriver } from '../support/lightning.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

const WAREHOUSES = `query($c: ID!) { node(id: $c) { ... on Company { warehouses(first: 5) { edges { node { id } } } } } }`;
const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const CREATE = `mutation($i: BeatPlanCreateInput!) { beatPlanCreate(input: $i) {
  beatPlan { id } userErrors { field message code } } }`;
const PLAN = `query($id: ID!) { node(id: $id) { ... on BeatPlan { status beats { id stops { phone } } } } }`;
const ASSIGN = `mutation($i: BeatSalesmanAssignInput!) { beatSalesmanAssign(input: $i) { userErrors { field message } } }`;
const BEAT_FIELDS = `totalCount edges { node { id name km stops { position retailerName phone retailer { id } } } }`;
const MY_BEATS = `{ viewer { fieldPerson { beats(first: 10) { ${BEAT_FIELDS} } } } }`;
const BEATS_OF = `query($id: ID!, $first: Int) { node(id: $id) { ... on FieldPerson { beats(first: $first) { ${BEAT_FIELDS} } } } }`;

type Beats = {
  totalCount: number;
  edges: { node: { id: string; name: string; stops: { phone: string; retailer: { id: string } | null }[] } }[];
};
type Plan = { status: string; beats: { id: string; stops: { phone: string }[] }[] };

async function planned(admin: Session, id: string): Promise<Plan> {
  const end = Date.now() + 60_000;
  for (;;) {
    const plan = (await admin.gql<{ node: Plan }>(PLAN, { id })).node;
    if (plan.status !== 'PLANNING') return plan;
    if (Date.now() > end) throw new Error('The plan was not planned within a minute');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("A salesman's beats on his phone page", () => {
  let admin: Session;
  let mine: Session;
  let salesman: string;
  let other: string;
  let retailer: string;
  let retailerPhone: string;
  let myBeat: string;

  beforeAll(async () => {
    admin = await signedIn('admin@demo.in');
    const seller = await oneWarehouseSeller(`Field Beats Tea ${unique()}`);
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
    const warehouse = (await admin.gql(WAREHOUSES, { c: company })).node.warehouses.edges[0].node.id as string;
    const phone = uniquePhone();
    const made = (
      await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName: 'Ravi', lastName: 'Yadav', phone } })
    ).fieldPersonCreate;
    expect(made.userErrors).toEqual([]);
    salesman = made.fieldPersonEdge.node.id as string;
    other = await salesmanOf(admin, company, 'Suresh');
    retailer = (await retailerOf(admin, company, salesman)).id;
    retailerPhone = (
      await admin.gql(`query($id: ID!) { node(id: $id) { ... on StoreAddress { phone } } }`, { id: retailer })
    ).node.phone as string;
    // Three shops, two a beat: the brand's own retailer and two shops it has not onboarded.
    const rows = [retailerPhone, '9811000101', '9811000102'].map((p, i) => ({
      retailerName: `Shop ${i + 1}`,
      phone: p,
      address: `${i + 1} Lajpat Nagar`,
      pincode: '110024',
      latitude: 28.56 + i / 100,
      longitude: 77.24 + i / 100,
      weightKg: 20,
      volumeL: 30,
    }));
    const file = await uploadSheet(admin, await bulkSheet(BEAT_ORDERS_SHEET, rows), 'orders.xlsx');
    const created = (await admin.gql(CREATE, { i: { company, warehouse, vehicle: 'Tata_Ace', beatSize: 2, file } }))
      .beatPlanCreate;
    expect(created.userErrors).toEqual([]);
    const plan = await planned(admin, created.beatPlan.id as string);
    expect(plan.status).toBe('PLANNED');
    expect(plan.beats).toHaveLength(2);
    const withRetailer = plan.beats.find((b) => b.stops.some((s) => s.phone === retailerPhone))!;
    myBeat = withRetailer.id;
    for (const [beat, person] of plan.beats.map((b) => [b.id, b.id === myBeat ? salesman : other] as const))
      expect((await admin.gql(ASSIGN, { i: { beat, salesman: person } })).beatSalesmanAssign.userErrors).toEqual([]);
    mine = await signedInDriver(phone);
  });

  it('shows the salesman his own beat only, in driving order, its shop of the brand linked to the retailer', async () => {
    const beats: Beats = (await mine.gql(MY_BEATS)).viewer.fieldPerson.beats;
    expect(beats.totalCount).toBe(1);
    const beat = beats.edges[0]!.node;
    expect(beat.id).toBe(myBeat);
    const stops = (beat as unknown as { stops: { position: number; phone: string; retailer: { id: string } | null }[] })
      .stops;
    expect(stops.map((s) => s.position)).toEqual(stops.map((_, i) => i + 1));
    expect(stops.find((s) => s.phone === retailerPhone)?.retailer).toEqual({ id: retailer });
    expect(stops.filter((s) => s.phone !== retailerPhone).every((s) => s.retailer === null)).toBe(true);
  });

  it("gives an admin any salesman's beats and a salesman nothing of another's", async () => {
    const ofOther: Beats = (await admin.gql(BEATS_OF, { id: other })).node.beats;
    expect(ofOther.totalCount).toBe(1);
    expect(ofOther.edges[0]!.node.id).not.toBe(myBeat);
    const asked = await mine.raw(BEATS_OF, { id: other });
    const seen = (asked.data as { node: { beats: Beats | null } | null } | undefined)?.node?.beats;
    expect(seen?.totalCount ?? 0).toBe(0);
  });

  it('refuses a page too large and leaves a seller out', async () => {
    const big = await admin.raw(BEATS_OF, { id: salesman, first: 301 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const seller = await oneWarehouseSeller(`Field Beats Other ${unique()}`);
    const peek = await seller.raw(BEATS_OF, { id: salesman });
    expect((peek.data as { node: { beats: Beats | null } | null } | undefined)?.node?.beats ?? null).toBeNull();
  });
});
