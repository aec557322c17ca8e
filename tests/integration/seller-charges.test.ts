import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, signedIn, uniquePhone, verifiedSeller } from '../support/client.js';

/*
 * Charges a seller starts (a payment request's SMS) are held to the wallet's floor: refused
 * before anything is sent when they would take the balance below it, however many arrive at
 * once. Charges already earned (a delivered order's shipping) are charges.test.ts's.
 */

const INTERNAL = { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' };
const REQUEST = `mutation($i: PaymentRequestCreateInput!) { paymentRequestCreate(input: $i) {
  paymentLogEdge { node { id status } } userErrors { field message code } } }`;
const CREATE = `mutation($i: WalletTransactionCreateInput!) { walletTransactionCreate(input: $i) { userErrors { message } } }`;
const FLOOR = `mutation($i: WalletFloorUpdateInput!) { walletFloorUpdate(input: $i) { userErrors { message } } }`;
const PRICING = `mutation($i: PricingPreferencesUpdateInput!) { pricingPreferencesUpdate(input: $i) { userErrors { field message } } }`;
const WALLET = `{ wallet { balance floor } }`;
const SMS_CHARGES = `{ walletTransactions(first: 100, code: "203") { totalCount } }`;
const REQUESTS = `{ paymentLogs(first: 100) { totalCount } }`;

let admin: Session;
beforeAll(async () => {
  admin = await signedIn('admin@demo.in');
});

/** A brand of its own whose SMS costs ₹1, with `balance` paise in its wallet and `floor` as its floor. */
async function brand(name: string, balance: number, floor: number) {
  const session = await verifiedSeller(name);
  const company = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  expect((await admin.gql(PRICING, { i: { company, smsCharges: 100 } })).pricingPreferencesUpdate.userErrors).toEqual(
    [],
  );
  const recharge = await admin.gql(CREATE, {
    i: { company, description: 'NEFT recharge', amount: balance, type: 'CREDIT', code: '100' },
  });
  expect(recharge.walletTransactionCreate.userErrors).toEqual([]);
  expect((await admin.gql(FLOOR, { i: { company, floor } })).walletFloorUpdate.userErrors).toEqual([]);
  return session;
}

const request = (session: Session, phone: string) =>
  session.gql(REQUEST, { i: { channel: 'SMS', phone, amount: 50_000, message: 'For order KST-204' } });

/** The PAYMENT_REQUEST texts queued for a phone. */
async function textsTo(phone: string) {
  const res = await fetch(
    `${inject('serviceUrls').nms}/notifications/outbox?to=${phone}&template=PAYMENT_REQUEST&limit=5`,
    { headers: INTERNAL },
  );
  return ((await res.json()) as { data: { notifications: { id: string }[] } }).data.notifications;
}

const refusal = { field: null, message: MSG.walletBelowFloor, code: 'INSUFFICIENT_BALANCE' };

describe('charges a seller starts', () => {
  it('a payment request from a wallet at its floor is refused and sends nothing; above it, its SMS is charged once', async () => {
    const seller = await brand('Floor Spice Traders', 100, 0);
    const phone = uniquePhone();
    const first = (await request(seller, phone)).paymentRequestCreate;
    expect(first.userErrors).toEqual([]);
    expect(await seller.gql(WALLET)).toMatchObject({ wallet: { balance: 0, floor: 0 } });
    const [sent] = await textsTo(phone);
    expect(sent).toBeDefined();

    // At the floor now: the next request is refused before anything is recorded or texted.
    const late = uniquePhone();
    const refused = (await request(seller, late)).paymentRequestCreate;
    expect(refused).toMatchObject({ paymentLogEdge: null, userErrors: [refusal] });
    expect(await textsTo(late)).toEqual([]);
    expect((await seller.gql(REQUESTS)).paymentLogs.totalCount).toBe(1);

    // The sent message's own charge event finds the charge already taken.
    const res = await fetch(new URL('/charges/notifications/events', inject('serviceUrls').invoices), {
      method: 'POST',
      headers: { ...INTERNAL, 'content-type': 'application/json' },
      body: JSON.stringify({
        notificationId: sent!.id,
        companyId: Buffer.from((await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id, 'base64')
          .toString()
          .split(':')[1],
        channel: 'sms',
      }),
    });
    const answer = (await res.json()) as { data: { postings: { duplicate: boolean }[] } };
    expect(answer.data.postings.map((p) => p.duplicate)).toEqual([true]);
    expect(await seller.gql(WALLET)).toMatchObject({ wallet: { balance: 0 } });
    expect((await seller.gql(SMS_CHARGES)).walletTransactions.totalCount).toBe(1);
  });

  it('parallel payment requests against a wallet just above its floor never take it below', async () => {
    // ₹12.50 over a ₹10 floor: room for two ₹1 texts, not three.
    const seller = await brand('Parallel Spice Traders', 1_250, 1_000);
    const phones = Array.from({ length: 10 }, () => uniquePhone());
    const results = (await Promise.all(phones.map((p) => request(seller, p)))).map((r) => r.paymentRequestCreate);

    const accepted = results.filter((r) => r.userErrors.length === 0);
    expect(accepted).toHaveLength(2);
    for (const r of results.filter((x) => x.userErrors.length)) expect(r.userErrors).toEqual([refusal]);
    expect(await seller.gql(WALLET)).toMatchObject({ wallet: { balance: 1_050, floor: 1_000 } });
    expect((await seller.gql(SMS_CHARGES)).walletTransactions.totalCount).toBe(2);
    const texted = (await Promise.all(phones.map(textsTo))).filter((t) => t.length > 0);
    expect(texted).toHaveLength(2);
  });
});
