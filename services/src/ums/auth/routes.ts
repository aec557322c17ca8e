import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { serialize } from 'cookie';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  MSG,
  OtpInput,
  ResetPasswordInput,
  SignUpInput,
  classifyLogin,
  fill,
  loginRule,
  phoneRule,
  requiredRule,
} from '@parcelo/common';
import {
  SESSION_COOKIE,
  ServiceError,
  config,
  badRequest,
  ok,
  tokenOf,
  tooMany,
  unauthorized,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../passwords.js';
import { findUser, findUserByLogin, normaliseEmail, normalisePhone, assertContactFree } from '../lookup.js';
import { principalOf, userRecord } from '../records.js';
import { maskEmail, maskPhone } from '@parcelo/common';
import { sessionsChangedChannel, type SessionsChanged } from '@parcelo/common/principals';
import { workplaces } from '../workplaces.js';
import {
  issueOauthCode,
  redeemOauthCode,
  resolveCaller,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from '../sessions.js';
import { assertPerson } from '../apiKeys/keys.js';
import { consumeOtp, sendOtp } from '../otp.js';

const MAX_FAILED_LOGINS = 5;
const LOCK_MINUTES = 15;

const AuthenticateBody = z.object({
  email: z.string().max(256).optional(),
  username: z.string().max(256).optional(),
  phone: z.string().max(256).optional(),
  password: z.string().max(256).optional(),
  userLoginType: z.string().max(256).optional(),
  xsrfToken: z.string().max(256).optional(),
});

const newCompanyCode = () => 'PC' + randomBytes(4).toString('hex').toUpperCase();

function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
  reply.header(
    'set-cookie',
    serialize(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      expires,
      secure: config().cookieSecure,
    }),
  );
}

