import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG } from '@parcelo/common';
import { Session, uniquePhone, verifiedSeller } from '../support/client.js';

const REQUEST = `mutation($i: PaymentRequestCreateInput!) { paymentRequestCreate(input: $i) { paymentLogEdge { node { id merchantTransactionId } } userErrors { field message code } } }`;
const RECHARGE = `mutation($i: WalletRechargeCreateInput!) { walletRechargeCreate(input: $i) { paymentLog { id } userErrors { message } } }`;
const LINK = `query($id: String!) { paymentLink(id: $id) { state request { amount message brand { name } } } }`;
const PAY = `mutation($i: PaymentLinkPayInput!) { paymentLinkPay(input: $i) { redirectUrl link { state request { amount message brand { name } } } userErrors { field message code } } }`;

const localId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

const balance = async (s: Session): Promise<number> => (await s.gql(`{ wallet { balance } }`)).wallet?.balance ?? 0;

const entriesFor = async (s: Session, reference: string) =>
  (
    await s.gql(`{ walletTransactions(first: 300) { edges { node { code amount reference } } } }`)
  ).walletTransactions.edges
    .map((e: any) => e.node)
    .filter((n: any) => n.reference === reference);

let seller: Session;
/** Signed out: whoever the link was texted to. */
const payer = new Session();
const phone = uniquePhone();

beforeAll(async () => {
  seller = await verifiedSeller('Deshmukh Handlooms');
});

async function request(amount: number, message: string) {
  const r = (await seller.gql(REQUEST, { i: { channel: 'SMS', phone, amount, message } })).paymentRequestCreate;
  expect(r.userErrors).toEqual([]);
  return { id: localId(r.paymentLogEdge.node.id), mtid: r.paymentLogEdge.node.merchantTransactionId as string };
}

describe('public pay link', () => {
  it('shows the brand, amount and message to anyone, and nothing of whom it was sent to', async () => {
    const { id } = await request(1234567, 'Balance for order DH-204');
    const res = await payer.raw(LINK, { id });
    expect(res.errors).toBeUndefined();
    expect(res.data.paymentLink).toEqual({
      state: 'PENDING',
      request: { amount: 1234567, message: 'Balance for order DH-204', brand: { name: 'Deshmukh Handlooms' } },
    });
    const text = JSON.stringify(res);
    expect(text).not.toContain(phone);
    // The public type has no field for the payer, the company or the provider's ids.
    const fields = await payer.raw(`{ __type(name: "PublicPaymentRequest") { fields { name } } }`);
    const names = (fields.data?.__type?.fields ?? []).map((f: any) => f.name);
    if (names.length) expect(names.sort()).toEqual(['amount', 'brand', 'message']);
  });

  it('pays once however many pay at the same moment; paying again says already paid', async () => {
    const before = await balance(seller);
    const { id, mtid } = await request(250050, 'Samples for Diwali');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => payer.gql(PAY, { i: { id } })));
    for (const a of answers) {
      expect(a.paymentLinkPay.userErrors).toEqual([]);
      expect(a.paymentLinkPay.redirectUrl).toBeNull();
      expect(a.paymentLinkPay.link.state).toBe('PAID');
    }
    expect(await balance(seller)).toBe(before + 250050);
    expect(await entriesFor(seller, mtid)).toEqual([{ code: '102', amount: 250050, reference: mtid }]);
    // The seller's words stay the message, on the page and in the log; how it was paid is beside them.
    expect(answers[0].paymentLinkPay.link.request.message).toBe('Samples for Diwali');
    expect((await payer.gql(LINK, { id })).paymentLink.request.message).toBe('Samples for Diwali');
    const LOG = `query($c: ID) { paymentLogs(first: 50, company: $c, kind: REQUEST) { edges { node { merchantTransactionId message remarks } } } }`;
    const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    for (const viewer of [seller, await new Session().signIn('admin@demo.in')]) {
      const logged = (await viewer.gql(LOG, { c: company })).paymentLogs.edges
        .map((e: any) => e.node)
        .find((n: any) => n.merchantTransactionId === mtid);
      expect(logged).toEqual({
        merchantTransactionId: mtid,
        message: 'Samples for Diwali',
        remarks: 'Paid from the pay link (console provider)',
      });
    }
    const again = (await payer.gql(PAY, { i: { id } })).paymentLinkPay;
    expect(again.link.state).toBe('PAID');
    expect((await payer.gql(LINK, { id })).paymentLink.state).toBe('PAID');
    expect(await balance(seller)).toBe(before + 250050);
  });

  it('any other id is simply not valid, and pays nothing', async () => {
    const before = await balance(seller);
    const recharge = (await seller.gql(RECHARGE, { i: { amount: 100, gateway: 'CONSOLE' } })).walletRechargeCreate;
    const rechargeId = localId(recharge.paymentLog.id);
    for (const id of [
      'not-a-link',
      '00000000-0000-4000-8000-000000000000',
      rechargeId,
      'x'.repeat(500),
      "' or 1=1 --",
    ]) {
      const view = await payer.raw(LINK, { id });
      expect(view.errors).toBeUndefined();
      expect(view.data.paymentLink).toEqual({ state: 'INVALID', request: null });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', rechargeId, 'x'.repeat(500)]) {
      const pay = await payer.raw(PAY, { i: { id } });
      expect(pay.errors).toBeUndefined();
      expect(pay.data.paymentLinkPay.link).toEqual({ state: 'INVALID', request: null });
    }
    expect(await balance(seller)).toBe(before + 100);
    expect(PAYMENT_MSG.paymentLinkInvalid).toBe('This payment link is not valid');
  });
});
