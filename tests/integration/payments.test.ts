import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, latestOtp, signedIn, uniqueEmail, uniquePhone } from '../support/client.js';
import { PIXEL_PNG, pdf } from '../support/files.js';

const LOG = `id kind amount status message merchantTransactionId gateway orderId reference remarks proofUrl tone payerPhone payerEmail createdBy decidedBy company { id }`;
const RECHARGE = `mutation($i: WalletRechargeCreateInput!) { walletRechargeCreate(input: $i) { paymentLog { ${LOG} } checkout { gateway orderId amount currency keyId completed } userErrors { field message code } } }`;
const REQUEST = `mutation($i: PaymentRequestCreateInput!) { paymentRequestCreate(input: $i) { paymentLogEdge { node { ${LOG} } } userErrors { field message code } } }`;
const OFFLINE = `mutation($i: OfflinePaymentCreateInput!) { offlinePaymentCreate(input: $i) { paymentLogEdge { node { ${LOG} } } userErrors { field message code } } }`;
const DECIDE = `mutation($i: PaymentLogDecideInput!) { paymentLogDecide(input: $i) { paymentLog { ${LOG} } userErrors { field message code } } }`;
const BANK = `mutation($i: BankDetailsUpdateInput!) { bankDetailsUpdate(input: $i) { bankDetails { bankName accountNumberMasked ifscCode } userErrors { field message code } } }`;
const BANK_READ = `query($c: ID) { bankDetails(company: $c) { bankName accountNumberMasked ifscCode } }`;
const LOGS = `query($c: ID, $s: PaymentStatus) { paymentLogs(first: 50, company: $c, status: $s) { totalCount edges { node { ${LOG} } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on PaymentLog { id amount } } }`;
const UPLOAD = `mutation($i: UploadCreateInput!) { uploadCreate(input: $i) { uploadUrl storedUrl userErrors { message } } }`;
const FILE = `query($u: String!) { uploadedFile(storedUrl: $u) { url } }`;

const internal = { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' };
const localCompany = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

/** A new verified seller: its own company, so its wallet moves only by this file's doing. */
async function newSeller(): Promise<Session> {
  const phone = uniquePhone();
  const session = new Session();
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Meera Pillai',
      companyName: 'Kerala Spice Traders',
      email: uniqueEmail('pay'),
      phone,
      password: 'NewSeller12345',
    },
  });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  return session;
}

/** The wallet's balance as the seller sees it. */
const balance = async (s: Session): Promise<number> => (await s.gql(`{ wallet { balance } }`)).wallet?.balance ?? 0;

/** The wallet entries a payment made (its reference is the payment's merchant transaction id). */
const entriesFor = async (s: Session, reference: string) =>
  (
    await s.gql(`{ walletTransactions(first: 300) { edges { node { code amount reference } } } }`)
  ).walletTransactions.edges
    .map((e: any) => e.node)
    .filter((n: any) => n.reference === reference);

/** The webhook Razorpay would send for an order, from the sandbox standing in for it. */
async function razorpayPays(orderId: string, event?: string): Promise<{ body: string; signature: string }> {
  const res = await fetch(`${inject('sandboxUrl')}/_sandbox/razorpay/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, ...(event ? { event } : {}) }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { body: string; signature: string };
}

const deliver = (body: string, signature: string) =>
  fetch(`${inject('bffUrl')}/webhooks/razorpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    body,
  });

async function uploadProof(s: Session, key = 'PAYMENT_PROOF'): Promise<string> {
  const link = (await s.gql(UPLOAD, { i: { key, fileName: 'neft-receipt.png', fileType: 'image/png' } })).uploadCreate;
  expect(link.userErrors).toEqual([]);
  const put = await fetch(s.url + link.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', 'if-none-match': '*' },
    body: PIXEL_PNG,
  });
  expect(put.status).toBe(200);
  return link.storedUrl as string;
}

let seller: Session;
let other: Session;
let admin: Session;
let company: string;

beforeAll(async () => {
  [seller, other, admin] = await Promise.all([newSeller(), newSeller(), signedIn('admin@demo.in')]);
  company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id;
});

