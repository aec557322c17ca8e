/**
 * The Insights page at a million orders: the page's one GraphQL query (every field of
 * `Insights`), OMS's nine /insights routes alone, and the SQL they answer from (the rollups)
 * with PostgreSQL's own timing. Part of `npm run bench`; `BENCH_ONLY=insights` runs only this.
 */
import pg from 'pg';
import { addDays, istToday, previousRange, type DayRange } from '@parcelo/common';
import { DEMO_COMPANIES } from '../../services/src/demo.js';

/** The whole dashboard as the page asks for it. */
export const INSIGHTS_PAGE = `query($range: InsightsRange, $warehouse: ID) { insights(range: $range, warehouse: $warehouse) {
  from to previousFrom previousTo
  orders { current previous change } revenue { current previous change }
  todayOrders { current previous change } todayRevenue { current previous change }
  undeliveredOrders { current previous change } cancelledOrders { current previous change }
  averageTat { current previous change delivered }
  trend { day orders revenue }
  rtoTopReasons { reason label orders }
  courierSplit { name orders delivered returned deliveryRate }
  warehouseSplit { warehouse { id name } orders revenue share }
  topProducts { byUnits { sku title units revenue } byRevenue { sku title units revenue } }
  stateWise { state orders revenue share } } }`;

export const INSIGHTS_ROUTES = [
  'orders',
  'revenue',
  'undelivered-orders',
  'cancelled-orders',
  'top-products',
  'rto-top-reasons',
  'warehouse-split',
  'courier',
  'state-wise',
] as const;

/** The last 30 days and the last year (the "Last 1 Year" preset: 366 days), ending today in India. */
export function benchRanges(now = new Date()): [string, DayRange][] {
  const today = istToday(now);
  return [
    ['30 days', { from: addDays(today, -29), to: today }],
    ['1 year', { from: addDays(today, -365), to: today }],
  ];
}

/**
 * What the routes ask of the rollups, as the definitions say: sums over one company's days,
 * grouped by what each section shows. $1 company, $2..$3 the range, $4..$5 the previous one,
 * $6 today and $7 yesterday where used.
 */
export const INSIGHTS_SQL: Record<string, string> = {
  'orders and revenue (current, previous, today, yesterday)': `
    select sum(orders) filter (where day between $2 and $3) as current,
      sum(orders) filter (where day between $4 and $5) as previous,
      sum(orders) filter (where day = $6) as today, sum(orders) filter (where day = $7) as yesterday,
      sum(amount_paise) filter (where day between $2 and $3 and key <> 'CANCELLED') as revenue,
      sum(amount_paise) filter (where day between $4 and $5 and key <> 'CANCELLED') as previous_revenue
    from oms.order_rollup
    where company_id = $1 and dim = 'status' and (day between $4 and $3 or day between $7 and $6)`,
  'trend by day': `
    select day, sum(orders) as orders, sum(amount_paise) as amount_paise
    from oms.order_rollup where company_id = $1 and dim = 'status' and day between $2 and $3
    group by day order by day`,
  'undelivered, cancelled and TAT (current and previous)': `
    select key, day between $2 and $3 as current, sum(orders) as orders, sum(delivered) as delivered, sum(tat_seconds) as tat
    from oms.order_rollup
    where company_id = $1 and dim = 'status' and key in ('UNDELIVERED', 'CANCELLED', 'DELIVERED') and day between $4 and $3
    group by 1, 2`,
  'RTO top reasons': `
    select key, sum(returned) as orders from oms.order_rollup
    where company_id = $1 and dim = 'rto_reason' and day between $2 and $3
    group by key having sum(returned) > 0 order by 2 desc`,
  'warehouse split': `
    select warehouse_id, sum(orders) as orders, sum(amount_paise) as amount_paise from oms.order_rollup
    where company_id = $1 and dim = 'status' and day between $2 and $3
    group by warehouse_id order by 2 desc`,
  'courier split': `
    select key, sum(orders) as orders, sum(delivered) as delivered, sum(returned) as returned from oms.order_rollup
    where company_id = $1 and dim = 'courier' and day between $2 and $3
    group by key order by 2 desc`,
  'state-wise': `
    select key, sum(orders) as orders, sum(amount_paise) as amount_paise from oms.order_rollup
    where company_id = $1 and dim = 'state' and day between $2 and $3
    group by key order by 2 desc`,
  'top products (by units and by revenue)': `
    select sku, (array_agg(title order by day desc))[1] as title, sum(units) as units, sum(amount_paise) as amount_paise
    from oms.order_item_rollup where company_id = $1 and day between $2 and $3
    group by sku order by units desc limit 50`,
};

/** Median execution time (PostgreSQL's own, from EXPLAIN ANALYZE) of each query for each range, in ms. */
export async function explainInsights(databaseUrl: string, runs = 7): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ranges = benchRanges();
  const today = istToday();
  const lines: string[] = [];
  const plans: string[] = [];
  try {
    for (const [name, text] of Object.entries(INSIGHTS_SQL)) {
      const cells: string[] = [];
      for (const [label, range] of ranges) {
        const previous = previousRange(range);
        const params = [
          DEMO_COMPANIES.chai,
          range.from,
          range.to,
          previous.from,
          previous.to,
          today,
          addDays(today, -1),
        ].slice(0, Math.max(...[...text.matchAll(/\$(\d)/g)].map((m) => Number(m[1]))));
        const times: number[] = [];
        let plan = '';
        for (let i = 0; i < runs; i++) {
          const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
          const [explained] = rows[0]['QUERY PLAN'] as { 'Execution Time': number; 'Planning Time': number }[];
          times.push(explained!['Execution Time'] + explained!['Planning Time']);
          if (i === runs - 1 && label === '1 year') {
            const { rows: textual } = await client.query(`explain (analyze, buffers) ${text}`, params);
            plan = textual.map((r: { 'QUERY PLAN': string }) => `    ${r['QUERY PLAN']}`).join('\n');
          }
        }
        times.sort((a, b) => a - b);
        cells.push(times[Math.floor(times.length / 2)]!.toFixed(2));
        if (plan) plans.push(`  ${name}, 1 year:\n${plan}`);
      }
      lines.push(`| ${name} | ${cells.join(' | ')} |`);
    }
    const { rows: sizes } = await client.query(
      `select (select count(*) from oms.order_rollup where company_id = $1) as rollup,
        (select count(*) from oms.order_item_rollup where company_id = $1) as items,
        (select count(*) from oms.orders where company_id = $1) as orders`,
      [DEMO_COMPANIES.chai],
    );
    const size = sizes[0] as { rollup: number; items: number; orders: number };
    return `Insights SQL on the rollups (planning + execution, PostgreSQL's EXPLAIN ANALYZE, median of ${runs}); seller@demo.in has ${Number(size.orders).toLocaleString('en-IN')} orders, ${Number(size.rollup).toLocaleString('en-IN')} order rollup rows and ${Number(size.items).toLocaleString('en-IN')} item rollup rows:

| query | ${ranges.map(([label]) => `${label} ms`).join(' | ')} |
| --- | ${ranges.map(() => '---:').join(' | ')} |
${lines.join('\n')}
${process.env.BENCH_PLANS ? `\n${plans.join('\n\n')}\n` : ''}`;
  } finally {
    await client.end();
  }
}
