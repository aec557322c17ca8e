import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import fc from 'fast-check';
import { MSG, WALLET_CODE_LIST, fill } from '@parcelo/common';
import { Session, signedIn, verifiedSeller } from '../support/client.js';

const INTERNAL = {
  'content-type': 'application/json',
  'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key',
};
const companyGid = (id: string) => Buffer.from(`Company:${id}`).toString('base64');
const run = Math.random().toString(36).slice(2, 8);

const TX = `id type amount balance code codeLabel description reference createdBy createdAt company { id name }`;
const LIST = `query($company: ID, $type: WalletTransactionType, $code: String, $from: DateTime, $to: DateTime, $first: Int) {
  walletTransactions(first: $first, company: $company, type: $type, code: $code, from: $from, to: $to) {
    totalCount edges { node { ${TX} } } } }`;
const WALLET = `query($company: ID) { wallet(company: $company) { id balance floor company { id } } }`;
const CREATE = `mutation($i: WalletTransactionCreateInput!) { walletTransactionCreate(input: $i) {
  transactionEdge { node { ${TX} } } wallet { id balance floor } userErrors { field message code } } }`;
const FLOOR = `mutation($i: WalletFloorUpdateInput!) { walletFloorUpdate(input: $i) { wallet { balance floor } userErrors { field message code } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on WalletTransaction { id amount } } }`;

interface Entry {
  companyId: string;
  type: 'CREDIT' | 'DEBIT';
  amountPaise: number;
  code: string;
  description: string;
  key: string;
  enforceFloor?: boolean;
}

/** Posts one entry through the invoices service's internal route, as other services do. */
async function post(entry: Entry): Promise<{ status: number; body: any }> {
  const res = await fetch(`${inject('serviceUrls').invoices}/wallet/entries`, {
    method: 'POST',
    headers: INTERNAL,
    body: JSON.stringify({ entries: [entry] }),
  });
  return { status: res.status, body: await res.json() };
}

const signed = (t: { type: string; amount: number }) => (t.type === 'CREDIT' ? t.amount : -t.amount);
/** Long enough ago to take in every entry of a test's own wallet. */
const LONG_AGO = new Date(Date.now() - 86_400_000).toISOString();

let admin: Session;
/** Companies of their own whose wallets the tests move and read. */
let own: { session: Session; company: string };
let own2: { session: Session; company: string };
const OWN_NAME = `Periyar Spice Traders ${run}`;

/** A new verified seller with its own company (and so its own empty wallet). */
async function newSeller(companyName = `Wallet Test Co ${run}`): Promise<{ session: Session; company: string }> {
  const session = await verifiedSeller(companyName);
  const company = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  return { session, company };
}

/** A company's id in the services, from its GraphQL id. */
const localId = (company: string) => Buffer.from(company, 'base64').toString('utf8').split(':')[1]!;

/**
 * A history like a trading month's, posted as the services post it: recharges, then shipping,
 * RTO, COD and other charges, each code the demo ledgers hold; the balance never goes below zero.
 */
async function history(company: string) {
  const moves: [Entry['type'], string, number][] = [
    ['CREDIT', '100', 500_000],
    ['CREDIT', '102', 25_000],
    ['DEBIT', '201', 7_080],
    ['DEBIT', '201', 9_440],
    ['DEBIT', '202', 4_720],
    ['DEBIT', '203', 1_180],
    ['DEBIT', '205', 2_360],
    ['DEBIT', '201', 5_900],
  ];
  for (const [i, [type, code, amountPaise]] of moves.entries()) {
    const r = await post({
      companyId: localId(company),
      type,
      amountPaise,
      code,
      description: `History ${i}`,
      key: `history:${run}:${i}`,
    });
    expect(r.status).toBe(200);
  }
}

async function ledger(company: string) {
  const list = (await admin.gql(LIST, { company, from: LONG_AGO, first: 300 })).walletTransactions;
  const wallet = (await admin.gql(WALLET, { company })).wallet;
  return { list, wallet };
}

