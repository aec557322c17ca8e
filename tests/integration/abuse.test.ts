import { describe, expect, inject, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, latestOtp, signedIn, uniqueEmail, uniquePhone } from '../support/client.js';

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
    const s = await new Session().signIn('seller@demo.in');
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
    const known = await new Session().gql(
      `mutation { passwordForgot(input: { login: "9810000001" }) { sentTo userErrors { message } } }`,
    );
    const unknown = await new Session().gql(
      `mutation { passwordForgot(input: { login: "9810000099" }) { sentTo userErrors { message } } }`,
    );
    expect(known.passwordForgot).toEqual({ sentTo: '******0001', userErrors: [] });
    expect(unknown.passwordForgot).toEqual({ sentTo: '******0099', userErrors: [] });
  });
});

describe('text no field can store', () => {
  const NUL = 'Ravi\u0000Kumar';
  const HALF = 'Ravi\ud800';

  it('is refused in a mutation with a userError, and nothing is created', async () => {
    const seller = await signedIn('seller@demo.in');
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
            items: [{ title: 'Tea', sku: 'CHAI-MSL-250', quantity: 1, unitPrice: 10 }],
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
    const seller = await signedIn('seller@demo.in');
    const list = await seller.raw(`query($r: DateRange) { orders(first: 1, createdAt: $r) { totalCount } }`, {
      r: { from: '0000-01-01T00:00:00Z' },
    });
    expect(list.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const row = (await seller.gql(`{ inventory(first: 1) { edges { node { id } } } }`)).inventory.edges[0].node.id;
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
    const seller = await signedIn('seller@demo.in');
    const forged = Buffer.from('Order:../../track/shipment').toString('base64');
    const cancel = await seller.raw(
      `mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`,
      {
        i: { id: forged },
      },
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const order = (await seller.gql(`{ orders(first: 1) { edges { node { id } } } }`)).orders.edges[0].node.id;
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
    const seller = await signedIn('seller@demo.in');
    const res = await fetch(`${seller.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seller.cookie! },
      body: JSON.stringify({ query: '{ orders(first: 5001) { totalCount } }' }),
    });
    expect(res.status).toBe(400);
  });
});
