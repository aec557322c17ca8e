import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { sql } from 'kysely';
import { openDatabase } from '@parcelo/services/platform';
import {
  Session,
  latestOtp,
  sellerAt,
  signedIn,
  twoWarehouseSeller,
  uniqueEmail,
  uniquePhone,
} from '../support/client.js';
import { internalGet, markUndelivered, placeOrderFor } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';
import { fromGlobalId } from '../../bff/src/relay.js';

const run = Math.random().toString(36).slice(2, 8);
const databaseUrl = process.env.DATABASE_URL;

const CREDENTIALS = `credentials { providerCompanyId userId whatsAppNumber passwordHint updatedAt }`;
const SERVICE = `whatsApp { ${CREDENTIALS} sendsNdrByWhatsApp templates(first: 50) { totalCount edges { node { id templateName messageBody purpose } } } }`;
const MINE = `{ viewer { company { id ${SERVICE} } } }`;
const OF = `query($id: ID!) { node(id: $id) { ... on Company { id ${SERVICE} } } }`;
const SAVE = `mutation($i: WhatsAppCredentialsSaveInput!) { whatsAppCredentialsSave(input: $i) { ${CREDENTIALS} company { id whatsApp { sendsNdrByWhatsApp } } userErrors { field message code } } }`;
const CREATE = `mutation($i: MessageTemplateCreateInput!) { messageTemplateCreate(input: $i) { messageTemplateEdge { node { id templateName messageBody purpose } } userErrors { field message code } } }`;
const UPDATE = `mutation($i: MessageTemplateUpdateInput!) { messageTemplateUpdate(input: $i) { messageTemplate { id templateName messageBody purpose } userErrors { field message code } } }`;
const DELETE = `mutation($i: MessageTemplateDeleteInput!) { messageTemplateDelete(input: $i) { deletedMessageTemplateId userErrors { field message code } } }`;

const PASSWORD = `Wa-Secret-${run}-x9`;
const GOOD = { providerCompanyId: 'WA-778', userId: 'tester.wa', password: PASSWORD, whatsAppNumber: '9812345670' };
const NDR_BODY = 'Hi {customerName}, order {orderId} could not be delivered ({reason}). Answer here: {link}';

/** A verified seller of its own, whose WhatsApp service no other test touches. */
async function freshSeller(): Promise<Session> {
  const s = new Session();
  const phone = uniquePhone();
  const r = await s.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'WhatsApp Tester',
      companyName: `WhatsApp Testers ${run} ${phone}`,
      email: uniqueEmail('wa'),
      phone,
      password: 'Whats12345',
    },
  });
  expect(r.signUp.userErrors).toEqual([]);
  await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(phone),
  });
  return s;
}

const service = async (s: Session) => (await s.gql(MINE)).viewer.company.whatsApp;

let seller: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  [seller, other, admin] = await Promise.all([freshSeller(), freshSeller(), signedIn('admin@demo.in')]);
});

