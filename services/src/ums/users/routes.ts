import { randomUUID } from 'node:crypto';
import { ContactVerifyInput, MSG, ProfileInput, SubAdminInput, UserRecordSchema, fill } from '@parcelo/common';
import {
  byIdsRoute,
  listBody,
  notFound,
  ok,
  pageOf,
  z,
  type ServiceContext,
  likePattern,
  type ServiceApp,
  sortKey,
} from '../../platform/index.js';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import type { UmsDB } from '../db.js';
import { hashPassword } from '../passwords.js';
import { consumeOtp, sendOtp } from '../otp.js';
import { findUser, normaliseEmail, normalisePhone, assertContactFree } from '../lookup.js';
import { companyRecord, userRecord } from '../records.js';
import { assertPerson } from '../apiKeys/keys.js';

const AdminListBody = listBody({ searchValue: z.string().trim() }, ['createdAt', 'name', 'email'] as const);
type Ctx = ServiceContext<UmsDB>;

export function userRoutes(app: ServiceApp, ctx: Ctx) {
  profileRoutes(app, ctx);
  adminUserRoutes(app, ctx);
}

/** The signed-in user's own profile, and the codes that confirm a new phone or email. */
function profileRoutes(app: ServiceApp, ctx: Ctx) {
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
    const principal = assertPerson(await ctx.auth.user(request));
    const body = request.body;
    const email = normaliseEmail(body.email);
    const phone = normalisePhone(body.phone);
    await assertContactFree(db, email, phone, principal.userId);
    const before = await findUser(db, principal.userId);
    if (!before) throw notFound();
    // A new phone or email replaces the old one only once the code sent to it comes back,
    // so the account keeps a contact it can sign in and recover with meanwhile. Codes go
    // out before anything is saved: a refused send (too many codes) changes nothing.
    const pendingContacts: { channel: 'phone' | 'email'; sentTo: string }[] = [];
    if (before.phone !== phone)
      pendingContacts.push({ channel: 'phone', sentTo: await sendOtp(ctx, before, 'change_phone', 'phone', phone) });
    if (before.email !== email)
      pendingContacts.push({ channel: 'email', sentTo: await sendOtp(ctx, before, 'change_email', 'email', email) });
    const result = await db.transaction().execute(async (tx) => {
      const user = await tx
        .updateTable('users')
        .set({ name: body.name, updated_at: new Date() })
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
    // The name a session carries changed: every process remembering it asks again.
    ctx.pubsub.publish(sessionsChangedChannel, { userId: principal.userId } satisfies SessionsChanged);
    return ok({ ...result, pendingContacts }, MSG.profileUpdated);
  });

  /** The code sent to a new phone or email: the contact replaces the old one, verified. */
  app.post(
    '/ums/profile/contact/verify',
    { config: { access: 'user' }, schema: { body: ContactVerifyInput } },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const { channel, otp } = request.body;
      const { target } = await consumeOtp(db, principal.userId, `change_${channel}`, otp);
      const user = await findUser(db, principal.userId);
      if (!user || !target) throw notFound();
      // Another account may have taken the contact while the code was on its way.
      if (channel === 'phone') await assertContactFree(db, user.email, target, user.id);
      else await assertContactFree(db, target, user.phone, user.id);
      const updated = await db
        .updateTable('users')
        .set(
          channel === 'phone'
            ? { phone: target, account_verified: true, updated_at: new Date() }
            : { email: target, email_verified: true, updated_at: new Date() },
        )
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      ctx.pubsub.publish(sessionsChangedChannel, { userId: user.id } satisfies SessionsChanged);
      return ok(
        { user: userRecord(updated) },
        fill(MSG.contactChanged, { contact: channel === 'phone' ? 'phone number' : 'email' }),
      );
    },
  );
}

/** The super admin's sub-admins, and the loaders' batch read. */
function adminUserRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

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
        q.selectAll().orderBy(sortKey(sortColumn), order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ users: rows.map(userRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders. Admins read anyone; others only themselves. */
  byIdsRoute(
    app,
    '/ums/users/byIds',
    'users',
    async (ids, request) => {
      const principal = await ctx.auth.user(request);
      const allowed =
        principal.userType === 'admin' || principal.userType === 'sub_admin'
          ? ids
          : ids.filter((id) => id === principal.userId);
      const rows = allowed.length ? await db.selectFrom('users').selectAll().where('id', 'in', allowed).execute() : [];
      return rows.map(userRecord);
    },
    { access: 'user', record: UserRecordSchema },
  );
}
