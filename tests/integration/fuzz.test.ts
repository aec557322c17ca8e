import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { config as processConfig, type ServiceUrls } from '@parcelo/common/config';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';
import { placeOrderFor } from '../support/ndr.js';
import { listedSku, sellerOnStack } from '../support/stock.js';
import { idSelection, idsIn, schema } from '../support/schemaWalk.js';

/**
 * Every query and mutation argument, filled by fast-check with what a hostile or clumsy
 * caller sends (NUL bytes, lone surrogates, 20,000 characters, 1e308, impossible dates,
 * forged ids and cursors): each answer is a result, a userError or a refusal, never a fault.
 * A run is bounded (FUZZ_RUNS per operation) and prints its seed when it finds something.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Faults: a 500 of the BFF, or a service's 500 behind it. */
const FAULTS = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);
/** Operations that would end the fuzzing user's own session midway. */
const SKIPPED = new Set(['signOut']);

const b64 = (s: string) => Buffer.from(s).toString('base64');

const HOSTILE_TEXT = [
  '',
  '   ',
  'Ravi\u0000Kumar',
  'Ravi\ud800',
  '\udc00',
  '%00',
  '../../../etc/passwd',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '🙂🚚',
  'x'.repeat(20_000),
  '2026-02-30',
  '9999-99-99',
  '0000-01-01T00:00:00Z',
  '1e308',
  '-0',
  'null',
  '{"$gt":""}',
];
const HOSTILE_IDS = [
  '',
  'not-an-id',
  b64('Order:'),
  b64('Order:-1'),
  b64('Order:1e308'),
  b64('Order:\u0000'),
  b64('Warehouse:99999999999999999999'),
  b64('Nope:1'),
  b64(`Order:${'9'.repeat(400)}`),
  '%00',
];
const HOSTILE_DATETIMES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T00:00:00Z',
  '2026-11-20',
  'yesterday',
  '',
  new Date().toISOString(),
];

/** Cursors a list never gave: a keyset cursor with a forged id or time, an offset past any page. */
const HOSTILE_CURSORS = [
  Buffer.from(`${new Date().toISOString()}|not-a-uuid`).toString('base64url'),
  Buffer.from(`0000-01-01|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`).toString('base64url'),
  b64(`offset:${'9'.repeat(30)}`),
  b64('offset:-1'),
];

let bff: RunningBff;
let seller: Session;
let visitor: Session;
/** A seller with orders of its own, the fuzz's reader of real data: queries only. */
let withOrders: Session;
let admin: Session;
let ownIds: string[] = [];

function plausibleText(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('email')) return 'fuzz@example.in';
  if (n.includes('phone')) return '9812345678';
  if (n.includes('pincode')) return '560038';
  if (n.includes('date')) return '2026-11-20';
  if (n.includes('after') || n.includes('before') || n.includes('cursor')) return b64('offset:5');
  return 'Fuzz';
}

function arbitrary(type: GraphQLInputType, name: string, depth = 4): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitrary(type.ofType, name, depth);
  if (isListType(type)) return fc.array(arbitrary(type.ofType, name, depth), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
  if (isInputObjectType(type)) {
    if (depth === 0) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, arbitrary(f.type, f.name, depth - 1)]));
    return fc.record(model, {
      requiredKeys: fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name),
    });
  }
  if (!isScalarType(type)) return fc.constant(null);
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(0, -1, 1, 300, 301, 2_147_483_647, -2_147_483_648), fc.integer());
    case 'Float':
      return fc.oneof(
        fc.constantFrom(1e308, 5e-324, -1e308, 0, -0.5, 1.5, 123_456_789.123),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.constantFrom(...HOSTILE_IDS, ...ownIds);
    case 'DateTime':
      return fc.constantFrom(...HOSTILE_DATETIMES);
    default:
      return fc.oneof(
        fc.constantFrom(...HOSTILE_TEXT, ...(/after|before|cursor/i.test(name) ? HOSTILE_CURSORS : [])),
        fc.constant(plausibleText(name)),
        fc.string({ unit: 'binary', maxLength: 40 }),
      );
  }
}