/** Every transaction's balance is the running sum of the ledger up to it (oldest first). */
function expectRunningSums(edges: { node: { type: string; amount: number; balance: number } }[]) {
  let sum = 0;
  for (const { node } of [...edges].reverse()) {
    sum += signed(node);
    expect(node.balance).toBe(sum);
  }
  return sum;
}

beforeAll(async () => {
  [admin, own, own2] = await Promise.all([signedIn('admin@demo.in'), newSeller(OWN_NAME), newSeller()]);
  await history(own.company);
});

describe('wallet ledger under load', () => {
  it('200 parallel debits and credits end with the balance equal to the sum of those accepted', async () => {
    const companyId = randomUUID();
    const amount = fc.sample(fc.integer({ min: 100, max: 900_000 }), { numRuns: 200, seed: 16 });
    const entries: Entry[] = amount.map((amountPaise, i) => ({
      companyId,
      type: i % 5 < 3 ? 'DEBIT' : 'CREDIT',
      amountPaise,
      code: i % 5 < 3 ? '201' : '100',
      description: `Load ${i}`,
      key: `load:${i}`,
    }));
    // Ten entries sent twice: each must post once.
    for (let i = 190; i < 200; i++) entries[i] = { ...entries[i - 10]! };
    const replies = await Promise.all(entries.map(post));

    const accepted = new Map<string, number>();
    let refused = 0;
    replies.forEach((r, i) => {
      if (r.status === 409) {
        expect(r.body).toMatchObject({ status: false, message: MSG.walletBelowFloor });
        expect(entries[i]!.type).toBe('DEBIT');
        refused++;
        return;
      }
      expect(r.status).toBe(200);
      const [posting] = r.body.data.postings;
      const e = entries[i]!;
      if (!posting.duplicate) accepted.set(e.key, e.type === 'CREDIT' ? e.amountPaise : -e.amountPaise);
      else expect(posting.transaction.amountPaise).toBe(e.amountPaise);
    });
    expect(refused).toBeGreaterThan(0);
    expect(accepted.size).toBeGreaterThan(50);

    const { list, wallet } = await ledger(companyGid(companyId));
    const sum = [...accepted.values()].reduce((a, b) => a + b, 0);
    expect(list.totalCount).toBe(accepted.size);
    expect(wallet.balance).toBe(sum);
    expect(expectRunningSums(list.edges)).toBe(sum);
    // The floor held at every step: no enforced debit left the balance below 0.
    for (const { node } of list.edges) expect(node.balance).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('the same key posts once, however often it arrives', async () => {
    const companyId = randomUUID();
    const entry: Entry = {
      companyId,
      type: 'CREDIT',
      amountPaise: 12_345,
      code: '102',
      description: 'Once',
      key: 'pay:x',
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(entry)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies.filter((r) => !r.body.data.postings[0].duplicate)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.data.postings[0].transaction.id)).size).toBe(1);
    const { list, wallet } = await ledger(companyGid(companyId));
    expect(list.totalCount).toBe(1);
    expect(wallet.balance).toBe(12_345);
  });

  it('any sequence of entries keeps the balance at their sum and above the floor for checked debits', async () => {
    const op = fc.record({
      type: fc.constantFrom('CREDIT' as const, 'DEBIT' as const),
      amountPaise: fc.integer({ min: 1, max: 500_000 }),
      code: fc.constantFrom(...WALLET_CODE_LIST),
      enforceFloor: fc.boolean(),
      /** Sends an earlier entry's key again instead. */
      repeat: fc.option(fc.nat(), { freq: 5 }),
    });
    // A floor below 0 is a credit limit; above 0, a reserve the checked debits must leave.
    const floorArb = fc.integer({ min: -300_000, max: 100_000 });
    await fc.assert(
      fc.asyncProperty(floorArb, fc.array(op, { minLength: 1, maxLength: 14 }), async (floor, ops) => {
        const { company } = await newSeller();
        const companyId = localId(company);
        const set = (await admin.gql(FLOOR, { i: { company, floor } })).walletFloorUpdate;
        expect(set.userErrors).toEqual([]);
        let model = 0;
        const sent: Entry[] = [];
        for (const [i, o] of ops.entries()) {
          const again = o.repeat !== null && sent.length ? sent[o.repeat % sent.length]! : null;
          const entry: Entry = again ?? {
            companyId,
            type: o.type,
            amountPaise: o.amountPaise,
            code: o.code,
            description: `Step ${i}`,
            key: `prop:${i}`,
            enforceFloor: o.enforceFloor,
          };
          const r = await post(entry);
          const after = model + (entry.type === 'CREDIT' ? entry.amountPaise : -entry.amountPaise);
          const refuse = !again && entry.type === 'DEBIT' && entry.enforceFloor && after < floor;
          expect(r.status).toBe(refuse ? 409 : 200);
          if (r.status !== 200) continue;
          expect(r.body.data.postings[0].duplicate).toBe(Boolean(again));
          if (!again) {
            model = after;
            sent.push(entry);
            expect(r.body.data.postings[0].transaction.balancePaise).toBe(model);
          }
        }
        const { list, wallet } = await ledger(company);
        expect(list.totalCount).toBe(sent.length);
        expect(wallet).toMatchObject({ balance: model, floor });
        if (sent.length) expect(expectRunningSums(list.edges)).toBe(model);
        // Each floor-checked debit left the balance at or above the floor.
        const byDescription = new Map(sent.map((e) => [e.description, e]));
        for (const { node } of list.edges)
          if (node.type === 'DEBIT' && byDescription.get(node.description)?.enforceFloor)
            expect(node.balance).toBeGreaterThanOrEqual(floor);
      }),
      { numRuns: 15, seed: Number(process.env.PROPERTY_SEED ?? 20261126), endOnFailure: true },
    );
  }, 240_000);
});

