/**
 * `npm run bench`: starts the whole stack on free ports (in-memory PGlite, or DATABASE_URL)
 * and measures the calls every screen makes. A benchmark, not a test: it prints figures.
 */
import { startTestStack } from '../support/stack.js';

interface Figures {
  name: string;
  n: number;
  p50: number;
  p95: number;
  perSecond: number;
}

async function measure(name: string, n: number, concurrency: number, fn: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < Math.min(20, n); i++) await fn(); // warm-up
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next += 1;
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, n, p50: at(0.5), p95: at(0.95), perSecond: (n / elapsed) * 1000 };
}

const stack = await startTestStack();
const url = `${stack.bffUrl}/graphql`;

async function gql(query: string, variables: object, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return res;
}

async function cookieFor(login: string) {
  const res = await gql(`mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`, { i: { login, password: 'Demo@1234' } });
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

const seller = await cookieFor('seller@demo.in');
const admin = await cookieFor('admin@demo.in');
const SHELL = `{ viewer { userType isAdmin user { name email } verification { required } company { name invoicingComplete warehouses { totalCount } } } }`;
const COMPANIES = `{ companies(first: 10) { totalCount edges { node { id name code owner { email } createdAt } } } }`;
const WAREHOUSES = `{ warehouses(first: 10) { totalCount edges { node { id warehouseId name address { city } companies { name } } } } }`;

const results = [
  await measure('signIn (scrypt + session)', 100, 4, async () => void (await cookieFor('seller2@demo.in'))),
  await measure('seller shell query, one at a time', 300, 1, async () => void (await gql(SHELL, {}, seller))),
  await measure('seller shell query', 1000, 8, async () => void (await gql(SHELL, {}, seller))),
  await measure('admin companies page (10)', 500, 8, async () => void (await gql(COMPANIES, {}, admin))),
  await measure('admin warehouses page (10)', 500, 8, async () => void (await gql(WAREHOUSES, {}, admin))),
];
const rss = process.memoryUsage().rss / 1024 / 1024;
await stack.close();

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
console.log(`\nParcelo bench on ${db}, Node ${process.version}\n`);
console.log('| call | requests | p50 ms | p95 ms | req/s |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r.name} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.perSecond.toFixed(0)} |`);
console.log(`\nWhole stack (8 services + BFF + database) resident memory after the run: ${rss.toFixed(0)} MiB`);
