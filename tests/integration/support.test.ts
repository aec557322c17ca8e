import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, signedIn, verifiedSeller } from '../support/client.js';

const FIELDS = `id subject category description orderReference status createdBy createdAt`;
const LIST = `{ supportEmail viewer { company { id supportTickets(first: 50) { totalCount edges { node { ${FIELDS} } } } } } }`;
const CREATE = `mutation($i: SupportTicketCreateInput!) { supportTicketCreate(input: $i) { ticketEdge { node { ${FIELDS} } } userErrors { field message code } } }`;
const STATUS = `mutation($i: SupportTicketStatusUpdateInput!) { supportTicketStatusUpdate(input: $i) { ticket { id status } userErrors { field message code } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on SupportTicket { id subject status } } }`;

const run = Math.random().toString(36).slice(2, 8);
const ticket = (subject: string) => ({
  subject,
  category: 'ORDERS',
  description: 'The label for this order prints blank.',
  orderReference: ' CPN-1042 ',
});

let seller: Session;
let seller2: Session;
let admin: Session;
const tickets = async (s: Session) => (await s.gql(LIST)).viewer.company.supportTickets;

beforeAll(async () => {
  // Companies of their own: the counts of tickets here move with these tests alone.
  [seller, seller2, admin] = await Promise.all([
    verifiedSeller(`Support Tea ${run}`),
    verifiedSeller(`Support Outsiders ${run}`),
    signedIn('admin@demo.in'),
  ]);
});

describe('support', () => {
  it('shows the support e-mail and the company’s tickets, newest first', async () => {
    const { supportEmail } = await seller.gql(LIST);
    expect(supportEmail).toBe(process.env.SUPPORT_EMAIL ?? 'support@parcelo.in');
    const { edges } = await tickets(seller);
    const dates = edges.map((e: any) => e.node.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('a seller raises a ticket once per key; it is listed as open', async () => {
    const key = `support-${run}`;
    const first = (await seller.gql(CREATE, { i: { ...ticket(`Blank label ${run}`), idempotencyKey: key } }))
      .supportTicketCreate;
    expect(first.userErrors).toEqual([]);
    expect(first.ticketEdge.node).toMatchObject({
      subject: `Blank label ${run}`,
      category: 'ORDERS',
      orderReference: 'CPN-1042',
      status: 'OPEN',
      createdBy: 'Anjali Deshmukh',
    });
    const again = (await seller.gql(CREATE, { i: { ...ticket(`Blank label ${run}`), idempotencyKey: key } }))
      .supportTicketCreate;
    expect(again.ticketEdge.node.id).toBe(first.ticketEdge.node.id);
    const listed = (await tickets(seller)).edges.filter((e: any) => e.node.subject === `Blank label ${run}`);
    expect(listed).toHaveLength(1);
  });

  it('refuses bad input with the rule’s words and raises nothing', async () => {
    const before = (await tickets(seller)).totalCount;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: ' ' }, 'subject', MSG.supportSubjectRequired],
      [{ description: '' }, 'description', MSG.supportDescriptionRequired],
      [{ subject: 'x'.repeat(151) }, 'subject', 'length should not be more than 150'],
      [{ description: 'x'.repeat(4001) }, 'description', 'length should not be more than 4000'],
      [{ orderReference: 'x'.repeat(101) }, 'orderReference', 'length should not be more than 100'],
    ];
    for (const [change, field, message] of cases) {
      const r = (await seller.gql(CREATE, { i: { ...ticket('Bad'), ...change } })).supportTicketCreate;
      expect(r.ticketEdge).toBeNull();
      expect(r.userErrors[0]).toMatchObject({ field, message });
    }
    expect((await tickets(seller)).totalCount).toBe(before);
  });

  it("another company's tickets stay hidden, and a seller cannot raise one for it", async () => {
    const mine = (await seller.gql(CREATE, { i: ticket(`Private ${run}`) })).supportTicketCreate.ticketEdge.node;
    const other = await seller2.raw(NODE, { id: mine.id });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await tickets(seller2)).edges.some((e: any) => e.node.id === mine.id)).toBe(false);

    const chaiCompany = (await seller.gql(LIST)).viewer.company.id;
    const before = (await tickets(seller)).totalCount;
    const forged = await seller2.raw(CREATE, { i: { ...ticket(`Forged ${run}`), company: chaiCompany } });
    expect(forged.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await tickets(seller)).totalCount).toBe(before);
  });

  it('only an admin moves a ticket along; the seller sees the new status', async () => {
    const mine = (await seller.gql(CREATE, { i: ticket(`Status ${run}`) })).supportTicketCreate.ticketEdge.node;
    const bySeller = await seller.raw(STATUS, { i: { ticket: mine.id, status: 'RESOLVED' } });
    expect(bySeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await seller.gql(NODE, { id: mine.id })).node.status).toBe('OPEN');

    const r = (await admin.gql(STATUS, { i: { ticket: mine.id, status: 'IN_PROGRESS' } })).supportTicketStatusUpdate;
    expect(r).toEqual({ ticket: { id: mine.id, status: 'IN_PROGRESS' }, userErrors: [] });
    expect((await seller.gql(NODE, { id: mine.id })).node.status).toBe('IN_PROGRESS');

    const unknown = Buffer.from('SupportTicket:6b1d2c3e-0f4a-4e5b-9c6d-000000000000').toString('base64');
    const missing = await admin.raw(STATUS, { i: { ticket: unknown, status: 'RESOLVED' } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
