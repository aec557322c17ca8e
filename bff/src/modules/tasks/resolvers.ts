import { Resync, companyTasksChannel, openListener, taskChannel } from '@parcelo/common/pubsub';
import { LRUCache } from 'lru-cache';
import { isAdmin, type Context } from '../../context.js';
import { endingOnReturn, readAgain, readBriefly, subscriber } from '../../live.js';
import type { Resolvers, TaskStatus } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { forbidden, notFound, rethrow } from '../../errors.js';
import type { Task } from '../../upstream/models.js';

const STATUS: Record<Task['status'], TaskStatus> = {
  'in-progress': 'IN_PROGRESS',
  completed: 'COMPLETED',
  failed: 'FAILED',
};
const UPSTREAM_STATUS: Record<TaskStatus, Task['status']> = {
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'completed',
  FAILED: 'failed',
};

export const taskResolvers: Resolvers = {
  Task: {
    id: (t) => toGlobalId('Task', t.id),
    status: (t) => STATUS[t.status],
  },
  Query: {
    tasks: async (_, { first, after, status, search, company }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(company ? { companyId: localId(company, 'Company') } : {}),
        ...(status ? { status: UPSTREAM_STATUS[status] } : {}),
        ...(search ? { searchOptionType: 'title' as const, searchValue: search } : {}),
      };
      const { tasks, totalCount } = await ctx.apis.nms.tasksFind(listRequest(window, where)).catch(rethrow);
      return connectionFrom(tasks, totalCount, window);
    },
  },
  Subscription: {
    taskProgress: {
      // Checks access once, sends the task as it is, then every change published for it, and
      // the task as stored again whenever the event bus is back after a break.
      subscribe: (_, { id, company }, ctx) =>
        endingOnReturn(async function* (signal) {
          const viewer = await subscriber(ctx);
          if (id) {
            const taskId = localId(id, 'Task');
            const read = () => ctx.loaders.task.clear(taskId).load(taskId);
            // Listen before reading, so a change made in between (even the last one) still arrives.
            const events = await openListener<Task>(ctx.pubsub, taskChannel(taskId), {
              resyncEveryMs: TASK_REREAD_MS,
              signal,
            });
            try {
              let task = await readBriefly(read).catch(rethrow);
              if (!task) throw notFound();
              yield { taskProgress: task };
              if (task.status !== 'in-progress') return;
              for await (const next of events) {
                const fresh = next instanceof Resync ? await readAgain(read) : next;
                if (!fresh || fresh.updatedAt < task.updatedAt) continue; // older than what was sent
                if (next instanceof Resync && fresh.updatedAt === task.updatedAt) continue; // nothing new
                task = fresh;
                yield { taskProgress: task };
                if (task.status !== 'in-progress') return;
              }
            } finally {
              await events.return();
            }
          } else {
            const named = company ? localId(company, 'Company') : null;
            // Admins follow the company they name; everyone else only their own.
            const companyId = isAdmin(viewer) ? named : viewer.companyId;
            if (!companyId) throw forbidden();
            if (named && named !== companyId) throw notFound();
            const events = await openListener<Task>(ctx.pubsub, companyTasksChannel(companyId), { signal });
            try {
              yield* companyTasks(ctx, events, companyId);
            } finally {
              await events.return();
            }
          }
        }),
    },
  },
};

/**
 * How often a followed task still in progress is read again with no event heard: its work
 * may run in another process of the service, whose events reach this one only through Redis.
 */
const TASK_REREAD_MS = 5_000;

/** Tasks a company's subscription remembers having sent (the newest heard of). */
const SENT_TASKS_KEPT = 1_000;

/** Each remembered task counts one towards SENT_TASKS_KEPT. */
const oneEach = () => 1;

/** Tasks read again after a break in the event bus: enough to tell a client its list changed. */
const CATCH_UP_TASKS = 100;
/** Taken off the time a change may have been missed since, for clocks of the BFF and NMS that differ. */
const CLOCK_MARGIN_MS = 30_000;

/**
 * The company's tasks in progress as they are, then each change, and after a break in the
 * event bus every task changed since it began (or since the last read, if later).
 */
async function* companyTasks(ctx: Context, events: AsyncIterable<Task | Resync>, companyId: string) {
  // id -> updatedAt last sent, for the tasks heard of lately: a long-followed company's
  // thousands of tasks need not all be remembered, only those that may still change. Bounded
  // by size rather than `max`, which would reserve room for all of them up front in every
  // subscription (some 25 KB each, most of an idle subscriber's memory).
  const sent = new LRUCache<string, string>({ maxSize: SENT_TASKS_KEPT, sizeCalculation: oneEach });
  // An event of the instant last sent still goes out; a read of it does not.
  const isNew = (task: Task, read: boolean) => {
    const last = sent.get(task.id);
    if (last !== undefined && (task.updatedAt < last || (read && task.updatedAt === last))) return false;
    sent.set(task.id, task.updatedAt);
    return true;
  };
  const find = (where: { status?: Task['status']; updatedSince?: string }) => () =>
    ctx.apis.nms
      .tasksFind(listRequest({ offset: 0, limit: CATCH_UP_TASKS }, { ...where, companyId }))
      .then((r) => r.tasks.reverse()); // oldest first, as events come
  let readAt = Date.now();
  for (const task of await readBriefly(find({ status: 'in-progress' })).catch(rethrow))
    if (isNew(task, true)) yield { taskProgress: task };
  for await (const next of events) {
    if (!(next instanceof Resync)) {
      if (isNew(next, false)) yield { taskProgress: next };
      continue;
    }
    const since = Math.max(readAt, next.lostAt?.getTime() ?? readAt) - CLOCK_MARGIN_MS;
    readAt = Date.now();
    for (const task of (await readAgain(find({ updatedSince: new Date(since).toISOString() }))) ?? [])
      if (isNew(task, true)) yield { taskProgress: task };
  }
}
