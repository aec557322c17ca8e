import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  ENGINE_WINDOW_DAYS,
  RetailerInput,
  addDays,
  formatPaise,
  istToday,
  scoreRetailers,
  suggestNextOrder,
  type Principal,
  type RetailerClass,
  type RetailerEngineRun,
  type RetailerOrderLine,
  type RetailerScoreRecord,
  type StoreAddressRecord,
  type SuggestedLine,
} from '@parcelo/common';
import {
  exportRows,
  jobKey,
  notFound,
  serviceApis,
  type CsvFile,
  type CsvRow,
  type JobQueue,
  type Logger,
  type Page,
  type ServiceApis,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { storeAddressRecord } from '../records.js';
import type { RetailerService } from '../retailers/service.js';

type Db = Kysely<D2rDB>;
type Urls = ServiceContext<D2rDB>['urls'];
type TaskReport = Parameters<ServiceApis['nms']['patchQueueByNameByTaskId']>[0]['body'];

/** The task centre's queue, and the job queue's, for a brand's run. */
export const ENGINE_QUEUE = 'retailer-engine';
/** Retailers scored and written at a time, a progress report after each. */
const BATCH = 100;
/**
 * A run still going after this long failed for good (its job's retries take minutes) or
 * belonged to a process that died: the brand may start another.
 */
const STALE_RUN_MS = 15 * 60 * 1000;

/** How a retailer's name reads for sorting, as the retailers list reads it. */
const NAME = sql<string>`lower(s.first_name || coalesce(' ' || s.last_name, ''))`;

/** The engine's list's filters. */
export interface EngineFilter {
  companyId: string;
  engineClass?: RetailerClass | undefined;
  /** Only retailers whose class differs from the engine's. */
  changed?: boolean | undefined;
}

export interface EngineRow {
  retailer: StoreAddressRecord;
  score: RetailerScoreRecord | null;
}

type ScoreRow = {
  retailer_id: string;
  company_id: string;
  engine_class: string;
  score: number;
  value_paise: number | string;
  orders: number;
  on_time_share: number | null;
  avg_days_late: number;
  overdue_paise: number | string;
  suggestions: unknown;
  computed_at: Date;
};

const scoreRecord = (r: ScoreRow): RetailerScoreRecord => ({
  retailerId: r.retailer_id,
  companyId: r.company_id,
  engineClass: r.engine_class as RetailerClass,
  score: r.score,
  valuePaise: Number(r.value_paise),
  orders: r.orders,
  onTimeShare: r.on_time_share === null ? null : Number(r.on_time_share),
  avgDaysLate: Number(r.avg_days_late),
  overduePaise: Number(r.overdue_paise),
  suggestions: (typeof r.suggestions === 'string' ? JSON.parse(r.suggestions) : r.suggestions) as SuggestedLine[],
  computedAt: r.computed_at.toISOString(),
});

const runRecord = (r: {
  id: string;
  company_id: string;
  status: string;
  task_id: string | null;
  started_at: Date;
  finished_at: Date | null;
}): RetailerEngineRun => ({
  id: r.id,
  companyId: r.company_id,
  status: r.status as RetailerEngineRun['status'],
  taskId: r.task_id,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

export const ENGINE_COLUMNS = [
  'Retailer',
  'Phone',
  'Current class',
  'Engine class',
  'Score',
  'Value',
  'Orders',
  'On time',
  'Average days late',
  'Overdue',
  'Suggested lines',
  'Suggested order',
  'Computed at',
] as const;

/** One retailer as a line of the CSV export, in ENGINE_COLUMNS' order. */
export function engineLine({ retailer, score }: EngineRow): CsvRow {
  const name = [retailer.firstName, retailer.lastName].filter(Boolean).join(' ');
  return [
    name,
    retailer.phone,
    retailer.retailerClass ?? '',
    score?.engineClass ?? '',
    score?.score ?? '',
    score ? formatPaise(score.valuePaise) : '',
    score?.orders ?? '',
    // eslint-disable-next-line no-restricted-syntax -- a share as a percentage
    score?.onTimeShare == null ? '' : `${Math.round(score.onTimeShare * 100)}%`,
    score?.avgDaysLate ?? '',
    score ? formatPaise(score.overduePaise) : '',
    score?.suggestions.length ?? 0,
    score?.suggestions.map((s) => `${s.sku} x ${s.quantity} by ${s.dueDate}`).join('; ') ?? '',
    score?.computedAt ?? '',
  ];
}

/** The brand's retailers (store addresses made retailers: they have a store type). */
const retailersOf = (db: Db, companyId: string) =>
  db.selectFrom('store_addresses as s').where('s.company_id', '=', companyId).where('s.store_type', 'is not', null);

const runningRun = (db: Db, companyId: string) =>
  db
    .selectFrom('retailer_engine_runs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'running')
    .executeTakeFirst();

/** Scores the brand's retailers and writes their scores, `onBatch` told after each batch. */
async function scoreBrand(
  db: Db,
  apis: ServiceApis,
  companyId: string,
  onBatch: (done: number, total: number) => Promise<unknown>,
) {
  const from = addDays(istToday(), -(ENGINE_WINDOW_DAYS - 1));
  const [ids, activity, orderLines] = await Promise.all([
    retailersOf(db, companyId)
      .select('s.id')
      .orderBy('s.id')
      .execute()
      .then((rows) => rows.map((r) => r.id)),
    apis.invoices.postInternalD2rRetailerActivity({ internal: true, read: true, body: { companyId, from } }),
    apis.oms.postInternalD2rRetailerLines({ internal: true, read: true, body: { companyId, from } }),
  ]);
  const scores = scoreRetailers(ids, activity.retailers);
  const linesOf = new Map<string, RetailerOrderLine[]>();
  for (const l of orderLines.lines) linesOf.set(l.retailerId, [...(linesOf.get(l.retailerId) ?? []), l]);
  const now = new Date();
  for (let i = 0; i < scores.length; i += BATCH) {
    const values = scores.slice(i, i + BATCH).map((s) => ({
      retailer_id: s.retailerId,
      company_id: companyId,
      engine_class: s.engineClass,
      score: s.score,
      value_paise: s.valuePaise,
      orders: s.orders,
      on_time_share: s.onTimeShare,
      avg_days_late: s.avgDaysLate,
      overdue_paise: s.overduePaise,
      suggestions: JSON.stringify(suggestNextOrder(linesOf.get(s.retailerId) ?? [])),
      computed_at: now,
    }));
    await db
      .insertInto('retailer_scores')
      .values(values)
      .onConflict((oc) =>
        oc.column('retailer_id').doUpdateSet((eb) => ({
          engine_class: eb.ref('excluded.engine_class'),
          score: eb.ref('excluded.score'),
          value_paise: eb.ref('excluded.value_paise'),
          orders: eb.ref('excluded.orders'),
          on_time_share: eb.ref('excluded.on_time_share'),
          avg_days_late: eb.ref('excluded.avg_days_late'),
          overdue_paise: eb.ref('excluded.overdue_paise'),
          suggestions: eb.ref('excluded.suggestions'),
          computed_at: eb.ref('excluded.computed_at'),
        })),
      )
      .execute();
    await onBatch(Math.min(i + BATCH, scores.length), scores.length);
  }
  return scores.length;
}

/**
 * The retailers (named, or all whose class differs) whose class becomes the engine's,
 * each saved through the retailers' own update. Another brand's retailer is not found.
 */
export async function applyEngineClasses(
  db: Db,
  companyId: string,
  retailerIds: readonly string[] | undefined,
  update: RetailerService['update'],
) {
  let q = retailersOf(db, companyId)
    .innerJoin('retailer_scores as r', 'r.retailer_id', 's.id')
    .selectAll('s')
    .select('r.engine_class');
  if (retailerIds) {
    const found = await retailersOf(db, companyId)
      .select('s.id')
      .where('s.id', 'in', retailerIds.length ? [...retailerIds] : [''])
      .execute()
      .catch(() => []);
    if (found.length !== new Set(retailerIds).size) throw notFound();
    q = q.where('s.id', 'in', [...retailerIds]);
  }
  const rows = await q.where(sql<boolean>`s.retailer_class is distinct from r.engine_class`).execute();
  const applied: StoreAddressRecord[] = [];
  const failed: { id: string; message: string }[] = [];
  for (const row of rows) {
    // The retailer as saved, its class the engine's: a field left empty is sent as absent.
    const saved = Object.entries(storeAddressRecord(row)).filter(([, v]) => v !== null);
    const input = RetailerInput.safeParse({ ...Object.fromEntries(saved), retailerClass: row.engine_class });
    if (!input.success) {
      failed.push({ id: row.id, message: input.error.issues[0]?.message ?? 'Invalid retailer' });
      continue;
    }
    applied.push(await update(row.id, input.data, companyId));
  }
  return { applied, failed };
}

/** What the engine's page reads: the brand's runs, its retailers with their scores, the CSV. */
export function retailerEngineReads(db: Db) {
  const reads = {
    /** The brand's run going now, if any, and the last one finished. */
    async state(companyId: string) {
      const [running, last] = await Promise.all([
        runningRun(db, companyId),
        db
          .selectFrom('retailer_engine_runs')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('status', '=', 'completed')
          .orderBy('finished_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const changed = await retailersOf(db, companyId)
        .innerJoin('retailer_scores as r', 'r.retailer_id', 's.id')
        .where(sql<boolean>`s.retailer_class is distinct from r.engine_class`)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        running: running ? runRecord(running) : null,
        lastRun: last ? runRecord(last) : null,
        changedCount: Number(changed.n),
      };
    },

    /** A page of the brand's retailers by name, each with its latest score. */
    async list(filter: EngineFilter, page: Page) {
      let q = retailersOf(db, filter.companyId).leftJoin('retailer_scores as r', 'r.retailer_id', 's.id');
      if (filter.engineClass) q = q.where('r.engine_class', '=', filter.engineClass);
      if (filter.changed)
        q = q
          .where('r.engine_class', 'is not', null)
          .where(sql<boolean>`s.retailer_class is distinct from r.engine_class`);
      const [rows, total] = await Promise.all([
        q
          .selectAll('s')
          .select([
            'r.retailer_id',
            'r.engine_class',
            'r.score',
            'r.value_paise',
            'r.orders',
            'r.on_time_share',
            'r.avg_days_late',
            'r.overdue_paise',
            'r.suggestions',
            'r.computed_at',
          ])
          .orderBy(NAME)
          .orderBy('s.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const out: EngineRow[] = rows.map((r) => ({
        retailer: storeAddressRecord(r),
        score: r.retailer_id ? scoreRecord({ ...(r as ScoreRow), company_id: r.company_id }) : null,
      }));
      return { rows: out, totalCount: Number(total.n) };
    },

    /** Scores by retailer id; `scope` narrows them to a brand, or to a salesman's retailers. */
    async byIds(ids: readonly string[], scope: { companyId?: string; salesmanId?: string } = {}) {
      if (!ids.length) return [];
      let q = db
        .selectFrom('retailer_scores as r')
        .innerJoin('store_addresses as s', 's.id', 'r.retailer_id')
        .selectAll('r')
        .where('r.retailer_id', 'in', [...ids]);
      if (scope.companyId) q = q.where('s.company_id', '=', scope.companyId);
      if (scope.salesmanId) q = q.where('s.salesman_id', '=', scope.salesmanId);
      return (await q.execute()).map((r) => scoreRecord(r as ScoreRow));
    },

    /** The brand's retailers and their scores as a CSV file, by name. */
    csv(filter: EngineFilter): CsvFile {
      const rows = exportRows(
        async (window) => (await reads.list(filter, { ...window, order: 'asc' })).rows,
        (page) => page.map(engineLine),
        'asc',
      );
      return { name: 'retailer-engine', header: ENGINE_COLUMNS, rows };
    },
  };
  return reads;
}

/** The retailer engine's runs: started on demand or nightly, each a durable job reporting to the task centre. */
export function retailerEngineService(db: Db, urls: Urls, log: Logger, queue: JobQueue) {
  const apis = serviceApis(urls);

  const tell = (taskId: string | null, body: TaskReport) =>
    taskId
      ? apis.nms
          .patchQueueByNameByTaskId({ params: { name: ENGINE_QUEUE, taskId }, body, internal: true })
          // A lost progress report is made good by the next one.
          .catch((err: unknown) => log.warn({ err, taskId }, 'retailer engine progress not reported'))
      : Promise.resolve();

  return {
    ...retailerEngineReads(db),

    /**
     * Starts a run of the brand's engine, or answers the one going: two asks at once start
     * one (the partial unique index on a brand's running run). `principal` is who asked, for
     * the task centre; the nightly run has none and no task.
     */
    async start(companyId: string, principal: Principal | null): Promise<RetailerEngineRun> {
      // A run left going by a process that died no longer holds the brand.
      await db
        .updateTable('retailer_engine_runs')
        .set({ status: 'failed', finished_at: new Date() })
        .where('company_id', '=', companyId)
        .where('status', '=', 'running')
        .where('started_at', '<', new Date(Date.now() - STALE_RUN_MS))
        .execute();
      const going = await runningRun(db, companyId);
      if (going) return runRecord(going);
      const total = Number(
        (
          await retailersOf(db, companyId)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const task = principal
        ? (
            await apis.nms.postQueueByName({
              params: { name: ENGINE_QUEUE },
              internal: true,
              body: { companyId, userId: principal.userId, type: 'retailers', title: 'Retailer engine', total },
            })
          ).task
        : null;
      const id = randomUUID();
      const inserted = await db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('retailer_engine_runs')
          .values({ id, company_id: companyId, status: 'running', task_id: task?.id ?? null })
          .onConflict((oc) => oc.column('company_id').where('status', '=', 'running').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) await queue.send(tx, ENGINE_QUEUE, { runId: id }, { key: jobKey(ENGINE_QUEUE, id) });
        return row;
      });
      if (!inserted) {
        // Another ask started the brand's run a moment before: this task has nothing to do.
        await tell(task?.id ?? null, { status: 'completed', progress: 100 });
        const other = await runningRun(db, companyId);
        if (other) return runRecord(other);
        throw notFound();
      }
      queue.wake(ENGINE_QUEUE);
      return runRecord(inserted);
    },

    /** Does a run: scores every retailer of its brand, reporting progress, then closes it. */
    async run(runId: string) {
      const run = await db.selectFrom('retailer_engine_runs').selectAll().where('id', '=', runId).executeTakeFirst();
      if (run?.status !== 'running') return;
      const scored = await scoreBrand(db, apis, run.company_id, (done, total) =>
        tell(run.task_id, {
          // Short of 100 until the run is closed, so 100 always means "finished".
          // eslint-disable-next-line no-restricted-syntax -- progress in percent
          progress: Math.min(99, Math.floor((done / Math.max(1, total)) * 100)),
          succeeded: done,
        }),
      );
      await db
        .updateTable('retailer_engine_runs')
        .set({ status: 'completed', finished_at: new Date() })
        .where('id', '=', runId)
        .execute();
      await tell(run.task_id, { status: 'completed', progress: 100, succeeded: scored, failed: 0 });
    },
  };
}

export type RetailerEngineService = ReturnType<typeof retailerEngineService>;
