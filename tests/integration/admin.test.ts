import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, signedIn, uniqueEmail, uniquePhone } from '../support/client.js';

const CREATE = `mutation($i: SubAdminCreateInput!) { subAdminCreate(input: $i) { user { id name role userType } userErrors { field message code } } }`;
const USERS = `query($first: Int, $after: String, $search: String) { adminUsers(first: $first, after: $after, search: $search) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { name email role } } } }`;

describe('admin fields', () => {
  it('are FORBIDDEN to sellers and UNAUTHENTICATED when signed out', async () => {
    const seller = await signedIn('seller@demo.in');
    for (const query of ['{ companies { totalCount } }', '{ adminUsers { totalCount } }']) {
      const res = await seller.raw(query);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await new Session().raw(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const res = await seller.raw(CREATE, {
      i: { name: 'X', phone: uniquePhone(), email: uniqueEmail(), password: 'Abcd12345', role: 'OPS' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists companies with paging and search', async () => {
    const admin = await signedIn('admin@demo.in');
    const page = await admin.gql(
      `{ companies(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { name code owner { email } } } } }`,
    );
    expect(page.companies.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.companies.edges).toHaveLength(2);
    expect(page.companies.pageInfo.hasNextPage).toBe(true);
    const next = await admin.gql(
      `query($a: String) { companies(first: 2, after: $a) { pageInfo { hasPreviousPage } edges { node { code } } } }`,
      { a: page.companies.pageInfo.endCursor },
    );
    expect(next.companies.pageInfo.hasPreviousPage).toBe(true);
    const seen = new Set(
      [...page.companies.edges, ...next.companies.edges].map((e: { node: { code: string } }) => e.node.code),
    );
    expect(seen.size).toBe(page.companies.edges.length + next.companies.edges.length);

    const found = await admin.gql(
      `{ companies(search: "bombay thr") { totalCount edges { node { name owner { email } invoicingComplete } } } }`,
    );
    expect(found.companies.edges).toContainEqual({
      node: { name: 'Bombay Threads', owner: { email: 'seller2@demo.in' }, invoicingComplete: true },
    });
  });

  it('rejects page sizes above 300', async () => {
    const admin = await signedIn('admin@demo.in');
    const res = await admin.raw(`{ companies(first: 301) { totalCount } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('creates a sub-admin who then signs in, appears under Users, and cannot create others', async () => {
    const admin = await signedIn('admin@demo.in');
    const email = uniqueEmail('ops');
    const created = await admin.gql(CREATE, {
      i: { name: 'Kabir Ops', phone: uniquePhone(), email, password: 'Kabir1234', role: 'FINANCE' },
    });
    expect(created.subAdminCreate.userErrors).toEqual([]);
    expect(created.subAdminCreate.user).toMatchObject({ name: 'Kabir Ops', role: 'FINANCE', userType: 'SUB_ADMIN' });

    const listed = await admin.gql(USERS, { search: email });
    expect(listed.adminUsers.edges).toEqual([{ node: { name: 'Kabir Ops', email, role: 'FINANCE' } }]);

    const sub = await signedIn(email, 'Kabir1234');
    const viewer = await sub.gql(`{ viewer { userType isAdmin role } }`);
    expect(viewer.viewer).toEqual({ userType: 'SUB_ADMIN', isAdmin: true, role: 'FINANCE' });
    expect((await sub.gql(`{ companies(first: 1) { totalCount } }`)).companies.totalCount).toBeGreaterThan(0);
    const denied = await sub.raw(CREATE, {
      i: { name: 'Y', phone: uniquePhone(), email: uniqueEmail(), password: 'Abcd12345', role: 'OPS' },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('validates the sub-admin form and creates nothing on error', async () => {
    const admin = await signedIn('admin@demo.in');
    const email = uniqueEmail('bad');
    const bad = await admin.gql(CREATE, {
      i: { name: 'Bad Phone', phone: '12345', email, password: 'Abcd12345', role: 'OPS' },
    });
    expect(bad.subAdminCreate).toEqual({
      user: null,
      userErrors: [{ field: 'phone', message: MSG.phoneInvalid, code: 'INVALID' }],
    });
    expect((await admin.gql(USERS, { search: email })).adminUsers.totalCount).toBe(0);
  });
});
