/**
 * The BFF's own CPU per orders page: the services in one process, the BFF alone in
 * another, one client asking for the page (50 rows, items and warehouse) a fixed number of
 * times. CPU time read from each process (process.cpuUsage) does not depend on how busy
 * the machine is, unlike latency. Run on its own against any seeded database:
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/mine npx tsx tests/bench/cpu.ts
 *
 * or as part of `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import type { ServiceUrls } from '@parcelo/services/config';
import { start } from './child.js';

/** The orders page as the web app asks for it: 50 rows with items and pickup warehouse, default filters. */
export const ORDERS_PAGE = `query($first: Int) { orders(first: $first) { totalCount pageInfo { hasNextPage endCursor }
  edges { node { id shopOrderId createdAt status { label tone } paymentMode totalAmount awb customer { name phone }
  items { title sku quantity } warehouse { id name } } } } }`;

export interface CpuFigures {
  requests: number;
  /** ms of CPU per page in the BFF's process. */
  bff: number;
  /** ms of CPU per page in the services' process (OMS's list, WMS's warehouses, UMS when asked). */
  services: number;
}

/** The bench asks hundreds of pages a second as one seller, far past any person's GraphQL budget. */
export const UNTHROTTLED = {
  GRAPHQL_COST_PER_USER: process.env.GRAPHQL_COST_PER_USER ?? '1000000000',
  GRAPHQL_COST_PER_COMPANY: process.env.GRAPHQL_COST_PER_COMPANY ?? '1000000000',
};

export async function measureBffCpu(databaseUrl: string, requests = 1_000, warmup = 300): Promise<CpuFigures> {
  const env = {
    ...process.env,
    ...UNTHROTTLED,
    BENCH_DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const services = await start<{ urls: ServiceUrls }>('./services.ts', env);
  const bff = await start<{ bffUrl: string }>('./bff.ts', {
    ...env,
    BENCH_SERVICE_URLS: JSON.stringify(services.ready.urls),
  });
  try {
    const url = `${bff.ready.bffUrl}/graphql`;
    const post = (body: string, cookie?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body,
      });
    const signIn = await post(
      JSON.stringify({
        query: `mutation { signIn(input: { login: "seller@demo.in", password: "Demo@1234" }) { userErrors { message } } }`,
      }),
    );
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = JSON.stringify({ query: ORDERS_PAGE, variables: { first: 50 } });
    const ask = async () => {
      const body = (await (await post(page, cookie)).json()) as {
        data?: { orders: { edges: unknown[] } };
        errors?: unknown;
      };
      if (body.errors || body.data!.orders.edges.length !== 50)
        throw new Error(`orders page failed: ${JSON.stringify(body.errors ?? 'fewer than 50 rows')}`);
    };
    for (let i = 0; i < warmup; i++) await ask();
    const [bff0, services0] = await Promise.all([bff.cpuMs(), services.cpuMs()]);
    for (let i = 0; i < requests; i++) await ask();
    const [bff1, services1] = await Promise.all([bff.cpuMs(), services.cpuMs()]);
    return { requests, bff: (bff1 - bff0) / requests, services: (services1 - services0) / requests };
  } finally {
    await bff.stop();
    await services.stop();
  }
}

export const cpuText = (f: CpuFigures) =>
  `CPU per orders page (50 rows), over ${f.requests.toLocaleString('en-IN')} pages from one client: BFF ${f.bff.toFixed(2)} ms, services ${f.services.toFixed(2)} ms.`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a seeded database (npm run seed -- --orders 20000).');
  console.log(cpuText(await measureBffCpu(url, Number(process.env.BENCH_CPU_REQUESTS ?? 1_000))));
}
