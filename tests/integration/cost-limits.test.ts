import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '@parcelo/common/config';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';
import { TEST_REDIS_URL, requireRedis } from '../support/redis.js';
import { wsClient } from '../support/subscriptions.js';

// Two BFF instances sharing the machine's Redis, with a budget a test can spend: 100 records
// a user in a 10-minute window (the real one is 20,000 every 20 s).
const BUDGET = 100;
let a: RunningBff;
let b: RunningBff;

beforeAll(async () => {
  await requireRedis();
  const config = loadConfig({
    ...process.env,
    GRAPHQL_COST_PER_USER: String(BUDGET),
    GRAPHQL_COST_PER_COMPANY: String(BUDGET * 5),
    GRAPHQL_COST_WINDOW_SECONDS: '600',
  });
  const urls = inject('serviceUrls') as UpstreamUrls;
  a = await startBff({ urls, port: 0, redisUrl: TEST_REDIS_URL, config });
  b = await startBff({ urls, port: 0, redisUrl: TEST_REDIS_URL, config });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** A seller of a company of their own, new each run, so budgets left in Redis by an earlier run do not matter. */
async function newSeller(url: string): Promise<Session> {
  const seller = new Session(url);
  const phone = uniquePhone();
  await seller.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Budget Tester',
      companyName: 'Budget Traders',
      email: uniqueEmail('budget'),
      phone,
      password: 'Budget1234',
    },
  });
  await seller.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
    o: await latestOtp(phone),
  });
  return seller;
}

const PAGE = `{ orders(first: 25) { totalCount } }`;
const left = (reply: { extensions?: Record<string, any> }) =>
  reply.extensions?.cost?.throttleStatus?.currentlyAvailable as number;

describe('cost-based budgets', () => {
  it('shows the budget going down, shares it across instances, and refuses a user who spent it, not another company', async () => {
    const onA = await newSeller(a.url);
    const first = await onA.raw(PAGE);
    expect(first.errors).toBeUndefined();
    expect(first.extensions?.cost).toMatchObject({
      requestedQueryCost: 25,
      throttleStatus: { maximumAvailable: BUDGET, restoreRate: BUDGET / 600 },
      companyThrottleStatus: { maximumAvailable: BUDGET * 5 },
    });
    const second = await onA.raw(PAGE);
    expect(left(second)).toBe(left(first) - 25);

    // The same session through the other instance spends the same budget.
    const onB = new Session(b.url);
    onB.cookie = onA.cookie;
    const third = await onB.raw(PAGE);
    expect(left(third)).toBe(left(second) - 25);
    expect(left(third)).toBeLessThan(25);

    const refused = await onA.raw(PAGE);
    expect(onA.status).toBe(429);
    expect(Number(onA.headers?.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    // A refused request takes nothing: what is left still pays for something cheaper.
    const cheap = await onB.raw(`{ viewer { isAdmin } }`);
    expect(cheap.errors).toBeUndefined();
    expect(left(cheap)).toBe(left(third) - 1);

    // Spent to the last point, even a subscription is refused over the websocket.
    const rest = await onA.raw(`{ orders(first: ${left(cheap)}) { totalCount } }`);
    expect(left(rest)).toBe(0);
    const client = wsClient(onA);
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: `subscription { taskProgress { id } }` },
        { next: () => resolve('data'), error: (e) => resolve(JSON.stringify(e)), complete: () => resolve('complete') },
      );
      setTimeout(() => resolve('accepted'), 1_000);
    });
    expect(outcome).toMatch(/RATE_LIMITED/);
    await client.dispose();

    // Another company's seller has their own budget.
    const other = await newSeller(b.url);
    const theirs = await other.raw(PAGE);
    expect(theirs.errors).toBeUndefined();
    expect(other.status).toBe(200);
  });
});
