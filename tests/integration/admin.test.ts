import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, completeInvoicing, signedIn, uniqueEmail, uniquePhone, verifiedSeller } from '../support/client.js';

const CREATE = `mutation($i: SubAdminCreateInput!) { subAdminCreate(input: $i) { user { id name role userType } userErrors { field message code } } }`;
const USERS = `query($first: Int, $after: String, $search: String) { adminUsers(first: $first, after: $after, search: $search) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { name email role } } } }`;

describe('admin fields', () => {
  it('are FORBIDDEN to sellers and UNAUTHENTICATED when signed out', async () => {
    const seller = await verifiedSeller('Admin Fields Tea Co');
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

    // A company of its own to find, by the start of its name in any case.
    const run = Math.random().toString(36).slice(2, 8);
    const name = `Nilgiri Tea Traders ${run}`;
    const owner = await verifiedSeller(name);
    await completeInvoicing(owner, { legalName: `${name} Pvt Ltd` });
    const found = await admin.gql(
      `query($s: String) { companies(search: $s) { totalCount edges { node { name owner { email } invoicingComplete } } } }`,
      { s: `nilgiri tea traders ${run}`.slice(0, -2) },
    );
    expect(found.companies.edges).toContainEqual({
      node: { name, owner: { email: owner.login }, invoicingComplete: true },
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

  it('sorts companies, warehouses and sub-admins on the service by an allowed column, and exports every matching row as CSV', async () => {
    const admin = await signedIn('admin@demo.in');
    const byCollation = (values: string[], order: 'ASC' | 'DESC') => {
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return order === 'ASC' ? sorted : sorted.reverse();
    };
    // Compared with PostgreSQL's own order of the same strings, so collation is not at stake.
    const lower = (values: string[]) => values.map((v) => v.toLowerCase());
    for (const order of ['ASC', 'DESC'] as const) {
      const companies = (
        await admin.gql(`query($s: CompanySort) { companies(first: 300, sort: $s) { edges { node { name code } } } }`, {
          s: { by: 'CODE', order },
        })
      ).companies.edges.map((e: { node: { code: string } }) => e.node.code);
      expect(companies.length).toBeGreaterThanOrEqual(3);
      expect(lower(companies)).toEqual(byCollation(lower(companies), order));

      const warehouses = (
        await admin.gql(`query($s: WarehouseSort) { warehouses(first: 300, sort: $s) { edges { node { name } } } }`, {
          s: { by: 'NAME', order },
        })
      ).warehouses.edges.map((e: { node: { name: string } }) => e.node.name);
      expect(warehouses.length).toBeGreaterThanOrEqual(2);
      expect(lower(warehouses)).toEqual(byCollation(lower(warehouses), order));
    }
    // The service takes only the sort keys it allows: GraphQL names them, and nothing else gets through.
    const unknown = await admin.raw(`{ companies(sort: { by: PASSWORD }) { totalCount } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // Two sub-admins with names in reverse order of creation: by name, the later one comes first.
    const tag = uniqueEmail('sortcheck')
      .split('@')[0]!
      .replace(/[^a-z0-9]/g, '');
    for (const name of [`Zz ${tag}`, `Aa ${tag}`]) {
      const created = await admin.gql(CREATE, {
        i: {
          name,
          phone: uniquePhone(),
          email: uniqueEmail(name[0]!.toLowerCase()),
          password: 'Abcd12345',
          role: 'OPS',
        },
      });
      expect(created.subAdminCreate.userErrors).toEqual([]);
    }
    const SORTED = `query($search: String, $s: UserSort) { adminUsers(search: $search, sort: $s) { edges { node { name } } } }`;
    const names = async (s: unknown) =>
      (await admin.gql(SORTED, { search: tag, s })).adminUsers.edges.map(
        (e: { node: { name: string } }) => e.node.name,
      );
    expect(await names({ by: 'NAME', order: 'ASC' })).toEqual([`Aa ${tag}`, `Zz ${tag}`]);
    expect(await names({ by: 'NAME', order: 'DESC' })).toEqual([`Zz ${tag}`, `Aa ${tag}`]);
    expect(await names(null)).toEqual([`Aa ${tag}`, `Zz ${tag}`]);

    // The export has every matching row in the list's order, beyond the page on screen.
    const csv = async (path: string) => {
      const res = await fetch(`${admin.url}${path}`, { headers: { cookie: admin.cookie! } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
      return (await res.text()).trim().split('\n');
    };
    const users = await csv(`/files/admin-users.csv?search=${tag}&sort=NAME&order=DESC`);
    expect(users[0]).toBe('Name,Email,Phone,Role,Created');
    expect(users.slice(1).map((line) => line.split(',')[0])).toEqual([`Zz ${tag}`, `Aa ${tag}`]);
    const total = (await admin.gql(`{ companies(first: 1) { totalCount } }`)).companies.totalCount;
    const companies = await csv('/files/companies.csv?sort=NAME&order=ASC');
    expect(companies[0]).toBe('Name,Code,Owner,Owner email,Owner phone,Invoicing complete,Created');
    // Counted first: companies signed up meanwhile by other suites can only add rows.
    expect(companies.length).toBeGreaterThanOrEqual(total + 1);
    expect((await csv('/files/warehouses.csv?search=Okhla')).slice(1).join('\n')).toContain('Okhla Micro-WH');
    const outbox = await csv('/files/notifications.csv');
    expect(outbox[0]).toBe('Created,Recipient,Channel,Template,Text,Status,Error,Sent');
    // The sub-admins created above were each told by e-mail or SMS.
    expect(outbox.length).toBeGreaterThan(1);
    // Only for admins, as the lists are.
    const seller = await verifiedSeller('Admin Fields Tea Co');
    const refused = await fetch(`${seller.url}/files/companies.csv`, { headers: { cookie: seller.cookie! } });
    expect(refused.status).toBe(403);
  });
});
