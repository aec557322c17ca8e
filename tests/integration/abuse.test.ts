import { describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DIMENSION_MAX_CM, DIMENSION_MIN_CM, JSON_DEPTH_MAX, MSG, fill } from '@parcelo/common';
import { PUBLIC_LIMITS } from '../../bff/src/publicLimit.js';
import {
  Session,
  completeInvoicing,
  latestOtp,
  signedIn,
  twoWarehouseSeller,
  uniqueEmail,
  uniquePhone,
  verifiedSeller,
} from '../support/client.js';
import { stockedProduct } from '../support/stock.js';

const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { viewer { userType } userErrors { field message code } } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { viewer { userType } userErrors { field message code } } }`;
const VERIFY = `mutation($o: String!) { otpVerify(input: { otp: $o }) { viewer { verification { required } } userErrors { field message code } } }`;

const newSeller = () => ({
  role: 'SELLER',
  name: 'Rhea Kapoor',
  companyName: 'Rhea Crafts',
  email: uniqueEmail('rhea'),
  phone: uniquePhone(),
  password: 'Crafts1234',
});

describe('limits hold under parallel requests', () => {
  it('counts every parallel OTP guess, so the right code is refused after five wrong ones', async () => {
    const s = new Session();
    const input = newSeller();
    await s.gql(SIGN_UP, { i: input });
    const otp = await latestOtp(input.phone);
    const wrong = otp === '111111' ? '222222' : '111111';
    const guesses = await Promise.all(Array.from({ length: 8 }, () => s.gql(VERIFY, { o: wrong })));
    expect(guesses.every((g) => g.otpVerify.userErrors.length === 1)).toBe(true);
    const right = await s.gql(VERIFY, { o: otp });
    expect(right.otpVerify.userErrors).toEqual([
      { field: 'otp', message: MSG.otpTooManyAttempts, code: 'RATE_LIMITED' },
    ]);
  });

  it('counts every parallel wrong password, so the right one is then refused', async () => {
    const input = newSeller();
    await new Session().gql(SIGN_UP, { i: input });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        new Session().gql(SIGN_IN, { i: { login: input.email, password: 'Wrong12345' } }),
      ),
    );
    const right = await new Session().gql(SIGN_IN, { i: { login: input.email, password: input.password } });
    expect(right.signIn.viewer).toBeNull();
    expect(right.signIn.userErrors[0].code).toBe('RATE_LIMITED');
  });

  it('lets exactly one of several parallel sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => new Session().gql(SIGN_UP, { i: { ...newSeller(), email } })),
    );
    const ok = results.filter((r) => r.signUp.userErrors.length === 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.signUp.userErrors.length)) {
      expect(r.signUp.userErrors).toEqual([{ field: 'email', message: MSG.emailTaken, code: 'TAKEN' }]);
    }
  });
});

describe('what an unverified or curious caller gets', () => {
  it('keeps an unverified account out of company work', async () => {
    const s = new Session();
    await s.gql(SIGN_UP, { i: newSeller() });
    const res = await s.raw(`{ warehouses { totalCount } }`);
    expect(res.errors?.[0]).toMatchObject({ message: MSG.verificationRequired, extensions: { code: 'FORBIDDEN' } });
  });

  it('answers malformed and unknown ids with NOT_FOUND', async () => {
    const s = await verifiedSeller('Curious Caller Co');
    for (const id of [
      Buffer.from('User:not-a-uuid').toString('base64'),
      Buffer.from('Nope:1').toString('base64'),
      'garbage',
    ]) {
      const res = await s.raw(`query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers password reset requests alike whether or not the account exists', async () => {
    const input = newSeller();
    await new Session().gql(SIGN_UP, { i: input });
    const known = await new Session().gql(
      `mutation($l: String!) { passwordForgot(input: { login: $l }) { sentTo userErrors { message } } }`,
      { l: input.phone },
    );
    const unknown = await new Session().gql(
      `mutation { passwordForgot(input: { login: "9810000099" }) { sentTo userErrors { message } } }`,
    );
    expect(known.passwordForgot).toEqual({ sentTo: `******${input.phone.slice(-4)}`, userErrors: [] });
    expect(unknown.passwordForgot).toEqual({ sentTo: '******0099', userErrors: [] });
  });
});