export function authRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;
  // Every process that remembers sessions forgets this user's at once (the BFFs, the services).
  const sessionsChanged = (userId: string) =>
    ctx.pubsub.publish(sessionsChangedChannel, { userId } satisfies SessionsChanged);

  app.post(
    '/ums/register/:role',
    { config: { access: 'public' }, schema: { body: SignUpInput, params: z.object({ role: z.string().max(200) }) } },
    async (request) => {
      const role = request.params.role;
      if (role !== 'seller' && role !== 'warehouse') throw badRequest(`Unknown role ${role}`, 'role');
      const body = request.body;
      if (role === 'warehouse') {
        for (const [key, label] of [
          ['city', 'City'],
          ['state', 'State'],
        ] as const) {
          const m = requiredRule(label)(body[key] ?? '');
          if (m) throw badRequest(m, key, 'REQUIRED');
        }
      }
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      await assertContactFree(db, email, phone);

      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction().execute(async (tx) => {
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
      let sentTo: string | null = null;
      try {
        sentTo = await sendOtp(ctx, user, 'verify', 'phone');
      } catch (err) {
        // The account exists either way; the user can ask for the code again.
        request.log.warn({ err }, 'verification code not sent at sign-up');
      }
      const oauthCode = await issueOauthCode(db, user.id);
      return ok({ user: userRecord(user), oauthCode, sentTo }, 'Registered successfully');
    },
  );

  app.post(
    '/oauth2/authenticate',
    { config: { access: 'public' }, schema: { body: AuthenticateBody } },
    async (request) => {
      const body = request.body;
      const login = body.phone ?? body.email ?? body.username ?? '';
      const loginMessage = body.phone !== undefined ? phoneRule(body.phone) : loginRule(login);
      if (loginMessage) throw badRequest(loginMessage, body.phone !== undefined ? 'phone' : 'login');
      if (!body.password) throw badRequest(MSG.passwordRequired, 'password', 'REQUIRED');

      const user = await findUserByLogin(db, login);
      if (!user) {
        await burnPasswordCheck(body.password);
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
      const lockedMessage = (until: Date) =>
        fill(MSG.signInLocked, { minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) });
      if (!claim) throw tooMany(lockedMessage(user.locked_until ?? new Date(Date.now() + LOCK_MINUTES * 60_000)));
      const lock = async () => {
        const until = new Date(Date.now() + LOCK_MINUTES * 60_000);
        await db
          .updateTable('users')
          .set({ failed_logins: 0, locked_until: until })
          .where('id', '=', user.id)
          .execute();
        return tooMany(lockedMessage(until));
      };
      if (claim.failed_logins > MAX_FAILED_LOGINS) throw await lock();
      if (!(await verifyPassword(body.password, user.password_hash))) {
        if (claim.failed_logins >= MAX_FAILED_LOGINS) throw await lock();
        throw unauthorized(MSG.wrongCredentials);
      }
      await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', user.id).execute();
      const oauthCode = await issueOauthCode(db, user.id);
      return ok({ responseBody: { oauthCode, userType: user.user_type } }, 'Authenticated');
    },
  );

  app.get(
    '/cookie',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ oauthCode: z.string().max(200).optional(), userType: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const code = request.query.oauthCode;
      if (!code) throw badRequest('oauthCode is required', 'oauthCode', 'REQUIRED');
      const session = await redeemOauthCode(db, code, request.headers['user-agent'] ?? null);
      if (!session) throw unauthorized(MSG.sessionExpired);
      setSessionCookie(reply, session.token, session.expiresAt);
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.delete('/cookie', { config: { access: 'public' } }, async (request, reply) => {
    const token = tokenOf(request);
    if (token) {
      const principal = await resolveSession(db, token);
      if (principal) {
        await revokeSession(db, principal.sessionId);
        sessionsChanged(principal.userId);
      }
    }
    setSessionCookie(reply, '', new Date(0));
    return ok(null, 'Signed out');
  });

  /** Session introspection: '000000' with the principal, or '000007' when there is none. */
  app.get('/oauth2/authenticate', { config: { access: 'public' } }, async (request) => {
    const token = tokenOf(request);
    const principal = token ? await resolveCaller(db, token, workplaces(ctx.urls)) : null;
    return principal
      ? ok({ responseCode: '000000', principal })
      : ok({ responseCode: '000007', principal: null }, MSG.sessionExpired);
  });

  app.delete(
    '/oauth2/logout',
    { config: { access: 'user' }, schema: { body: z.object({ everywhere: z.boolean().optional() }) } },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const body = request.body;
      if (body.everywhere) await revokeUserSessions(db, principal.userId);
      else await revokeSession(db, principal.sessionId);
      sessionsChanged(principal.userId);
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/ums/otp/resend',
    {
      config: { access: 'user' },
      schema: { body: z.object({ channel: z.enum(['phone', 'email']).default('phone') }) },
    },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const { channel } = request.body;
      const user = (await findUser(db, principal.userId))!;
      if (channel === 'phone' ? user.account_verified : user.email_verified)
        throw badRequest(MSG.alreadyVerified, null, 'NOT_ALLOWED');
      return ok({ sentTo: await sendOtp(ctx, user, 'verify', channel) }, 'Code sent');
    },
  );

  app.post('/ums/otp/verify', { config: { access: 'user' }, schema: { body: OtpInput } }, async (request) => {
    const principal = assertPerson(await ctx.auth.user(request));
    const { otp } = request.body;
    const { channel } = await consumeOtp(db, principal.userId, 'verify', otp);
    const user = await db
      .updateTable('users')
      .set(
        channel === 'phone'
          ? { account_verified: true, updated_at: new Date() }
          : { email_verified: true, updated_at: new Date() },
      )
      .where('id', '=', principal.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    sessionsChanged(user.id);
    return ok({ principal: principalOf(user, principal.sessionId, await workplaces(ctx.urls)(user)) }, 'Verified');
  });

  app.put('/ums/password', { config: { access: 'user' }, schema: { body: ChangePasswordInput } }, async (request) => {
    const principal = assertPerson(await ctx.auth.user(request));
    const body = request.body;
    const user = (await findUser(db, principal.userId))!;
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
      throw badRequest(MSG.currentPasswordWrong, 'currentPassword', 'WRONG_CREDENTIALS');
    }
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.newPassword), updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(db, user.id, principal.sessionId);
    sessionsChanged(user.id);
    return ok(null, MSG.passwordChanged);
  });

  app.post(
    '/ums/password/forgot',
    { config: { access: 'public' }, schema: { body: ForgotPasswordInput } },
    async (request) => {
      const { login } = request.body;
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
      return ok({ sentTo }, 'If an account matches, a code has been sent');
    },
  );

  app.post(
    '/ums/password/reset',
    { config: { access: 'public' }, schema: { body: ResetPasswordInput } },
    async (request) => {
      const body = request.body;
      const user = await findUserByLogin(db, body.login);
      if (!user) throw badRequest(MSG.otpInvalid, 'otp');
      await consumeOtp(db, user.id, 'reset', body.otp);
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(body.newPassword),
          failed_logins: 0,
          locked_until: null,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      await revokeUserSessions(db, user.id);
      sessionsChanged(user.id);
      return ok(null, 'Password reset');
    },
  );
}
