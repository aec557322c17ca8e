import { randomUUID } from 'node:crypto';
import { MSG, ProfileInput, SubAdminInput } from '@parcelo/common';
import {
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
} from '../../platform/index.js';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import type { UmsDB } from '../db.js';
import { hashPassword } from '../passwords.js';
import { findUser, normaliseEmail, normalisePhone, assertContactFree } from '../lookup.js';
import { companyRecord, userRecord } from '../records.js';

const AdminListBody = listBody({ searchValue: z.string().trim() }, ['createdAt', 'name', 'email'] as const);

export function userRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.get('/ums/profile/seller', { config: { access: 'user' } }, async (request) => {
    const principal = await ctx.auth.user(request);
    const user = await findUser(db, principal.userId);
    if (!user) throw notFound();
    const company = user.company_id
      ? await db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()
      : undefined;
    return ok({ user: userRecord(user), company: company ? companyRecord(company) : null });
  });

  app.put('/ums/profile/seller', { config: { access: 'user' }, schema: { body: ProfileInput } }, async (request) => {
    const principal = await ctx.auth.user(request);
    const body = request.body;
    const email = normaliseEmail(body.email);
    const phone = normalisePhone(body.phone);
    await assertContactFree(db, email, phone, principal.userId);
    const result = await db.transaction().execute(async (tx) => {
      const before = (await tx.selectFrom('users').selectAll().where('id', '=', principal.userId).executeTakeFirst())!;
      const user = await tx
        .updateTable('users')
        .set({
          name: body.name,
          email,
          phone,
          // A new address must be proven again before it counts as verified.
          email_verified: before.email === email ? before.email_verified : false,
          account_verified: before.phone === phone ? before.account_verified : false,
          updated_at: new Date(),
        })
        .where('id', '=', principal.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const company =
        user.company_id && body.companyName
          ? await tx
              .updateTable('companies')
              .set({ name: body.companyName, updated_at: new Date() })
              .where('id', '=', user.company_id)
              .returningAll()
              .executeTakeFirst()
          : undefined;
      return { user: userRecord(user), company: company ? companyRecord(company) : null };
    });
    // The name and contacts a session carries changed: every process remembering it asks again.
    ctx.pubsub.publish(sessionsChangedChannel, { userId: principal.userId } satisfies SessionsChanged);
    return ok(result, MSG.profileUpdated);
  });

  app.put(
    '/ums/profile/seller/preferences',
    { config: { access: 'user' }, schema: { body: z.object({ preferences: z.record(z.string(), z.unknown()) }) } },
    async (request) => {
      const principal = await ctx.auth.user(request);
      const { preferences } = request.body;
      if (!principal.companyId) throw notFound();
      const company = await db.transaction().execute(async (tx) => {
        const current = await tx
          .selectFrom('companies')
          .select('preferences')
          .where('id', '=', principal.companyId!)
          .forUpdate()
          .executeTakeFirstOrThrow();
        return tx
          .updateTable('companies')
          .set({ preferences: JSON.stringify({ ...current.preferences, ...preferences }), updated_at: new Date() })
          .where('id', '=', principal.companyId!)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return ok({ company: companyRecord(company) }, 'Preferences saved');
    },
  );

  app.post(
    '/ums/register/admin/add',
    { config: { access: 'superAdmin', idempotent: true }, schema: { body: SubAdminInput } },
    async (request) => {
      await ctx.auth.superAdmin(request);
      const body = request.body;
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      await assertContactFree(db, email, phone);
      const user = await db
        .insertInto('users')
        .values({
          id: randomUUID(),
          name: body.name,
          username: null,
          email,
          phone,
          user_type: 'sub_admin',
          role: body.role,
          company_id: null,
          password_hash: await hashPassword(body.password),
          // Admins vouch for the people they add.
          account_verified: true,
          email_verified: true,
          locked_until: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ user: userRecord(user) }, MSG.subAdminCreated);
    },
  );

  app.post(
    '/ums/register/admin/list',
    { config: { access: 'superAdmin' }, schema: { body: AdminListBody } },
    async (request) => {
      await ctx.auth.superAdmin(request);
      const body = request.body;
      const { limit, offset, order } = pageOf(body);
      let q = db.selectFrom('users').where('user_type', 'in', ['admin', 'sub_admin']);
      const search = body.where.searchValue;
      if (search) {
        const like = likePattern(search, 'contains');
        q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
      }
      const sortColumn =
        ({ createdAt: 'created_at', name: 'name', email: 'email' } as const)[body.sortBy.by] ?? 'created_at';
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy(sortColumn, order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ users: rows.map(userRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders. Admins read anyone; others only themselves. */
  app.post(
    '/ums/users/byIds',
    { config: { access: 'user' }, schema: { body: z.object({ ids: z.array(z.string().uuid()).max(500) }) } },
    async (request) => {
      const principal = await ctx.auth.user(request);
      const { ids } = request.body;
      const allowed =
        principal.userType === 'admin' || principal.userType === 'sub_admin'
          ? ids
          : ids.filter((id) => id === principal.userId);
      const rows = allowed.length ? await db.selectFrom('users').selectAll().where('id', 'in', allowed).execute() : [];
      return ok({ users: rows.map(userRecord) });
    },
  );
}