describe('text no field can store', () => {
  const NUL = 'Ravi\u0000Kumar';
  const HALF = 'Ravi\ud800';

  it('is refused in a mutation with a userError, and nothing is created', async () => {
    const seller = await verifiedSeller('Unsavable Text Co');
    await completeInvoicing(seller, { legalName: 'Unsavable Text Co' });
    for (const name of [NUL, HALF]) {
      const res = await seller.gql(
        `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { field message } } }`,
        {
          i: {
            warehouse: 'V2FyZWhvdXNlOjA=',
            paymentMode: 'PREPAID',
            customerEmail: 'ravi@example.in',
            customerPhone: '9812345678',
            shippingAddress: {
              firstName: name,
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
        userErrors: [{ field: 'shippingAddress.firstName', message: MSG.textUnsavable }],
      });
    }
  });

  it('is refused on the public tracking page and in any service path, query or body with a 400', async () => {
    const visitor = new Session();
    const tracked = await visitor.raw(`query($a: String) { trackedShipment(awb: $a) { awb } }`, { a: `AWB${NUL}` });
    expect(tracked.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(tracked.errors?.[0]?.message).not.toBe(MSG.genericFailure);
    // Public routes, so the refusal is not a missing session's.
    const { oms, nms } = inject('serviceUrls');
    for (const [url, init] of [
      [`${nms}/customerRequest/%00`, {}],
      [`${oms}/track/shipment?awb=%00`, {}],
      [
        `${oms}/track/shipments`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"by":"awb","value":"a\\u0000","offset":0,"limit":5}',
        },
      ],
    ] as const) {
      const res = await fetch(url, init);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(MSG.textUnsavable);
    }
  });
});

describe('dates that are not on the calendar', () => {
  it('are refused with a clear message, not a 500', async () => {
    const seller = await twoWarehouseSeller('Off Calendar Co');
    const { row } = await stockedProduct(await signedIn('admin@demo.in'), seller, 1);
    const list = await seller.raw(`query($r: DateRange) { orders(first: 1, createdAt: $r) { totalCount } }`, {
      r: { from: '0000-01-01T00:00:00Z' },
    });
    expect(list.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const date of ['2026-02-30', '9999-99-99']) {
      const added = await seller.gql(
        `mutation($i: InventoryInboundAddInput!) { inventoryInboundAdd(input: $i) { userErrors { field message } } }`,
        { i: { id: row, date, inboundAccepted: 1, inboundRejected: 0, remark: 'x' } },
      );
      expect(added.inventoryInboundAdd.userErrors).toEqual([{ field: 'date', message: 'Please Input Date!' }]);
    }
  });
});

describe('what the fuzz run found', () => {
  it('refuses a forged id whose key would steer the call to another route, a key no header can carry, and half a surrogate in a link token', async () => {
    const seller = await verifiedSeller('Forged Route Co');
    const forged = Buffer.from('Order:../../track/shipment').toString('base64');
    const cancel = await seller.raw(
      `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`,
      {
        i: { id: forged },
      },
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The key is judged before the order is looked up, so no order of the company's is needed.
    const order = Buffer.from(`Order:${randomUUID()}`).toString('base64');
    const keyed = await seller.gql(
      `mutation($i: OrderMessageSendInput!) { orderMessageSend(input: $i) { messageEdge { node { id } } userErrors { field message } } }`,
      { i: { order, messageText: 'Hello', idempotencyKey: 'key🙂' } },
    );
    expect(keyed.orderMessageSend).toEqual({
      messageEdge: null,
      userErrors: [{ field: 'idempotencyKey', message: MSG.idempotencyKeyInvalid }],
    });
    const link = await new Session().raw(`query($t: String!) { customerRequestLink(token: $t) { __typename } }`, {
      t: 'Ravi\ud800',
    });
    expect(link.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('answers a request for too many records with 400, not 500', async () => {
    const seller = await verifiedSeller('Too Many Records Co');
    const res = await fetch(`${seller.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seller.cookie! },
      body: JSON.stringify({ query: '{ orders(first: 5001) { totalCount } }' }),
    });
    expect(res.status).toBe(400);
  });
});

/** 20,000 levels of lists: far deeper than any input, cheap to send, seconds of CPU to walk. */
const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);

describe('hostile bodies to every service route', () => {
  it('are refused with a 4xx by every route of every service, signed out, as a seller and as a service', async () => {
    const seller = await verifiedSeller('Hostile Bodies Co');
    const huge = 'x'.repeat(100_000);
    const hugeFields = JSON.stringify(
      Object.fromEntries(
        ['id', 'name', 'companyId', 'sku', 'awb', 'phone', 'email', 'value', 'data'].map((k) => [k, huge]),
      ),
    );
    const bodies: Record<string, string> = {
      deep: DEEP,
      null: 'null',
      empty: '{}',
      string: JSON.stringify(huge),
      hugeFields,
    };
    // A service may do work for a body a schema lets through; it is never handed the ones that might pass.
    const asService = ['deep', 'string'];
    const callers: [string, Record<string, string>][] = [
      ['signed out', {}],
      ['seller', { cookie: seller.cookie! }],
      ['service', { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' }],
    ];
    const requests: { label: string; url: string; init: RequestInit }[] = [];
    for (const [service, base] of Object.entries(inject('serviceUrls'))) {
      const doc = (await (await fetch(`${base}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [path, operations] of Object.entries(doc.paths)) {
        // Signing out would leave the rest of the sweep signed out (and answer 401 to every route).
        if (path === '/cookie' || path.includes('logout')) continue;
        const url = base + path.replace(/\{[^}]+\}/g, randomUUID());
        for (const method of Object.keys(operations).filter((m) => ['post', 'put', 'patch', 'delete'].includes(m)))
          for (const [who, headers] of callers)
            for (const [kind, body] of Object.entries(bodies)) {
              if (who === 'service' && !asService.includes(kind)) continue;
              requests.push({
                label: `${service} ${method.toUpperCase()} ${path} ${who} ${kind}`,
                url,
                init: {
                  method: method.toUpperCase(),
                  headers: { 'content-type': 'application/json', ...headers },
                  body,
                },
              });
            }
      }
    }
    const failures: string[] = [];
    // A few at a time, as a script would send them; each answer is read whole.
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await fetch(next.url, next.init);
          const text = await res.text();
          if (res.status >= 500) failures.push(`${next.label}: ${res.status} ${text.slice(0, 200)}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(500);
    // Still signed in: the seller's requests reached the routes' own checks, not only the session's.
    expect((await seller.gql(`{ viewer { company { name } } }`)).viewer.company.name).toBe('Hostile Bodies Co');
  }, 240_000);

  it('answers a body nested thousands deep with a 400 that says why, before the route looks at who is asking', async () => {
    const { ums, oms } = inject('serviceUrls');
    for (const url of [`${ums}/ums/profile/seller/invoicing`, `${oms}/track/shipments`]) {
      const res = await fetch(url, {
        method: url.includes('invoicing') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: DEEP,
      });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(fill(MSG.jsonTooDeep, { n: JSON_DEPTH_MAX }));
    }
  });

  it('refuses empty invoicing details with the fields’ messages', async () => {
    const seller = await verifiedSeller('Empty Invoicing Co');
    for (const body of ['{}', 'null', '{"gstin":"27AAPFU0939F1ZV"}']) {
      const res = await fetch(`${inject('serviceUrls').ums}/ums/profile/seller/invoicing`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: seller.cookie! },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toMatchObject({
        status: false,
        message: 'Legal name is required',
        data: { field: 'legalName' },
      });
    }
  });
});

describe('numbers no column can hold', () => {
  it('refuses a product’s tiny or huge dimensions with the range’s message', async () => {
    const seller = await verifiedSeller('Denormal Dimensions Co');
    await completeInvoicing(seller, { legalName: 'Denormal Dimensions Co' });
    const create = (mappedDimensions: Record<string, number>) =>
      seller.gql(
        `mutation($i: CatalogueProductInput!) { catalogueProductCreate(input: $i) { catalogueProductEdge { node { id } } userErrors { field message } } }`,
        {
          i: {
            productTitle: 'Masala Chai 250g',
            sku: `CHAI-${randomUUID().slice(0, 8)}`,
            category: 'Tea',
            price: 24_900,
            weight: 250,
            hsnCode: '09021010',
            basePrice: 15_000,
            margin: 40,
            mappedDimensions,
          },
        },
      );
    expect((await create({ length: 5e-324, breadth: 10, height: 10 })).catalogueProductCreate).toEqual({
      catalogueProductEdge: null,
      userErrors: [{ field: 'mappedDimensions.length', message: fill(MSG.valueMin, { n: DIMENSION_MIN_CM }) }],
    });
    expect((await create({ length: 10, breadth: 1e308, height: 10 })).catalogueProductCreate.userErrors).toEqual([
      { field: 'mappedDimensions.breadth', message: fill(MSG.valueMax, { n: DIMENSION_MAX_CM }) },
    ]);
  });
});

describe('forged cursors', () => {
  it('are refused with BAD_USER_INPUT, never reaching the database', async () => {
    const seller = await verifiedSeller('Forged Cursor Co');
    const keyset = Buffer.from(`${new Date().toISOString()}|not-a-uuid`).toString('base64url');
    const orders = await seller.raw(`query($a: String) { orders(first: 1, after: $a) { totalCount } }`, { a: keyset });
    expect(orders.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(seller.status).toBeLessThan(500);
    const offset = Buffer.from(`offset:${'9'.repeat(40)}`).toString('base64');
    const warehouses = await seller.raw(`query($a: String) { warehouses(first: 1, after: $a) { totalCount } }`, {
      a: offset,
    });
    expect(warehouses.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('public limits', () => {
  it('answer 429 with Retry-After once a looked-up e-mail has had its allowance', async () => {
    // A fresh e-mail, so only this test counts against it.
    const email = `limit-${randomUUID()}@example.in`;
    const visitor = new Session();
    const lookup = () =>
      visitor.raw(`query($v: String!) { trackedShipments(by: EMAIL, value: $v, first: 1) { totalCount } }`, {
        v: email,
      });
    for (let i = 0; i < PUBLIC_LIMITS.lookupValue.points; i++) expect((await lookup()).errors).toBeUndefined();
    const refused = await lookup();
    expect(visitor.status).toBe(429);
    expect(Number(visitor.headers!.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.errors?.[0]).toMatchObject({ message: MSG.tooManyRequests, extensions: { reason: 'RATE_LIMITED' } });
  });
});
