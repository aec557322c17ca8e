import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { buildSchema } from './schema.js';
import { COST, operationCost } from './costLimit.js';

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