/** The operation's document and an arbitrary of its variables. */
function operation(kind: 'query' | 'mutation', f: GraphQLField<unknown, unknown>) {
  const defs = f.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${kind}${defs ? `(${defs})` : ''} { ${f.name}${call ? `(${call})` : ''} ${idSelection(getNamedType(f.type), 1)} }`;
  const variables = fc.record(Object.fromEntries(f.args.map((a) => [a.name, arbitrary(a.type, a.name)])), {
    requiredKeys: f.args.filter((a) => isNonNullType(a.type)).map((a) => a.name),
  });
  return { document, variables };
}

/** A documentation address (TEST-NET-3) that no other suite's requests come from. */
const FUZZ_ADDRESS = '203.0.113.77';

async function send(session: Session, query: string, variables: unknown) {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': FUZZ_ADDRESS,
      ...(session.cookie ? { cookie: session.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let body: { errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // A refusal before GraphQL (size, origin) may be plain text; its status is what counts.
  }
  return { status: res.status, body, text };
}

function fuzz(kind: 'query' | 'mutation', f: GraphQLField<unknown, unknown>, as: () => Session) {
  return async () => {
    const { document, variables } = operation(kind, f);
    await fc.assert(
      fc.asyncProperty(variables, async (vars) => {
        const { status, body, text } = await send(as(), document, vars);
        const faults = (body.errors ?? []).filter((e) => FAULTS.has(e.extensions?.code ?? ''));
        expect(status, text.slice(0, 500)).toBeLessThan(500);
        expect(faults, JSON.stringify(vars).slice(0, 500)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  };
}

beforeAll(async () => {
  // Its own BFF, whose visitors come from an address of their own as a proxy names them: the
  // public limits it spends (counted in Redis by address, for every instance) are not the other suites'.
  bff = await startBff({
    urls: inject('serviceUrls') as ServiceUrls,
    port: 0,
    config: { ...processConfig(), trustProxy: 'loopback' },
  });
  visitor = new Session(bff.url);
  // A seller of its own, so whatever the fuzz manages to create or change is nobody else's.
  seller = new Session(bff.url);
  const phone = uniquePhone();
  await seller.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Fuzz Tester',
      companyName: 'Fuzz Traders',
      email: uniqueEmail('fuzz'),
      phone,
      password: 'Fuzzing1234',
    },
  });
  await seller.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(phone),
  });
  ownIds = [...idsIn(await seller.gql(`{ viewer ${idSelection(schema.getType('Viewer')!, 1)} }`))];
  // A seller with orders, of its own too: the fuzz reads (and may try to change) only its own.
  withOrders = await sellerOnStack({ bffUrl: bff.url, nmsUrl: inject('serviceUrls').nms! }, 'Fuzz Tea Exporters', {
    warehouses: ['WH-DEL-001'],
    invoicing: true,
  });
  const sku = await listedSku(withOrders, `FUZ-${Math.random().toString(36).slice(2, 8).toUpperCase()}`);
  for (let i = 0; i < 3; i++) await placeOrderFor(withOrders, uniquePhone(), undefined, sku);
  admin = await new Session(bff.url).signIn('admin@demo.in');
  const { orders } = await withOrders.gql(`{ orders(first: 3) { edges { node { id } } } }`);
  ownIds.push(...idsIn(orders));
}, 60_000);

afterAll(async () => {
  await bff?.close();
});

const PUBLIC = new Set(['trackedShipment', 'trackedShipments', 'customerRequestLink', 'pincode', 'paymentLink']);

describe('hostile arguments', () => {
  for (const f of Object.values(schema.getQueryType()!.getFields())) {
    if (PUBLIC.has(f.name)) {
      it(
        `query ${f.name}`,
        fuzz('query', f, () => visitor),
        60_000,
      );
      continue;
    }
    it(
      `query ${f.name} as a new seller`,
      fuzz('query', f, () => seller),
      60_000,
    );
    it(
      `query ${f.name} as a seller with orders`,
      fuzz('query', f, () => withOrders),
      60_000,
    );
    it(
      `query ${f.name} as an admin`,
      fuzz('query', f, () => admin),
      60_000,
    );
  }
  for (const f of Object.values(schema.getMutationType()!.getFields())) {
    if (SKIPPED.has(f.name)) continue;
    it(
      `mutation ${f.name}`,
      fuzz('mutation', f, () => seller),
      60_000,
    );
  }
});
