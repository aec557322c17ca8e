import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { buildSchema } from './schema.js';
import type { Principal } from '@parcelo/common';
import { COST, chargeOperation, createCostLimits, operationCost } from './costLimit.js';

const schema = buildSchema();
const cost = (query: string, variables?: Record<string, unknown>) =>
  operationCost(schema, parse(query), undefined, variables);

describe('operationCost', () => {
  it('charges the records a query may list, and at least 1', () => {
    expect(cost(`{ viewer { isAdmin } }`)).toBe(COST.minimum);
    expect(cost(`query($n: Int) { orders(first: $n) { totalCount } }`, { n: 50 })).toBe(50);
  });

  it('charges a mutation 10 on top of what it lists', () => {
    expect(cost(`mutation { signOut(input: {}) { userErrors { message } } }`)).toBe(COST.mutation);
  });
});

describe('chargeOperation', () => {
  it("charges an API key's own budget, apart from its creator's, within the company's", async () => {
    const limits = createCostLimits({ perUser: 10, perCompany: 25, windowSeconds: 60 }, undefined);
    const seller = { userId: 'u1', userType: 'seller', companyId: 'c1', apiKeyId: null } as Principal;
    const key = { ...seller, apiKeyId: 'k1' };
    const as = (p: Principal) => ({ viewer: () => Promise.resolve(p) });
    try {
      expect((await chargeOperation(limits, 60, as(key), 10))?.allowed).toBe(true);
      expect((await chargeOperation(limits, 60, as(key), 1))?.allowed).toBe(false);
      // The script spent its own budget: the seller's browser still has all of theirs.
      expect((await chargeOperation(limits, 60, as(seller), 10))?.allowed).toBe(true);
      // Together they are held to the company's.
      expect((await chargeOperation(limits, 60, as({ ...seller, apiKeyId: 'k2' }), 6))?.allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });
});