describe('wallet through GraphQL', () => {
  it('a seller lists its own company’s transactions, newest first, filtered by type and code', async () => {
    const all = (await own.session.gql(LIST, { first: 300 })).walletTransactions;
    expect(all.totalCount).toBeGreaterThan(0);
    for (const { node } of all.edges) expect(node.company.id).toBe(own.company);
    const dates = all.edges.map((e: any) => e.node.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const shipping = (await own.session.gql(LIST, { code: '201', type: 'DEBIT', first: 300 })).walletTransactions;
    expect(shipping.totalCount).toBeGreaterThan(0);
    for (const { node } of shipping.edges)
      expect(node).toMatchObject({ code: '201', codeLabel: 'Lightning shipping charges', type: 'DEBIT' });
    const credits = (await own.session.gql(LIST, { type: 'CREDIT', first: 300 })).walletTransactions;
    for (const { node } of credits.edges) expect(node.type).toBe('CREDIT');
    expect(credits.totalCount + (await own.session.gql(LIST, { type: 'DEBIT' })).walletTransactions.totalCount).toBe(
      all.totalCount,
    );
    // A range with nothing in it.
    const none = (await own.session.gql(LIST, { from: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' }))
      .walletTransactions;
    expect(none).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('the demo sellers have a month of history: recharges and charges, in order, never below zero', async () => {
    // The seeded demo ledgers themselves, only read: what a demo sign-in shows must be a month's trading.
    for (const s of await Promise.all([signedIn('seller@demo.in'), signedIn('seller2@demo.in')])) {
      const { edges, totalCount } = (await s.gql(LIST, { first: 300 })).walletTransactions;
      expect(totalCount).toBeGreaterThan(60);
      // Freight is debited per shipment, so the older kinds lie beyond the newest 300: each is asked by its code.
      const kinds = await Promise.all(
        ['100', '102', '202', '203', '205', '206'].map(async (code) => [
          code,
          (await s.gql(LIST, { code, from: '2020-01-01T00:00:00.000Z', first: 1 })).walletTransactions.totalCount,
        ]),
      );
      expect(kinds.filter(([, n]) => n === 0)).toEqual([]);
      for (const { node } of edges) expect(node.balance).toBeGreaterThan(0);
      // Oldest first, each balance is the one before it moved by the entry.
      const oldestFirst = [...edges].reverse().map((e: any) => e.node);
      for (let i = 1; i < oldestFirst.length; i++)
        expect(oldestFirst[i].balance).toBe(oldestFirst[i - 1].balance + signed(oldestFirst[i]));
    }
  });

  it('exports the filtered transactions as CSV, in rupees', async () => {
    const res = await fetch(`${inject('bffUrl')}/files/wallet-transactions.csv?code=201`, {
      headers: { cookie: own.session.cookie! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/wallet-transactions-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...lines] = (await res.text()).trim().split('\n');
    expect(header).toBe('Date,Company,Type,Amount (₹),Balance (₹),Code,Code label,Description,Reference,Created by');
    const total = (await own.session.gql(LIST, { code: '201', first: 1 })).walletTransactions.totalCount;
    expect(total).toBeGreaterThan(0);
    expect(lines).toHaveLength(total);
    for (const line of lines)
      expect(line).toMatch(
        new RegExp(`,${OWN_NAME},(DEBIT|CREDIT),\\d+\\.\\d{2},-?\\d+\\.\\d{2},201,Lightning shipping charges,`),
      );
    const other = await fetch(`${inject('bffUrl')}/files/wallet-transactions.csv?company=${own2.company}`, {
      headers: { cookie: own.session.cookie! },
    });
    expect(other.status).toBe(403);
  });

  it('an admin lists every company’s transactions, or one company’s', async () => {
    // Both companies' latest entries, just made, are among the newest.
    for (const { company } of [own, own2])
      expect(
        (
          await post({
            companyId: localId(company),
            type: 'CREDIT',
            amountPaise: 10_000,
            code: '100',
            description: 'Recharge',
            key: `recharge:${run}:${company}`,
          })
        ).status,
      ).toBe(200);
    const all = (await admin.gql(LIST, { first: 300 })).walletTransactions;
    const companies = new Set(all.edges.map((e: any) => e.node.company?.id));
    expect(companies.has(own.company) && companies.has(own2.company)).toBe(true);
    const one = (await admin.gql(LIST, { company: own2.company, first: 300 })).walletTransactions;
    expect(one.totalCount).toBeGreaterThan(0);
    for (const { node } of one.edges) expect(node.company.id).toBe(own2.company);
    expect((await admin.gql(WALLET, {})).wallet).toBeNull();
  });

  it('admin creates a credit once per key; the seller sees the new balance', async () => {
    const before = (await own.session.gql(WALLET)).wallet.balance;
    const input = {
      company: own.company,
      description: `Goodwill credit ${run}`,
      amount: 50_050,
      type: 'CREDIT',
      code: '001',
      idempotencyKey: `wallet-${run}`,
    };
    const first = (await admin.gql(CREATE, { i: input })).walletTransactionCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.transactionEdge.node).toMatchObject({
      amount: 50_050,
      balance: before + 50_050,
      type: 'CREDIT',
      code: '001',
      codeLabel: 'Miscellaneous',
      createdBy: expect.any(String),
    });
    expect(first.wallet.balance).toBe(before + 50_050);
    const again = (await admin.gql(CREATE, { i: input })).walletTransactionCreate;
    expect(again.transactionEdge.node.id).toBe(first.transactionEdge.node.id);
    const wallet = (await own.session.gql(WALLET)).wallet;
    expect(wallet.balance).toBe(before + 50_050);
    expect(wallet.company.id).toBe(own.company);
    const mine = (await own.session.gql(NODE, { id: first.transactionEdge.node.id })).node;
    expect(mine).toMatchObject({ amount: 50_050 });
    // Another company's seller cannot read it.
    expect((await own2.session.raw(NODE, { id: first.transactionEdge.node.id })).data?.node ?? null).toBeNull();
  });

  it('refuses bad input with the rule’s words and moves nothing', async () => {
    const before = (await admin.gql(WALLET, { company: own2.company })).wallet.balance;
    const good = { company: own2.company, description: 'Bad input', amount: 100, type: 'CREDIT', code: '100' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -100 }, 'amount', MSG.walletAmountInvalid],
      [{ amount: 0 }, 'amount', MSG.walletAmountInvalid],
      [{ amount: 1_000_000_001 }, 'amount', MSG.walletAmountInvalid],
      [{ code: '999' }, 'code', fill(MSG.acceptsOnly, { values: WALLET_CODE_LIST.join(', ') })],
      [{ code: '' }, 'code', 'Code is required'],
      [{ description: '  ' }, 'description', 'Description is required'],
      [{ description: 'x'.repeat(501) }, 'description', 'length should not be more than 500'],
      [{ company: companyGid(randomUUID()) }, 'company', MSG.selectCompany],
    ];
    for (const [change, field, message] of cases) {
      const r = (await admin.gql(CREATE, { i: { ...good, ...change } })).walletTransactionCreate;
      expect(r.transactionEdge).toBeNull();
      expect(r.userErrors[0]).toMatchObject({ field, message });
    }
    // Fractional and huge paise never reach the service: the Paise scalar refuses them.
    for (const amount of [10.5, 2 ** 60]) {
      const r = await admin.raw(CREATE, { i: { ...good, amount } });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await admin.gql(WALLET, { company: own2.company })).wallet.balance).toBe(before);
  });

  it('a seller cannot create, set a floor, or read another company’s wallet', async () => {
    const create = await own.session.raw(CREATE, {
      i: { company: own.company, description: 'Self credit', amount: 100_000, type: 'CREDIT', code: '100' },
    });
    expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const floor = await own.session.raw(FLOOR, { i: { company: own.company, floor: -10_000_000 } });
    expect(floor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await own.session.raw(LIST, { company: own2.company });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const wallet = await own.session.raw(WALLET, { company: own2.company });
    expect(wallet.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a debit crossing the floor is refused; a negative floor is a credit limit', async () => {
    const { session, company } = await newSeller();
    const debit = (amount: number) =>
      admin.gql(CREATE, { i: { company, description: 'Shipping', amount, type: 'DEBIT', code: '201' } });
    const refused = (await debit(100)).walletTransactionCreate;
    expect(refused.userErrors[0]).toMatchObject({ field: 'amount', message: MSG.walletBelowFloor });

    const floor = (await admin.gql(FLOOR, { i: { company, floor: -50_000 } })).walletFloorUpdate;
    expect(floor).toMatchObject({ userErrors: [], wallet: { balance: 0, floor: -50_000 } });
    expect((await debit(40_000)).walletTransactionCreate.wallet).toMatchObject({ balance: -40_000 });
    const over = (await debit(20_000)).walletTransactionCreate;
    expect(over.userErrors[0]?.message).toBe(MSG.walletBelowFloor);
    expect((await session.gql(WALLET)).wallet).toMatchObject({ balance: -40_000, floor: -50_000 });
    const { list } = await ledger(company);
    expect(list.totalCount).toBe(1);

    const bad = (await admin.gql(FLOOR, { i: { company, floor: 2_000_000_000 } })).walletFloorUpdate;
    expect(bad.userErrors[0]).toMatchObject({ field: 'floor', message: MSG.walletFloorInvalid });
    // Admins type the floor in rupees: the refusal speaks of rupees, in Indian grouping, never of paise.
    expect(bad.userErrors[0]?.message).toBe(
      'Floor must be an amount in rupees with up to 2 decimals, from -₹1,00,00,000.00 to ₹1,00,00,000.00',
    );
  });
});
