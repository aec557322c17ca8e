import { describe, expect, it } from 'vitest';
import { maskPhone } from '@parcelo/common';
import { signUpSeller, signedIn, uniquePhone, verifiedSeller } from '../support/client.js';

const OUTBOX = `query($first: Int, $after: String) { notificationOutbox(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { id channel recipient template text status createdAt } } } }`;

interface Row {
  id: string;
  channel: string;
  recipient: string;
  template: string;
  text: string | null;
  status: string;
  createdAt: string;
}

describe('the notification outbox page', () => {
  it("shows admins a new seller's sign-up code with the number masked, newest first", async () => {
    const phone = uniquePhone();
    const otp = await signUpSeller(phone);

    const admin = await signedIn('admin@demo.in');
    // Other suites send messages meanwhile: the code is among the newest, not necessarily first.
    const page = (await admin.gql(OUTBOX, { first: 100 })).notificationOutbox;
    const rows = page.edges.map((e: { node: Row }) => e.node) as Row[];
    const mine = rows.find((r) => r.text?.startsWith(`${otp} is your Parcelo verification code`));
    expect(mine).toMatchObject({ channel: 'SMS', recipient: maskPhone(phone), template: 'OTP_VERIFY' });
    expect(mine!.recipient).toBe(`******${phone.slice(-4)}`);
    expect(JSON.stringify(rows)).not.toContain(phone);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.totalCount).toBeGreaterThanOrEqual(rows.length);

    // The next page carries on where this one ended.
    const first = (await admin.gql(OUTBOX, { first: 2 })).notificationOutbox;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await admin.gql(OUTBOX, { first: 2, after: first.pageInfo.endCursor })).notificationOutbox;
    expect(next.edges).toHaveLength(2);
  });

  it('refuses sellers', async () => {
    const seller = await verifiedSeller('Outbox Outsiders');
    const res = await seller.raw(OUTBOX, { first: 10 });
    expect(res.data?.notificationOutbox ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
