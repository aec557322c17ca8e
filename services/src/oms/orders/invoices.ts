import { sql, type Kysely, type Transaction } from 'kysely';
import { financialYearOf, invoiceNumber, invoicePrefixOf } from '@parcelo/common';
import { serviceApis, type JobKind, type JobQueue, type Logger, type ServiceUrls } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { documentPath } from '../documents/paths.js';

/** Each company's invoice prefix, read from UMS (which keeps the invoicing details). */
export async function invoicePrefixes(
  urls: ServiceUrls,
  companyIds: readonly string[],
  { skipUnknown = false } = {},
): Promise<Map<string, string>> {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return new Map();
  const { companies } = await serviceApis(urls).ums.postUmsCompaniesByIds({ internal: true, body: { ids } });
  const prefixes = new Map(companies.map((c) => [c.id, invoicePrefixOf(c)]));
  if (!skipUnknown)
    for (const id of ids) if (!prefixes.has(id)) throw new Error(`No company ${id} for its invoice prefix`);
  return prefixes;
}

/**
 * The next `count` invoice numbers of a company for the financial year `at` falls in. The
 * counter row stays locked until the caller's transaction ends, and goes back with it if
 * that transaction fails, so the numbers have no gaps and no repeats however many orders
 * are invoiced at once.
 */
export async function takeInvoiceNumbers(
  tx: Transaction<OmsDB>,
  companyId: string,
  prefix: string,
  at: Date,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const year = financialYearOf(at).label;
  // One statement, which takes the row's lock: orders queue on it, so it is held no longer than needed.
  const { last_number: last } = await tx
    .insertInto('invoice_counters')
    .values({ company_id: companyId, financial_year: year, last_number: count })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + ${count}` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
    .then((r) => ({ last_number: Number(r.last_number) - count }));
  return Array.from({ length: count }, (_, i) => invoiceNumber(prefix, year, last + 1 + i));
}

const BACKFILL_BATCH = 500;
/** Batches one job numbers before handing the rest to the next, so no run outlives its expiry. */
const BATCHES_A_JOB = 40;

/**
 * Numbers the orders written before invoice numbers existed, oldest first within each company
 * and financial year of their placing, up to `batches` of BACKFILL_BATCH; answers how many it
 * numbered. Rows being numbered elsewhere are skipped, so two processes never number the same
 * order. `companyIds` holds it to those companies' orders (every company's otherwise).
 */
export async function numberUninvoicedOrders(
  db: Kysely<OmsDB>,
  urls: ServiceUrls,
  batches = Number.POSITIVE_INFINITY,
  companyIds?: readonly string[],
): Promise<number> {
  let unnumbered = db.selectFrom('orders').select('company_id').distinct().where('invoiced_at', 'is', null);
  if (companyIds) unnumbered = unnumbered.where('company_id', 'in', companyIds.length ? [...companyIds] : ['']);
  const companies = await unnumbered.execute();
  if (!companies.length) return 0;
  // A company UMS no longer knows keeps its old orders as they are, rather than stopping the rest.
  const prefixes = await invoicePrefixes(
    urls,
    companies.map((c) => c.company_id),
    { skipUnknown: true },
  );
  let numbered = 0;
  let left = batches;
  for (const [companyId, prefix] of prefixes) {
    while (left > 0) {
      left -= 1;
      const done = await db.transaction().execute(async (tx) => {
        const rows = await tx
          .selectFrom('orders')
          .select(['id', 'created_at'])
          .where('company_id', '=', companyId)
          .where('invoiced_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .limit(BACKFILL_BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        const byYear = new Map<string, typeof rows>();
        for (const r of rows) {
          const year = financialYearOf(r.created_at).label;
          byYear.set(year, [...(byYear.get(year) ?? []), r]);
        }
        for (const group of byYear.values()) {
          const numbers = await takeInvoiceNumbers(tx, companyId, prefix, group[0]!.created_at, group.length);
          // One statement a batch: a database of old orders is numbered in seconds.
          await tx
            .updateTable('orders')
            .set({
              invoice_id: sql<string>`case ${sql.join(
                group.map((r, i) => sql`when id = ${r.id} then ${numbers[i]!}`),
                sql` `,
              )} end`,
              invoiced_at: sql<Date>`created_at`,
              invoice_url: sql<string>`coalesce(invoice_url, ${documentPath('invoice', '')} || id::text)`,
            })
            .where(
              'id',
              'in',
              group.map((r) => r.id),
            )
            .execute();
        }
        return rows.length;
      });
      numbered += done;
      if (done < BACKFILL_BATCH) break;
    }
  }
  return numbered;
}

const QUEUE = 'number-uninvoiced-orders';
/** Retried while UMS cannot be reached (a service started alone), backing off to about half an hour. */
const KIND: JobKind = { retryLimit: 12, retryDelay: 5, expireInSeconds: 600 };

/**
 * Orders from before invoice numbers existed are numbered in the background once OMS serves:
 * a start queues the work rather than doing it, however many there are.
 */
export async function invoiceBackfill(db: Kysely<OmsDB>, urls: ServiceUrls, log: Logger, queue: JobQueue) {
  await queue.define<object>(QUEUE, KIND, async () => {
    try {
      const n = await numberUninvoicedOrders(db, urls, BATCHES_A_JOB);
      if (n) log.info({ orders: n }, 'invoice numbers given to orders without one');
      if (n >= BATCHES_A_JOB * BACKFILL_BATCH) await queue.send(db, QUEUE, {});
    } catch (err) {
      log.warn({ err }, 'orders not yet given invoice numbers; trying again later');
      throw err;
    }
  });
  return { queue: () => queue.send(db, QUEUE, {}) };
}