describe('WhatsApp credentials', () => {
  it('answers each rule in the spec’s words and saves nothing', async () => {
    const cases: [Record<string, string>, string, string, string][] = [
      [{ providerCompanyId: ' ' }, 'providerCompanyId', MSG.required, 'REQUIRED'],
      [{ userId: '' }, 'userId', MSG.required, 'REQUIRED'],
      [{ password: '' }, 'password', MSG.required, 'REQUIRED'],
      [{ whatsAppNumber: '' }, 'whatsAppNumber', MSG.required, 'REQUIRED'],
      [{ whatsAppNumber: '981234567' }, 'whatsAppNumber', MSG.whatsAppNumberInvalid, 'INVALID'],
      [{ whatsAppNumber: '98123456701' }, 'whatsAppNumber', MSG.whatsAppNumberInvalid, 'INVALID'],
      [{ whatsAppNumber: '98123-4567' }, 'whatsAppNumber', MSG.whatsAppNumberInvalid, 'INVALID'],
      [{ userId: 'x'.repeat(5000) }, 'userId', fill(MSG.lengthMax, { n: 100 }), 'INVALID'],
    ];
    for (const [change, field, message, code] of cases) {
      const r = (await seller.gql(SAVE, { i: { ...GOOD, ...change } })).whatsAppCredentialsSave;
      expect(r.userErrors, JSON.stringify(change)).toEqual([{ field, message, code }]);
      expect(r.credentials).toBeNull();
    }
    expect((await service(seller)).credentials).toBeNull();
  });

  it('saves the account, never answering the password, and keeps it when left blank', async () => {
    const r = (await seller.gql(SAVE, { i: GOOD })).whatsAppCredentialsSave;
    expect(r.userErrors).toEqual([]);
    expect(r.credentials).toMatchObject({
      providerCompanyId: 'WA-778',
      userId: 'tester.wa',
      whatsAppNumber: '9812345670',
      passwordHint: `…${PASSWORD.slice(-4)}`,
    });
    // No template yet: NDR texts still go by SMS.
    expect(r.company.whatsApp.sendsNdrByWhatsApp).toBe(false);

    const edited = (await seller.gql(SAVE, { i: { ...GOOD, userId: 'tester.two', password: '' } }))
      .whatsAppCredentialsSave;
    expect(edited.userErrors).toEqual([]);
    expect(edited.credentials).toMatchObject({ userId: 'tester.two', passwordHint: `…${PASSWORD.slice(-4)}` });

    const body = await seller.raw(MINE);
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    expect(JSON.stringify(r)).not.toContain(PASSWORD);
  });

  it.skipIf(!databaseUrl)('keeps the password sealed in the database', async () => {
    const db = await openDatabase({ databaseUrl: databaseUrl! });
    try {
      const id = (await seller.gql(MINE)).viewer.company.id;
      const companyId = fromGlobalId(id)!.id;
      // The whole row as text: no column holds the password in the clear.
      const { rows } = await sql<{ row: string }>`
        select row_to_json(c)::text as row from nms.whatsapp_credentials c where company_id = ${companyId}
      `.execute(db.forSchema('nms'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.row).not.toContain(PASSWORD);
      expect(rows[0]!.row).toContain('"password_sealed":"v1.');
    } finally {
      await db.close();
    }
  });

  it('lets an admin save and read a chosen company’s account; a seller cannot reach another’s', async () => {
    const otherId = (await other.gql(MINE)).viewer.company.id;
    const r = (await admin.gql(SAVE, { i: { ...GOOD, company: otherId, whatsAppNumber: '9000000001' } }))
      .whatsAppCredentialsSave;
    expect(r.userErrors).toEqual([]);
    expect(r.company.id).toBe(otherId);
    const read = (await admin.gql(OF, { id: otherId })).node.whatsApp;
    expect(read.credentials.whatsAppNumber).toBe('9000000001');
    expect((await service(other)).credentials.whatsAppNumber).toBe('9000000001');

    // The seller reading another company sees no WhatsApp service, and cannot write to it.
    expect((await seller.raw(OF, { id: otherId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const denied = await seller.raw(SAVE, { i: { ...GOOD, company: otherId, whatsAppNumber: '9111111111' } });
    expect(denied.errors?.[0]?.extensions?.code ?? denied.data?.whatsAppCredentialsSave.userErrors[0]?.code).toBe(
      'FORBIDDEN',
    );
    expect((await service(other)).credentials.whatsAppNumber).toBe('9000000001');
  });
});

describe('message templates', () => {
  it('answers Required for a blank name or body, and refuses unknown placeholders, saving nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ templateName: '  ' }, 'templateName', MSG.required],
      [{ messageBody: ' \n ' }, 'messageBody', MSG.required],
      [
        { messageBody: 'Hello {name}' },
        'messageBody',
        fill(MSG.templatePlaceholderUnknown, {
          placeholder: '{name}',
          allowed: '{customerName}, {orderId}, {awb}, {reason}, {link}',
        }),
      ],
      [{ messageBody: 'Hi {customerName}', purpose: 'NDR_MSG' }, 'messageBody', MSG.templateLinkMissing],
    ];
    for (const [change, field, message] of cases) {
      const r = (await seller.gql(CREATE, { i: { templateName: 'Any', messageBody: 'Hi', ...change } }))
        .messageTemplateCreate;
      expect(
        r.userErrors.map((e: any) => [e.field, e.message]),
        JSON.stringify(change),
      ).toEqual([[field, message]]);
    }
    expect((await service(seller)).templates.totalCount).toBe(0);
  });

  it('adds a template with its body trimmed, idempotently, and refuses a taken name', async () => {
    const input = { templateName: 'Delivery failed', messageBody: `  ${NDR_BODY}\n `, purpose: 'NDR_MSG' };
    const first = (await seller.gql(CREATE, { i: input })).messageTemplateCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.messageTemplateEdge.node).toMatchObject({ messageBody: NDR_BODY, purpose: 'NDR_MSG' });
    const again = (await seller.gql(CREATE, { i: input })).messageTemplateCreate;
    expect(again.messageTemplateEdge.node.id).toBe(first.messageTemplateEdge.node.id);

    const taken = (await seller.gql(CREATE, { i: { templateName: 'delivery FAILED', messageBody: 'Other {orderId}' } }))
      .messageTemplateCreate;
    expect(taken.userErrors).toEqual([
      { field: 'templateName', message: fill(MSG.templateNameTaken, { name: 'Delivery failed' }), code: 'TAKEN' },
    ]);
    const listed = await service(seller);
    expect(listed.templates.totalCount).toBe(1);
    // Credentials (saved above) and an ndr message: NDR texts now go by WhatsApp.
    expect(listed.sendsNdrByWhatsApp).toBe(true);
  });

  it('updates and deletes its own templates; another company’s are NOT_FOUND and stay', async () => {
    const created = (
      await seller.gql(CREATE, { i: { templateName: `Shipped ${run}`, messageBody: 'Order {orderId} shipped.' } })
    ).messageTemplateCreate.messageTemplateEdge.node;
    const updated = (
      await seller.gql(UPDATE, {
        i: { template: created.id, templateName: `Shipped ${run}`, messageBody: ' Order {orderId} is on its way. ' },
      })
    ).messageTemplateUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.messageTemplate.messageBody).toBe('Order {orderId} is on its way.');

    const blank = (await seller.gql(UPDATE, { i: { template: created.id, templateName: '', messageBody: 'x' } }))
      .messageTemplateUpdate;
    expect(blank.userErrors).toEqual([{ field: 'templateName', message: MSG.required, code: 'REQUIRED' }]);

    const viaOther = await other.raw(UPDATE, {
      i: { template: created.id, templateName: 'Mine', messageBody: 'Mine' },
    });
    expect(viaOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deleteOther = await other.raw(DELETE, { i: { template: created.id } });
    expect(deleteOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const readOther = await other.raw(`query($id: ID!) { node(id: $id) { id } }`, { id: created.id });
    expect(readOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = (await service(seller)).templates.edges.map((e: any) => e.node);
    expect(still.find((t: any) => t.id === created.id)).toMatchObject({
      messageBody: 'Order {orderId} is on its way.',
    });

    const deleted = (await seller.gql(DELETE, { i: { template: created.id } })).messageTemplateDelete;
    expect(deleted).toEqual({ deletedMessageTemplateId: created.id, userErrors: [] });
  });

  it('lets an admin add a template for a chosen company', async () => {
    const otherId = (await other.gql(MINE)).viewer.company.id;
    const r = (
      await admin.gql(CREATE, {
        i: {
          company: otherId,
          templateName: 'Admin added',
          messageBody: 'Order {orderId}: {link}',
          purpose: 'NDR_MSG',
        },
      })
    ).messageTemplateCreate;
    expect(r.userErrors).toEqual([]);
    const listed = (await admin.gql(OF, { id: otherId })).node.whatsApp;
    expect(listed.templates.edges.map((e: any) => e.node.templateName)).toEqual(['Admin added']);
    expect((await service(seller)).templates.edges.map((e: any) => e.node.templateName)).not.toContain('Admin added');
  });
});

interface Outboxed {
  channel: string;
  template: string;
  body: string;
  params: Record<string, string>;
}

async function ndrText(phone: string): Promise<Outboxed> {
  for (let i = 0; i < 150; i++) {
    const { notifications } = await internalGet<{ notifications: Outboxed[] }>(
      'nms',
      `/notifications/outbox?to=${phone}&template=NDR_MSG&limit=1`,
    );
    if (notifications[0]) return notifications[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No NDR text for ${phone}`);
}

const REQUESTS = `query($id: ID!) { node(id: $id) { ... on Order { customerRequests(first: 5) { edges { node { linkChannel } } } } } }`;

describe('NDR texts', () => {
  it('go by WhatsApp in the company’s ndr message when it has an account and the template', async () => {
    // A company of its own with both, under the demo brand's name and ndr message.
    const chai = await sellerAt('Kettle Leaf Naturals', ['WH-DEL-001']);
    await listedSku(chai, 'CHAI-MSL-250');
    expect((await chai.gql(SAVE, { i: GOOD })).whatsAppCredentialsSave.userErrors).toEqual([]);
    const template = (
      await chai.gql(CREATE, {
        i: {
          templateName: 'Delivery failed',
          messageBody:
            'Hi {customerName}, we could not deliver your Kettle Leaf Naturals order {orderId} ({reason}). Tell us a better time or address here: {link}',
          purpose: 'NDR_MSG',
        },
      })
    ).messageTemplateCreate;
    expect(template.userErrors).toEqual([]);
    expect((await service(chai)).sendsNdrByWhatsApp).toBe(true);
    const phone = uniquePhone();
    const order = await placeOrderFor(chai, phone);
    await markUndelivered(chai, order.id);
    const text = await ndrText(phone);
    expect(text.channel).toBe('whatsapp');
    expect(text.body).toBe(
      `Hi Kavya Menon, we could not deliver your Kettle Leaf Naturals order ${order.shopOrderId} (Wrong Or Incomplete Address). Tell us a better time or address here: ${text.params.link}`,
    );
    const requests = (await chai.gql(REQUESTS, { id: order.id })).node.customerRequests.edges;
    expect(requests[0].node.linkChannel).toBe('WHATSAPP');
  });

  it('go by SMS in the product’s words for a company without an account', async () => {
    // A new company: the demo ones may be given an account by the browser tests meanwhile.
    const threads = await twoWarehouseSeller('No WhatsApp Tea Co');
    const unlisted = await threads.gql(
      `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
    );
    expect(unlisted.companyPreferencesUpdate.userErrors).toEqual([]);
    expect((await service(threads)).sendsNdrByWhatsApp).toBe(false);
    const phone = uniquePhone();
    const order = await placeOrderFor(threads, phone, uniqueEmail('buyer'), 'NOWA-TEA-1');
    await markUndelivered(threads, order.id);
    const text = await ndrText(phone);
    expect(text.channel).toBe('sms');
    expect(text.body).toContain(`We could not deliver your order ${order.shopOrderId}`);
    const requests = (await threads.gql(REQUESTS, { id: order.id })).node.customerRequests.edges;
    expect(requests[0].node.linkChannel).toBe('SMS');
  });
});
