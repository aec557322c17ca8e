import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import type { Principal } from '@parcelo/common';
import { admitDocument, type TrustedDocuments } from './trustedDocuments.js';

const enforced: TrustedDocuments = {
  enforced: true,
  text: (id) => (id === 'known' ? '{ viewer { isAdmin } }' : undefined),
};

const principal = (userType: Principal['userType'], apiKeyId: string | null = null): Principal => ({
  sessionId: 's',
  userId: 'u',
  userType,
  role: null,
  companyId: userType === 'seller' ? 'c' : null,
  name: 'N',
  username: null,
  email: 'e@x.in',
  phone: '9000000000',
  accountVerified: true,
  emailVerified: true,
  warehouseIds: [],
  apiKeyId,
});

const admit = (who: Principal | null, request: Record<string, unknown>) =>
  admitDocument(enforced, request, () => Promise.resolve(who));

describe('trusted documents', () => {
  it("take an API key's own text, as an admin's, and refuse a browser session's", async () => {
    const query = '{ orders(first: 5) { totalCount } }';
    expect(await admit(principal('seller', 'key-1'), { query })).toEqual({ query });
    expect(await admit(principal('admin'), { query })).toEqual({ query });
    const refused = await admit(principal('seller'), { query });
    expect(refused).toBeInstanceOf(GraphQLError);
    expect((refused as GraphQLError).extensions.code).toBe('PERSISTED_QUERY_REQUIRED');
    expect(await admit(null, { query })).toBeInstanceOf(GraphQLError);
  });

  it('run a known document for anyone', async () => {
    expect(await admit(principal('seller'), { documentId: 'known' })).toEqual({ query: '{ viewer { isAdmin } }' });
  });
});
