import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MSG,
  PERSON_USER_TYPES,
  driverEmailOf,
  type AdminRole,
  type PersonInput,
  type PersonUpdateInput,
  type ProfileInput,
  type SubAdminInput,
  type UserType,
} from '@parcelo/common';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import {
  badRequest,
  likePattern,
  notFound,
  pageOf,
  sortKey,
  type ListBody,
  type ServiceContext,
  type z,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { hashPassword } from '../passwords.js';
import { consumeOtp, sendOtp } from '../otp.js';
import { findUser, normaliseEmail, normalisePhone, assertContactFree } from '../lookup.js';
import { companyRecord, userRecord } from '../records.js';
import { revokeUserSessions } from '../sessions.js';

type Ctx = ServiceContext<UmsDB>;
type SessionsChangedFn = (userId: string) => void;

/** The admin list's search, sort and page, as the route parsed them. */
export type AdminListQuery = ListBody & { where: { searchValue?: string | undefined } };

/** The signed-in user's own profile, and the codes that confirm a new phone or email. */
function profileService(ctx: Ctx, sessionsChanged: SessionsChangedFn) {
  const { db } = ctx;
  return {
    /** The user, and the company it belongs to if any. */
    async profile(userId: string) {
      const user = await findUser(db, userId);
      if (!user) throw notFound();
      const company = user.company_id
        ? await db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()
        : undefined;
      return { user: userRecord(user), company: company ? companyRecord(company) : null };
    },

    /** The name and company name change now; a new phone or email waits for the code sent to it. */
    async updateProfile(userId: string, body: z.output<typeof ProfileInput>) {
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      await assertContactFree(db, email, phone, userId);
      const before = await findUser(db, userId);
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
          .where('id', '=', userId)
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
      sessionsChanged(userId);
      return { ...result, pendingContacts };
    },

    /** The code sent to a new phone or email: the contact replaces the old one, verified. */
    async verifyContact(userId: string, channel: 'phone' | 'email', otp: string) {
      const { target } = await consumeOtp(db, userId, `change_${channel}`, otp);
      const user = await findUser(db, userId);
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
      sessionsChanged(user.id);
      return userRecord(updated);
    },
  };
}

/**
 * An account an admin adds for someone else (a sub-admin, a driver, a cluster owner): no
 * company, verified, since admins vouch for the people they add.
 */
async function addVouchedUser(
  db: Kysely<UmsDB>,
  user: { name: string; email: string; phone: string; userType: UserType; role: AdminRole | null; password: string },
  emailVerified = true,
) {
  await assertContactFree(db, user.email, user.phone);
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      name: user.name,
      username: null,
      email: user.email,
      phone: user.phone,
      user_type: user.userType,
      role: user.role,
      company_id: null,
      password_hash: await hashPassword(user.password),
      account_verified: true,
      email_verified: emailVerified,
      locked_until: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return userRecord(row);
}

/** The super admin's sub-admins, the people other services add, and the loaders' batch read. */
function adminUserService(db: Kysely<UmsDB>, sessionsChanged: SessionsChangedFn) {
  return {
    addSubAdmin: (body: z.output<typeof SubAdminInput>) =>
      addVouchedUser(db, {
        name: body.name,
        email: normaliseEmail(body.email),
        phone: normalisePhone(body.phone),
        userType: 'sub_admin',
        role: body.role,
        password: body.password,
      }),

    /**
     * A Lightning driver or cluster owner, or a brand's salesman or promoter, an admin adds.
     * Drivers, salesmen and promoters sign in by phone, so they may
     * come without an email (it gets an address nobody can receive mail at) or a password
     * (none can match); a cluster owner signs in with both.
     */
    async addPerson(body: z.output<typeof PersonInput>) {
      const phone = normalisePhone(body.phone);
      // Without an email of its own, the address is the phone's: a clash is the phone's.
      if (!body.email) await assertContactFree(db, '', phone);
      return addVouchedUser(
        db,
        {
          name: body.name,
          email: body.email ? normaliseEmail(body.email) : driverEmailOf(phone),
          phone,
          userType: body.userType,
          role: null,
          password: body.password ?? randomBytes(32).toString('base64url'),
        },
        Boolean(body.email),
      );
    },

    /**
     * An admin's change to a person another service added (a driver, a salesman...): name,
     * phone and whether they may sign in. Switching them off ends every session of theirs.
     */
    async updatePerson(id: string, body: z.output<typeof PersonUpdateInput>) {
      const before = await findUser(db, id);
      if (!before || !(PERSON_USER_TYPES as readonly string[]).includes(before.user_type)) throw notFound();
      const phone = normalisePhone(body.phone);
      // A person who gave no email has the phone's address: it follows the phone.
      const email = before.email === driverEmailOf(before.phone) ? driverEmailOf(phone) : before.email;
      const clash = await db
        .selectFrom('users')
        .select('id')
        .where('id', '!=', id)
        .where((eb) => eb.or([eb('phone', '=', phone), eb('email', '=', email)]))
        .executeTakeFirst();
      if (clash) throw badRequest(MSG.fieldPhoneTaken, 'phone');
      const row = await db
        .updateTable('users')
        .set({ name: body.name, phone, email, active: body.active, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!body.active) await revokeUserSessions(db, id);
      // Sessions carry the name and phone: every process remembering them asks again.
      sessionsChanged(id);
      return userRecord(row);
    },

    /** A page of the admins and sub-admins, with the count of all the search finds. */
    async listAdmins(body: AdminListQuery) {
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
      return { users: rows.map(userRecord), totalCount: Number(total.n) };
    },

    /** The users of these ids; the caller decides which ids it may read. */
    async usersByIds(ids: string[]) {
      const rows = ids.length ? await db.selectFrom('users').selectAll().where('id', 'in', ids).execute() : [];
      return rows.map(userRecord);
    },
  };
}

/** Users: the signed-in user's profile and the super admin's sub-admins. */
export function userService(ctx: Ctx) {
  // Every process that remembers sessions forgets this user's at once (the BFFs, the services).
  const sessionsChanged: SessionsChangedFn = (userId) =>
    ctx.pubsub.publish(sessionsChangedChannel, { userId } satisfies SessionsChanged);
  return { ...profileService(ctx, sessionsChanged), ...adminUserService(ctx.db, sessionsChanged) };
}

export type UserService = ReturnType<typeof userService>;