describe('online recharge', () => {
  it('the console provider completes at once and credits the wallet', async () => {
    const before = await balance(seller);
    const r = (await seller.gql(RECHARGE, { i: { amount: 150000, gateway: 'CONSOLE' } })).walletRechargeCreate;
    expect(r.userErrors).toEqual([]);
    expect(r.checkout).toMatchObject({ gateway: 'CONSOLE', amount: 150000, currency: 'INR', completed: true });
    expect(r.paymentLog).toMatchObject({
      kind: 'RECHARGE',
      status: 'SUCCESS',
      gateway: 'CONSOLE',
      amount: 150000,
      tone: 'BLUE',
    });
    expect(r.paymentLog.merchantTransactionId).toMatch(/^PCL/);
    expect(await balance(seller)).toBe(before + 150000);
  });

  it('through Razorpay: the order is created on its API; the webhook, however often replayed, credits once', async () => {
    const before = await balance(seller);
    const r = (await seller.gql(RECHARGE, { i: { amount: 250050, gateway: 'RAZORPAY' } })).walletRechargeCreate;
    expect(r.userErrors).toEqual([]);
    expect(r.checkout).toMatchObject({ gateway: 'RAZORPAY', completed: false, keyId: 'rzp_test_parcelodev' });
    expect(r.checkout.orderId).toMatch(/^order_/);
    expect(r.paymentLog).toMatchObject({ status: 'PENDING', orderId: r.checkout.orderId });
    expect(await balance(seller)).toBe(before);

    const { body, signature } = await razorpayPays(r.checkout.orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) expect((await deliver(body, signature)).status).toBe(200);
    // order.paid for the same order (Razorpay sends both) changes nothing more.
    const paid = await razorpayPays(r.checkout.orderId, 'order.paid');
    expect((await deliver(paid.body, paid.signature)).status).toBe(200);

    expect(await balance(seller)).toBe(before + 250050);
    expect(await entriesFor(seller, r.paymentLog.merchantTransactionId)).toEqual([
      { code: '102', amount: 250050, reference: r.paymentLog.merchantTransactionId },
    ]);
    const log = (await seller.gql(NODE, { id: r.paymentLog.id })).node;
    expect(log.amount).toBe(250050);
    const listed = (await seller.gql(LOGS, { s: 'SUCCESS' })).paymentLogs.edges.map((e: any) => e.node);
    expect(listed.find((n: any) => n.id === r.paymentLog.id)).toMatchObject({ status: 'SUCCESS', gateway: 'RAZORPAY' });
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const before = await balance(seller);
    const r = (await seller.gql(RECHARGE, { i: { amount: 99900, gateway: 'RAZORPAY' } })).walletRechargeCreate;
    const { body, signature } = await razorpayPays(r.checkout.orderId);
    const forged = body.replace('"amount":99900', '"amount":9990000');
    expect((await deliver(forged, signature)).status).toBe(401);
    expect(
      (
        await deliver(
          body,
          signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        )
      ).status,
    ).toBe(401);
    expect((await deliver(body, '')).status).toBe(401);
    expect((await deliver('not json', signature)).status).toBe(401);
    expect(await balance(seller)).toBe(before);
    expect(
      (await seller.gql(LOGS, { s: 'PENDING' })).paymentLogs.edges.some((e: any) => e.node.id === r.paymentLog.id),
    ).toBe(true);
  });

  it('a failed attempt marks the payment failed; a later capture on the same order still credits once', async () => {
    const before = await balance(seller);
    const r = (await seller.gql(RECHARGE, { i: { amount: 50000, gateway: 'RAZORPAY' } })).walletRechargeCreate;
    const failed = await razorpayPays(r.checkout.orderId, 'payment.failed');
    expect((await deliver(failed.body, failed.signature)).status).toBe(200);
    expect((await seller.gql(NODE, { id: r.paymentLog.id })).node).toBeTruthy();
    let listed = (await seller.gql(LOGS, { s: 'FAILURE' })).paymentLogs.edges.map((e: any) => e.node);
    expect(listed.find((n: any) => n.id === r.paymentLog.id)?.message).toMatch(/cancelled/);
    expect(await balance(seller)).toBe(before);
    const paid = await razorpayPays(r.checkout.orderId);
    await Promise.all([deliver(paid.body, paid.signature), deliver(paid.body, paid.signature)]);
    listed = (await seller.gql(LOGS, { s: 'SUCCESS' })).paymentLogs.edges.map((e: any) => e.node);
    expect(listed.some((n: any) => n.id === r.paymentLog.id)).toBe(true);
    expect(await balance(seller)).toBe(before + 50000);
  });

  it('refuses bad amounts with the rule’s words', async () => {
    for (const amount of [null, 0, -100]) {
      const r = (await seller.gql(RECHARGE, { i: { amount, gateway: 'CONSOLE' } })).walletRechargeCreate;
      expect(r.paymentLog).toBeNull();
      expect(r.userErrors[0]).toMatchObject({
        field: 'amount',
        message: amount === null ? MSG.paymentAmountRequired : MSG.paymentAmountInvalid,
      });
    }
    const tooMuch = (await seller.gql(RECHARGE, { i: { amount: 1_000_000_001 } })).walletRechargeCreate;
    expect(tooMuch.userErrors[0]).toMatchObject({ field: 'amount', message: MSG.paymentAmountInvalid });
  });

  it('another company’s id is not found, and nothing is paid for it', async () => {
    const otherCompany = (await other.gql(`{ viewer { company { id } } }`)).viewer.company.id;
    const before = await balance(other);
    const r = await seller.raw(RECHARGE, { i: { amount: 10000, gateway: 'CONSOLE', company: otherCompany } });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const q = await seller.raw(REQUEST, {
      i: { channel: 'SMS', phone: '9820012345', amount: 100, message: 'x', company: otherCompany },
    });
    expect(q.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await balance(other)).toBe(before);
    const missing = Buffer.from('PaymentLog:00000000-0000-4000-8000-000000000000').toString('base64');
    expect(
      (await admin.raw(DECIDE, { i: { paymentLog: missing, decision: 'APPROVE' } })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('a recharge retried with its key is one payment', async () => {
    const key = `recharge-${Date.now()}`;
    const before = await balance(seller);
    const [a, b] = await Promise.all(
      [1, 2].map(() => seller.gql(RECHARGE, { i: { amount: 10000, gateway: 'CONSOLE', idempotencyKey: key } })),
    );
    expect(a.walletRechargeCreate.paymentLog.id).toBe(b.walletRechargeCreate.paymentLog.id);
    expect(await balance(seller)).toBe(before + 10000);
  });
});

describe('payment requests', () => {
  it('refuses missing fields with the spec’s words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ channel: 'SMS', phone: '', amount: 10000, message: 'Order 42' }, 'phone', 'Please enter phone number'],
      [{ channel: 'SMS', phone: '98200', amount: 10000, message: 'Order 42' }, 'phone', MSG.phoneInvalid],
      [{ channel: 'SMS', phone: '9820012345', message: 'Order 42' }, 'amount', 'Please enter amount'],
      [{ channel: 'SMS', phone: '9820012345', amount: -5, message: 'Order 42' }, 'amount', MSG.paymentAmountInvalid],
      [{ channel: 'SMS', phone: '9820012345', amount: 10000, message: '  ' }, 'message', 'Please enter message'],
      [{ channel: 'EMAIL', email: '', amount: 10000, message: 'Order 42' }, 'email', 'Please enter email'],
      [{ channel: 'EMAIL', email: 'not-an-email', amount: 10000, message: 'Order 42' }, 'email', MSG.emailInvalid],
    ];
    for (const [i, field, message] of cases) {
      const r = (await seller.gql(REQUEST, { i })).paymentRequestCreate;
      expect(r.paymentLogEdge).toBeNull();
      expect(r.userErrors[0]).toMatchObject({ field, message });
    }
  });

  it('records a pending request and texts the pay link; paid through Razorpay it credits once', async () => {
    const phone = uniquePhone();
    const r = (await seller.gql(REQUEST, { i: { channel: 'SMS', phone, amount: 75000, message: 'For order KST-118' } }))
      .paymentRequestCreate;
    expect(r.userErrors).toEqual([]);
    expect(r.paymentLogEdge.node).toMatchObject({
      kind: 'REQUEST',
      status: 'PENDING',
      payerPhone: phone,
      amount: 75000,
    });
    const res = await fetch(
      `${inject('serviceUrls').nms}/notifications/outbox?to=${phone}&template=PAYMENT_REQUEST&limit=1`,
      { headers: internal },
    );
    const sent = ((await res.json()) as any).data.notifications[0];
    expect(sent.params).toMatchObject({ amount: '₹750.00', message: 'For order KST-118' });
    const email = uniqueEmail('payer');
    const byMail = (await seller.gql(REQUEST, { i: { channel: 'EMAIL', email, amount: 5000, message: 'Samples' } }))
      .paymentRequestCreate;
    expect(byMail.paymentLogEdge.node).toMatchObject({ payerEmail: email, payerPhone: null });
  });
});

describe('offline payments', () => {
  it('a seller records one with its proof; another company sees neither the entry nor the proof', async () => {
    const proofUrl = await uploadProof(seller);
    const r = (await seller.gql(OFFLINE, { i: { amount: 500000, reference: 'UTR HDFC24112600123', proofUrl } }))
      .offlinePaymentCreate;
    expect(r.userErrors).toEqual([]);
    expect(r.paymentLogEdge.node).toMatchObject({ kind: 'OFFLINE', status: 'PENDING', gateway: 'OFFLINE', proofUrl });
    const id = r.paymentLogEdge.node.id;
    expect((await other.raw(NODE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.raw(FILE, { u: proofUrl })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.gql(FILE, { u: proofUrl })).uploadedFile.url).toBeTruthy();
    expect((await seller.gql(FILE, { u: proofUrl })).uploadedFile.url).toBeTruthy();
    // Another company's proof cannot be claimed as one's own.
    const stolen = (await other.gql(OFFLINE, { i: { amount: 500000, reference: 'UTR X', proofUrl } }))
      .offlinePaymentCreate;
    expect(stolen.userErrors[0]).toMatchObject({ field: 'proofUrl', message: MSG.paymentProofRequired });
    // Nor listed for it, even when it names the company.
    expect((await other.gql(LOGS, { c: company })).paymentLogs.totalCount).toBe(0);
  });

  it('refuses bad input', async () => {
    const proofUrl = await uploadProof(seller);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reference: 'UTR 1', proofUrl }, 'amount', MSG.paymentAmountRequired],
      [{ amount: 0, reference: 'UTR 1', proofUrl }, 'amount', MSG.paymentAmountInvalid],
      [{ amount: 100, reference: ' ', proofUrl }, 'reference', MSG.paymentReferenceRequired],
      [{ amount: 100, reference: 'UTR 1' }, 'proofUrl', MSG.paymentProofRequired],
      [
        { amount: 100, reference: 'UTR 1', proofUrl: '/objects/payment_proof/elsewhere/x.png' },
        'proofUrl',
        MSG.paymentProofRequired,
      ],
    ];
    for (const [i, field, message] of cases) {
      const r = (await seller.gql(OFFLINE, { i })).offlinePaymentCreate;
      expect(r.userErrors[0]).toMatchObject({ field, message });
    }
  });

  it('an admin approves it once, however often asked; it cannot then be rejected', async () => {
    const before = await balance(seller);
    const proofUrl = await uploadProof(seller);
    const id = (await seller.gql(OFFLINE, { i: { amount: 320000, reference: 'UTR ICIC0099', proofUrl } }))
      .offlinePaymentCreate.paymentLogEdge.node.id;
    const pending = (await admin.gql(LOGS, { c: company, s: 'PENDING' })).paymentLogs.edges.map((e: any) => e.node.id);
    expect(pending).toContain(id);
    // A seller cannot approve its own payment.
    expect(
      (await seller.raw(DECIDE, { i: { paymentLog: id, decision: 'APPROVE' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.gql(DECIDE, { i: { paymentLog: id, decision: 'APPROVE', remarks: 'Matched bank statement' } }),
      ),
    );
    for (const a of answers) {
      expect(a.paymentLogDecide.userErrors).toEqual([]);
      expect(a.paymentLogDecide.paymentLog).toMatchObject({ status: 'SUCCESS', decidedBy: expect.any(String) });
    }
    expect(await balance(seller)).toBe(before + 320000);
    expect(
      (await entriesFor(seller, answers[0].paymentLogDecide.paymentLog.merchantTransactionId)).map((e: any) => e.code),
    ).toEqual(['100']);
    const reject = (await admin.gql(DECIDE, { i: { paymentLog: id, decision: 'REJECT', remarks: 'Wrong' } }))
      .paymentLogDecide;
    expect(reject.userErrors[0]).toMatchObject({ message: MSG.paymentAlreadyDecided });
    expect(await balance(seller)).toBe(before + 320000);
  });

  it('a rejection needs remarks; remarks saying closed show red; online payments are not decided here', async () => {
    const before = await balance(seller);
    const proofUrl = await uploadProof(seller);
    const id = (await seller.gql(OFFLINE, { i: { amount: 1000, reference: 'CHQ 004512', proofUrl } }))
      .offlinePaymentCreate.paymentLogEdge.node.id;
    const bare = (await admin.gql(DECIDE, { i: { paymentLog: id, decision: 'REJECT' } })).paymentLogDecide;
    expect(bare.userErrors[0]).toMatchObject({ field: 'remarks', message: MSG.paymentRemarksRequired });
    const done = (await admin.gql(DECIDE, { i: { paymentLog: id, decision: 'REJECT', remarks: 'Account closed' } }))
      .paymentLogDecide;
    expect(done.paymentLog).toMatchObject({ status: 'FAILURE', tone: 'RED', remarks: 'Account closed' });
    expect(await balance(seller)).toBe(before);
    const online = (await seller.gql(RECHARGE, { i: { amount: 100, gateway: 'RAZORPAY' } })).walletRechargeCreate;
    const refused = (await admin.gql(DECIDE, { i: { paymentLog: online.paymentLog.id, decision: 'APPROVE' } }))
      .paymentLogDecide;
    expect(refused.userErrors[0]).toMatchObject({ message: MSG.paymentNotOffline });
  });

  it('a D2R collection’s proof is uploaded under its own key', async () => {
    const proofUrl = await uploadProof(seller, 'D2R_PAYMENT_COLLECTION_PROOF');
    const r = (
      await seller.gql(OFFLINE, { i: { amount: 4500, reference: 'Collection 17', proofUrl, d2rCollection: true } })
    ).offlinePaymentCreate;
    expect(r.userErrors).toEqual([]);
    const wrongKey = (await seller.gql(OFFLINE, { i: { amount: 4500, reference: 'Collection 18', proofUrl } }))
      .offlinePaymentCreate;
    expect(wrongKey.userErrors[0]).toMatchObject({ field: 'proofUrl' });
  });
});

describe('bank details', () => {
  it('checks the IFSC and account number with the rule’s words', async () => {
    const good = { bankName: 'HDFC Bank', accountNumber: '50100234567890', ifscCode: 'HDFC0001234' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, bankName: '' }, 'bankName', MSG.bankNameRequired],
      [{ ...good, accountNumber: '' }, 'accountNumber', MSG.accountNumberRequired],
      [{ ...good, accountNumber: '12345678' }, 'accountNumber', MSG.accountNumberInvalid],
      [{ ...good, accountNumber: '1234567890123456789' }, 'accountNumber', MSG.accountNumberInvalid],
      [{ ...good, accountNumber: '50100ABC67890' }, 'accountNumber', MSG.accountNumberInvalid],
      [{ ...good, ifscCode: '' }, 'ifscCode', MSG.ifscRequired],
      [{ ...good, ifscCode: 'HDFC1001234' }, 'ifscCode', MSG.ifscInvalid],
      [{ ...good, ifscCode: 'HDF0001234' }, 'ifscCode', MSG.ifscInvalid],
    ];
    for (const [i, field, message] of cases) {
      const r = (await seller.gql(BANK, { i })).bankDetailsUpdate;
      expect(r.bankDetails).toBeNull();
      expect(r.userErrors[0]).toMatchObject({ field, message });
    }
  });

  it('a seller saves its own, shown masked; the admin reads them; nobody else does', async () => {
    const r = (
      await seller.gql(BANK, {
        i: { bankName: 'State Bank of India', accountNumber: '30012345678', ifscCode: 'sbin0001234' },
      })
    ).bankDetailsUpdate;
    expect(r.userErrors).toEqual([]);
    expect(r.bankDetails).toEqual({
      bankName: 'State Bank of India',
      accountNumberMasked: 'XXXXXXX5678',
      ifscCode: 'SBIN0001234',
    });
    expect((await seller.gql(BANK_READ)).bankDetails.accountNumberMasked).toBe('XXXXXXX5678');
    expect((await admin.gql(BANK_READ, { c: company })).bankDetails.bankName).toBe('State Bank of India');
    expect((await other.gql(BANK_READ, { c: company })).bankDetails).toBeNull();
    const byAdmin = await admin.raw(BANK, {
      i: { bankName: 'X', accountNumber: '123456789', ifscCode: 'HDFC0001234' },
    });
    expect(byAdmin.data?.bankDetailsUpdate ?? null).toBeNull();
    expect(byAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(localCompany(company)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a seller months in', () => {
  it('has recharges, a pending offline payment with its proof, a red rejected one and bank details', async () => {
    // A company of its own with what a seller has after some months (as the demo sellers do).
    const months = await newSeller();
    for (const amount of [100000, 250000, 50000]) {
      const r = (await months.gql(RECHARGE, { i: { amount, gateway: 'CONSOLE' } })).walletRechargeCreate;
      expect(r.userErrors).toEqual([]);
    }
    const offline = async (amount: number, reference: string, proof: Buffer, fileType: string, fileName: string) => {
      const link = (await months.gql(UPLOAD, { i: { key: 'PAYMENT_PROOF', fileName, fileType } })).uploadCreate;
      expect(link.userErrors).toEqual([]);
      const put = await fetch(months.url + link.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': fileType, 'if-none-match': '*' },
        body: new Uint8Array(proof),
      });
      expect(put.status).toBe(200);
      const r = (await months.gql(OFFLINE, { i: { amount, reference, proofUrl: link.storedUrl } }))
        .offlinePaymentCreate;
      expect(r.userErrors).toEqual([]);
      return r.paymentLogEdge.node.id as string;
    };
    await offline(420000, 'UTR HDFC26112900417', pdf('NEFT advice'), 'application/pdf', 'neft-advice.pdf');
    const bounced = await offline(90000, 'CHQ 118204', PIXEL_PNG, 'image/png', 'cheque.png');
    const rejected = await admin.gql(DECIDE, {
      i: { paymentLog: bounced, decision: 'REJECT', remarks: 'Cheque bounced, account closed' },
    });
    expect(rejected.paymentLogDecide.userErrors).toEqual([]);
    const bank = await months.gql(BANK, {
      i: { bankName: 'Canara Bank', accountNumber: '110023456789', ifscCode: 'CNRB0001234' },
    });
    expect(bank.bankDetailsUpdate.userErrors).toEqual([]);

    const logs = (await months.gql(LOGS, {})).paymentLogs.edges.map((e: any) => e.node);
    expect(logs.filter((p: any) => p.kind === 'RECHARGE' && p.status === 'SUCCESS').length).toBeGreaterThanOrEqual(3);
    const pending = logs.find((p: any) => p.kind === 'OFFLINE' && p.status === 'PENDING');
    expect(pending.proofUrl).toMatch(/payment_proof/);
    const link = (await months.gql(FILE, { u: pending.proofUrl })).uploadedFile.url;
    const proof = await fetch(new URL(link, inject('bffUrl')));
    expect(proof.status).toBe(200);
    expect((await proof.text()).startsWith('%PDF')).toBe(true);
    expect(logs.find((p: any) => p.status === 'FAILURE')?.tone).toBe('RED');
    expect((await months.gql(BANK_READ)).bankDetails.accountNumberMasked).toMatch(/^X+\d{4}$/);
  });
});
