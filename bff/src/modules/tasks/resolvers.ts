import { companyTasksChannel, openListener, taskChannel } from '@parcelo/common/pubsub';
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
    tasks: async (_, { first, after, status, search }, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(first, after);
      const where = {
        ...(status ? { status: UPSTREAM_STATUS[status] } : {}),
        ...(search ? { searchOptionType: 'title' as const, searchValue: search } : {}),
      };
      const { tasks, totalCount } = await ctx.apis.nms.tasksFind(listRequest(window, where)).catch(rethrow);
      return connectionFrom(tasks, totalCount, window);
    },
  },
  Subscription: {
    taskProgress: {
      // Checks access once, sends the task as it is, then every change published for it.
      subscribe: async function* (_, { id }, ctx) {
        const viewer = await ctx.requireViewer();
        if (id) {
          const taskId = localId(id, 'Task');
          // Listen before reading, so a change made in between (even the last one) still arrives.
          const events = await openListener<Task>(ctx.pubsub, taskChannel(taskId));
          try {
            const task = await ctx.loaders.task.load(taskId).catch(rethrow);
            if (!task) throw notFound();
            yield { taskProgress: task };
            if (task.status !== 'in-progress') return;
            for await (const next of events) {
              if (next.updatedAt < task.updatedAt) continue; // older than what was just sent
              yield { taskProgress: next };
              if (next.status !== 'in-progress') return;
            }
          } finally {
            await events.return(undefined);
          }
        } else {
          if (!viewer.companyId) throw forbidden();
          for await (const next of await openListener<Task>(ctx.pubsub, companyTasksChannel(viewer.companyId)))
            yield { taskProgress: next };
        }
      },
    },
  },
};
