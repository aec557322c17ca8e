import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MSG,
  PHONE_SIGN_IN_TYPES,
  classifyLogin,
  fill,
  maskEmail,
  maskPhone,
  type Principal,
  type ResetPasswordInput,
  type SignUpInput,
} from '@parcelo/common';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import {
  ServiceError,
  badRequest,
  tooMany,
  unauthorized,
  type Logger,
  type ServiceContext,
  type z,
} from '../../platform/index.js';
import type { OtpChannel, UmsDB } from '../db.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../passwords.js';
import { findUser, findUserByLogin, normaliseEmail, normalisePhone, assertContactFree } from '../lookup.js';
import { principalOf, userRecord } from '../records.js';
import { workplaces } from '../workplaces.js';
import {
  issueOauthCode,
  redeemOauthCode,
  resolveCaller,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from '../sessions.js';
import { consumeOtp, sendOtp } from '../otp.js';

const MAX_FAILED_LOGINS = 5;

/**
 * The driver, salesman or promoter who signs in with this phone; none when the phone is no
 * such person's or the person is switched off.
 */
const phonePersonByPhone = (db: Kysely<UmsDB>, phone: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', normalisePhone(phone))
    .where('user_type', 'in', PHONE_SIGN_IN_TYPES)
    .where('active', '=', true)
    .executeTakeFirst();
const LOCK_MINUTES = 15;

type Ctx = ServiceContext<UmsDB>;
/** Who is asking: a person's session (never an API key; the routes check that). */
type Caller = Pick<Principal, 'userId' | 'sessionId'>;
type SessionsChangedFn = (userId: string) => void;

const newCompanyCode = () => 'PC' + randomBytes(4).toString('hex').toUpperCase();

const lockedMessage = (until: Date) =>
  fill(MSG.signInLocked, { minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) });

/** Locks the user out for LOCK_MINUTES, answering the error to throw. */
async function lockOut(db: Kysely<UmsDB>, userId: string) {
  const until = new Date(Date.now() + LOCK_MINUTES * 60_000);
  await db.updateTable('users').set({ failed_logins: 0, locked_until: until }).where('id', '=', userId).execute();
  return tooMany(lockedMessage(until));
}

/** Creates the company and its first user together; `contact` is the body's email and phone, normalised. */
function createAccount(
  db: Kysely<UmsDB>,
  role: 'seller' | 'warehouse',
  body: z.infer<typeof SignUpInput>,
  { email, phone }: { email: string; phone: string },
  passwordHash: string,
) {
  return db.transaction().execute(async (tx) => {
    const companyId = randomUUID();
    await tx
      .insertInto('companies')
      .values({
        id: companyId,
        code: newCompanyCode(),
        name: body.companyName,
        kind: role,
        warehouse_requirement: role === 'seller' ? (body.warehouseRequirement ?? 1) : null,
        city: body.city ?? null,
        state: body.state ?? null,
        invoicing: null,
      })
      .execute();
    return tx
      .insertInto('users')
      .values({
        id: randomUUID(),
        name: body.name,
        username: null,
        email,
        phone,
        user_type: role,
        role: null,
        company_id: companyId,
        password_hash: passwordHash,
        locked_until: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Signing up, signing in and turning a sign-in into a session. */
function signInService(ctx: Ctx) {
  const { db } = ctx;
  return {
    /** A new company with its owner, sent a code to verify their phone; answers an OAuth code to sign in with. */
    async register(role: 'seller' | 'warehouse', body: z.infer<typeof SignUpInput>, log: Pick<Logger, 'warn'>) {
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      await assertContactFree(db, email, phone);

      const passwordHash = await hashPassword(body.password);
      const user = await createAccount(db, role, body, { email, phone }, passwordHash);
      let sentTo: string | null = null;
      try {
        sentTo = await sendOtp(ctx, user, 'verify', 'phone');
      } catch (err) {
        // The account exists either way; the user can ask for the code again.
        log.warn({ err }, 'verification code not sent at sign-up');
      }
      const oauthCode = await issueOauthCode(db, user.id);
      return { user: userRecord(user), oauthCode, sentTo };
    },

    /** Checks a password, locking the account after MAX_FAILED_LOGINS wrong ones; answers an OAuth code. */
    async authenticate(login: string, password: string) {
      const user = await findUserByLogin(db, login);
      // A switched-off person is answered as an unknown login.
      if (!user?.active) {
        await burnPasswordCheck(password);
        throw unauthorized(MSG.wrongCredentials);
      }
      // Claim an attempt before checking the password, in one UPDATE, so a burst of
      // parallel guesses still gets only MAX_FAILED_LOGINS checks per lock window.
      const claim = await db
        .updateTable('users')
        .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', new Date())]))
        .returning('failed_logins')
        .executeTakeFirst();
      if (!claim) throw tooMany(lockedMessage(user.locked_until ?? new Date(Date.now() + LOCK_MINUTES * 60_000)));
      if (claim.failed_logins > MAX_FAILED_LOGINS) throw await lockOut(db, user.id);
      if (!(await verifyPassword(password, user.password_hash))) {
        if (claim.failed_logins >= MAX_FAILED_LOGINS) throw await lockOut(db, user.id);
        throw unauthorized(MSG.wrongCredentials);
      }
      await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
      const oauthCode = await issueOauthCode(db, user.id);
      return { oauthCode, userType: user.user_type };
    },

    /**
     * Texts a driver, salesman or promoter its sign-in code. A phone that is no such active
     * person's gets the same answer and no code, so the form does not tell who works for whom.
     */
    async sendDriverCode(phone: string) {
      const person = await phonePersonByPhone(db, phone);
      return person ? sendOtp(ctx, person, 'login', 'phone') : maskPhone(normalisePhone(phone));
    },

    /** Such a person's code, checked as every code is (expiry, five tries); answers an OAuth code. */
    async driverSignIn(phone: string, otp: string) {
      const person = await phonePersonByPhone(db, phone);
      if (!person) throw badRequest(MSG.otpInvalid, 'otp', 'INVALID');
      await consumeOtp(db, person.id, 'login', otp);
      return { oauthCode: await issueOauthCode(db, person.id), userType: person.user_type };
    },

    /** The session an OAuth code opens, or null when the code is unknown, used or expired. */
    openSession: (oauthCode: string, userAgent: string | null) => redeemOauthCode(db, oauthCode, userAgent),

    /** The principal of a session token, or null when there is none. */
    principal: (token: string) => resolveCaller(db, token, workplaces(ctx.urls)),
  };
}

/** Ending sessions: the browser's one, the caller's, or all of the caller's. */
function signOutService(db: Kysely<UmsDB>, sessionsChanged: SessionsChangedFn) {
  return {
    /** Ends the session of a token, if it is one. */
    async signOut(token: string) {
      const principal = await resolveSession(db, token);
      if (principal) {
        await revokeSession(db, principal.sessionId);
        sessionsChanged(principal.userId);
      }
    },

    /** Ends the caller's session, or every session of theirs. */
    async logout(caller: Caller, everywhere: boolean | undefined) {
      if (everywhere) await revokeUserSessions(db, caller.userId);
      else await revokeSession(db, caller.sessionId);
      sessionsChanged(caller.userId);
    },
  };
}

/** Verifying the user's phone or email with a code. */
function verificationService(ctx: Ctx, sessionsChanged: SessionsChangedFn) {
  const { db } = ctx;
  return {
    /** Sends a new code to a contact not yet verified; answers where it went, masked. */
    async resendVerification(userId: string, channel: OtpChannel) {
      const user = (await findUser(db, userId))!;
      if (channel === 'phone' ? user.account_verified : user.email_verified)
        throw badRequest(MSG.alreadyVerified, null, 'NOT_ALLOWED');
      return sendOtp(ctx, user, 'verify', channel);
    },

    /** Marks the contact the code was sent to verified; answers the caller's principal as it is now. */
    async verify(caller: Caller, otp: string) {
      const { channel } = await consumeOtp(db, caller.userId, 'verify', otp);
      const user = await db
        .updateTable('users')
        .set(
          channel === 'phone'
            ? { account_verified: true, updated_at: new Date() }
            : { email_verified: true, updated_at: new Date() },
        )
        .where('id', '=', caller.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      sessionsChanged(user.id);
      return principalOf(user, caller.sessionId, await workplaces(ctx.urls)(user));
    },
  };
}

/** Changing a known password, and resetting a forgotten one with a code. */
function passwordService(ctx: Ctx, sessionsChanged: SessionsChangedFn) {
  const { db } = ctx;
  return {
    /** Checks the current password, sets the new one and ends the caller's other sessions. */
    async changePassword(caller: Caller, currentPassword: string, newPassword: string) {
      const user = (await findUser(db, caller.userId))!;
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        throw badRequest(MSG.currentPasswordWrong, 'currentPassword', 'WRONG_CREDENTIALS');
      }
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(db, user.id, caller.sessionId);
      sessionsChanged(user.id);
    },

    /** Sends a reset code to the login's account, if there is one; answers where it went, masked. */
    async forgotPassword(login: string) {
      const channel = classifyLogin(login) === 'email' ? 'email' : 'phone';
      // The same answer whether or not an account matches, and whether or not a code
      // could be sent, so this call reveals nothing about who has an account.
      const sentTo = channel === 'email' ? maskEmail(normaliseEmail(login)) : maskPhone(normalisePhone(login));
      const user = await findUserByLogin(db, login);
      if (user) {
        await sendOtp(ctx, user, 'reset', channel).catch((err: unknown) => {
          if (!(err instanceof ServiceError && err.httpStatus === 429)) throw err;
        });
      }
      return sentTo;
    },

    /** Sets a new password with a reset code, lifting any lock, and ends every session of the user. */
    async resetPassword(input: z.infer<typeof ResetPasswordInput>) {
      const user = await findUserByLogin(db, input.login);
      if (!user) throw badRequest(MSG.otpInvalid, 'otp');
      await consumeOtp(db, user.id, 'reset', input.otp);
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(input.newPassword),
          failed_logins: 0,
          locked_until: null,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(db, user.id);
      sessionsChanged(user.id);
    },
  };
}

/** Accounts' sign-up, sign-in, sessions, verification and passwords. */
export function authService(ctx: Ctx) {
  // Every process that remembers sessions forgets this user's at once (the BFFs, the services).
  const sessionsChanged: SessionsChangedFn = (userId) =>
    ctx.pubsub.publish(sessionsChangedChannel, { userId } satisfies SessionsChanged);
  return {
    ...signInService(ctx),
    ...signOutService(ctx.db, sessionsChanged),
    ...verificationService(ctx, sessionsChanged),
    ...passwordService(ctx, sessionsChanged),
  };
}

export type AuthService = ReturnType<typeof authService>;
