import { randomUUID } from 'node:crypto';
import { TaskRecordSchema, type TaskRecord } from '@parcelo/common';
import { companyTasksChannel, taskChannel } from '@parcelo/common/pubsub';
import {
  answers,
  byIdsRoute,
  isAdminType,
  isInternal,
  notFound,
  ok,
  pageOf,
  listBody,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { NmsDB, TaskRow } from '../db.js';

const taskRecord = (t: TaskRow): TaskRecord => ({
  id: t.id,
  queue: t.queue,
  companyId: t.company_id,
  userId: t.user_id,
  type: t.type,
  title: t.title,
  status: t.status,
  progress: t.progress,
  total: t.total,
  succeeded: t.succeeded,
  failed: t.failed,
  result: t.result,
  error: t.error,
  createdAt: t.created_at.toISOString(),
  updatedAt: t.updated_at.toISOString(),
});

const CreateBody = z.object({
  companyId: z.string().uuid().nullable(),
  userId: z.string().uuid(),
  type: z.string().min(1).max(40),
  title: z.string().min(1).max(200),
  total: z.number().int().min(0),
});

const UpdateBody = z.object({
  status: z.enum(['in-progress', 'completed', 'failed']).optional(),
  progress: z.number().int().min(0).max(100).optional(),
  succeeded: z.number().int().min(0).optional(),
  failed: z.number().int().min(0).optional(),
  result: z
    .object({
      succeeded: z.array(z.object({ key: z.string(), message: z.string().nullable() })),
      failed: z.array(z.object({ key: z.string(), message: z.string().nullable() })),
    })
    .optional(),
  error: z.string().max(2000).nullable().optional(),
});

const FindBody = listBody(
  {
    status: z.enum(['in-progress', 'completed', 'failed']),
    searchOptionType: z.enum(['title', 'type']),
    searchValue: z.string().trim(),
    companyId: z.string().uuid(),
    /** Tasks changed at or after this instant (a subscriber catching up after a break in the event bus). */
    updatedSince: z.iso.datetime({ offset: true }),
  },
  ['createdAt'] as const,
);

const QueueParams = z.object({ name: z.string().max(200) });
const TaskParams = QueueParams.extend({ taskId: z.string().max(200) });

const TaskAnswer = answers(z.object({ task: TaskRecordSchema }));
const ProgressAnswer = answers(z.object({ task: TaskRecordSchema, progress: z.number() }));
const FindAnswer = answersPage('tasks', TaskRecordSchema);

/**
 * The task centre: durable records of long work that other services run. Owners
 * report progress here; every change is published for the BFF's live subscriptions.
 */
export function taskRoutes(app: ServiceApp, ctx: ServiceContext<NmsDB>) {
  const { db } = ctx;

  // The row is stored first; the event only hastens it to the subscribers, who read it again should it be lost.
  const publish = (t: TaskRow) => {
    const record = taskRecord(t);
    ctx.pubsub.publish(taskChannel(t.id), record);
    if (t.company_id) ctx.pubsub.publish(companyTasksChannel(t.company_id), record);
    return record;
  };

  app.post(
    '/queue/:name',
    { config: { access: 'internal' }, schema: { body: CreateBody, params: QueueParams, response: TaskAnswer } },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      const row = await db
        .insertInto('tasks')
        .values({
          id: randomUUID(),
          queue: request.params.name,
          company_id: body.companyId,
          user_id: body.userId,
          type: body.type,
          title: body.title,
          status: 'in-progress',
          progress: 0,
          total: body.total,
          succeeded: 0,
          failed: 0,
          result: null,
          error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ task: publish(row) }, 'Task created');
    },
  );

  app.patch(
    '/queue/:name/:taskId',
    {
      config: { access: 'internal' },
      schema: { body: UpdateBody, params: TaskParams, response: TaskAnswer },
    },
    async (request) => {
      ctx.auth.internal(request);
      const body = request.body;
      const row = await db
        .updateTable('tasks')
        .set({
          ...(body.status ? { status: body.status } : {}),
          ...(body.progress !== undefined ? { progress: body.progress } : {}),
          ...(body.succeeded !== undefined ? { succeeded: body.succeeded } : {}),
          ...(body.failed !== undefined ? { failed: body.failed } : {}),
          ...(body.result ? { result: JSON.stringify(body.result) } : {}),
          ...(body.error !== undefined ? { error: body.error } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', request.params.taskId)
        .where('queue', '=', request.params.name)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok({ task: publish(row) });
    },
  );

  /** Polled for progress; only the task's company (or an admin, or a service) may read it. */
  app.get(
    '/queue/:name/:taskId',
    {
      config: { access: ['internal', 'member'] },
      schema: { params: z.object({ name: z.string().max(200), taskId: z.string().uuid() }), response: ProgressAnswer },
    },
    async (request) => {
      const id = request.params.taskId;
      let q = db.selectFrom('tasks').selectAll().where('id', '=', id).where('queue', '=', request.params.name);
      if (!isInternal(request)) {
        const principal = await ctx.auth.member(request);
        if (!isAdminType(principal.userType)) q = q.where('company_id', '=', principal.companyId ?? '');
      }
      const row = await q.executeTakeFirst();
      if (!row) throw notFound();
      return ok({ task: taskRecord(row), progress: row.progress });
    },
  );

  byIdsRoute(
    app,
    '/task-center/byIds',
    'tasks',
    async (ids, request) => {
      const principal = await ctx.auth.member(request);
      let q = db.selectFrom('tasks').selectAll().where('id', 'in', ids);
      if (!isAdminType(principal.userType)) q = q.where('company_id', '=', principal.companyId ?? '');
      return (await q.execute()).map(taskRecord);
    },
    { record: TaskRecordSchema },
  );

  app.post(
    '/task-center/find',
    { config: { access: 'member' }, schema: { body: FindBody, response: FindAnswer } },
    async (request) => {
      const body = request.body;
      // Admins name a company (Brands > TaskCenterAdmin) or see every company's; others only their own.
      const { companyId } = await ctx.auth.scope(request, body.where.companyId);
      const { limit, offset, order } = pageOf(body);
      let q = db.selectFrom('tasks');
      if (companyId) q = q.where('company_id', '=', companyId);
      if (body.where.status) q = q.where('status', '=', body.where.status);
      if (body.where.updatedSince) q = q.where('updated_at', '>=', new Date(body.where.updatedSince));
      if (body.where.searchValue) {
        const like = likePattern(body.where.searchValue, 'contains');
        q = q.where(body.where.searchOptionType === 'type' ? 'type' : 'title', 'ilike', like);
      }
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ tasks: rows.map(taskRecord), totalCount: Number(total.n) });
    },
  );
}
