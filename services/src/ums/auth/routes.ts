import type { FastifyReply } from 'fastify';
import { serialize } from 'cookie';
import {
  ChangePasswordInput,
  DriverCodeSendInput,
  DriverSignInInput,
  ForgotPasswordInput,
  MSG,
  OtpInput,
  PrincipalSchema,
  ResetPasswordInput,
  SignUpInput,
  UserRecordSchema,
  loginRule,
  phoneRule,
  requiredRule,
} from '@parcelo/common';
import {
  SESSION_COOKIE,
  answers,
  config,
  badRequest,
  ok,
  tokenOf,
  unauthorized,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { assertPerson } from '../apiKeys/keys.js';
import { authService, type AuthService } from './service.js';

type Ctx = ServiceContext<UmsDB>;

const AuthenticateBody = z.object({
  email: z.string().max(256).optional(),
  username: z.string().max(256).optional(),
  phone: z.string().max(256).optional(),
  password: z.string().max(256).optional(),
  userLoginType: z.string().max(256).optional(),
  xsrfToken: z.string().max(256).optional(),
});

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

export function authRoutes(app: ServiceApp, ctx: Ctx) {
  const service = authService(ctx);
  signInRoutes(app, service);
  driverSignInRoutes(app, service);
  sessionRoutes(app, ctx, service);
  verificationRoutes(app, ctx, service);
  passwordRoutes(app, ctx, service);
}

/** Signing up and signing in, up to the OAuth code the browser trades for a session. */
function signInRoutes(app: ServiceApp, service: AuthService) {
  app.post(
    '/ums/register/:role',
    {
      config: { access: 'public' },
      schema: {
        body: SignUpInput,
        params: z.object({ role: z.string().max(200) }),
        response: answers(z.object({ user: UserRecordSchema, oauthCode: z.string(), sentTo: z.string().nullable() })),
      },
    },
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
      return ok(await service.register(role, body, request.log), 'Registered successfully');
    },
  );

  app.post(
    '/oauth2/authenticate',
    {
      config: { access: 'public' },
      schema: {
        body: AuthenticateBody,
        response: answers(
          z.object({ responseBody: z.object({ oauthCode: z.string(), userType: PrincipalSchema.shape.userType }) }),
        ),
      },
    },
    async (request) => {
      const body = request.body;
      const login = body.phone ?? body.email ?? body.username ?? '';
      const loginMessage = body.phone !== undefined ? phoneRule(body.phone) : loginRule(login);
      if (loginMessage) throw badRequest(loginMessage, body.phone !== undefined ? 'phone' : 'login');
      if (!body.password) throw badRequest(MSG.passwordRequired, 'password', 'REQUIRED');
      return ok({ responseBody: await service.authenticate(login, body.password) }, 'Authenticated');
    },
  );
}

/** A driver's sign-in: a code texted to its phone, then the code; the hourly cap on codes applies. */
function driverSignInRoutes(app: ServiceApp, service: AuthService) {
  app.post(
    '/ums/otp/login/send',
    {
      config: { access: 'public' },
      schema: { body: DriverCodeSendInput, response: answers(z.object({ sentTo: z.string() })) },
    },
    async (request) => ok({ sentTo: await service.sendDriverCode(request.body.phone) }, 'Code sent'),
  );

  app.post(
    '/ums/otp/login',
    {
      config: { access: 'public' },
      schema: {
        body: DriverSignInInput,
        response: answers(
          z.object({ responseBody: z.object({ oauthCode: z.string(), userType: PrincipalSchema.shape.userType }) }),
        ),
      },
    },
    async (request) =>
      ok({ responseBody: await service.driverSignIn(request.body.phone, request.body.otp) }, 'Authenticated'),
  );
}

/** The session cookie, session introspection and signing out. */
function sessionRoutes(app: ServiceApp, ctx: Ctx, service: AuthService) {
  app.get(
    '/cookie',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ oauthCode: z.string().max(200).optional(), userType: z.string().max(200).optional() }),
        response: answers(z.object({ token: z.string(), expiresAt: z.string() })),
      },
    },
    async (request, reply) => {
      const code = request.query.oauthCode;
      if (!code) throw badRequest('oauthCode is required', 'oauthCode', 'REQUIRED');
      const session = await service.openSession(code, request.headers['user-agent'] ?? null);
      if (!session) throw unauthorized(MSG.sessionExpired);
      setSessionCookie(reply, session.token, session.expiresAt);
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.delete(
    '/cookie',
    { config: { access: 'public' }, schema: { response: answers(z.null()) } },
    async (request, reply) => {
      const token = tokenOf(request);
      if (token) await service.signOut(token);
      setSessionCookie(reply, '', new Date(0));
      return ok(null, 'Signed out');
    },
  );

  /** Session introspection: '000000' with the principal, or '000007' when there is none. */
  app.get(
    '/oauth2/authenticate',
    {
      config: { access: 'public' },
      schema: { response: answers(z.object({ responseCode: z.string(), principal: PrincipalSchema.nullable() })) },
    },
    async (request) => {
      const token = tokenOf(request);
      const principal = token ? await service.principal(token) : null;
      return principal
        ? ok({ responseCode: '000000', principal })
        : ok({ responseCode: '000007', principal: null }, MSG.sessionExpired);
    },
  );

  app.delete(
    '/oauth2/logout',
    {
      config: { access: 'user' },
      schema: { body: z.object({ everywhere: z.boolean().optional() }), response: answers(z.null()) },
    },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      await service.logout(principal, request.body.everywhere);
      return ok(null, 'Signed out');
    },
  );
}

/** Verifying the signed-in user's phone or email with a code. */
function verificationRoutes(app: ServiceApp, ctx: Ctx, service: AuthService) {
  app.post(
    '/ums/otp/resend',
    {
      config: { access: 'user' },
      schema: {
        body: z.object({ channel: z.enum(['phone', 'email']).default('phone') }),
        response: answers(z.object({ sentTo: z.string() })),
      },
    },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const { channel } = request.body;
      return ok({ sentTo: await service.resendVerification(principal.userId, channel) }, 'Code sent');
    },
  );

  app.post(
    '/ums/otp/verify',
    {
      config: { access: 'user' },
      schema: { body: OtpInput, response: answers(z.object({ principal: PrincipalSchema })) },
    },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const { otp } = request.body;
      return ok({ principal: await service.verify(principal, otp) }, 'Verified');
    },
  );
}

/** Changing a known password, and resetting a forgotten one with a code. */
function passwordRoutes(app: ServiceApp, ctx: Ctx, service: AuthService) {
  app.put(
    '/ums/password',
    { config: { access: 'user' }, schema: { body: ChangePasswordInput, response: answers(z.null()) } },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const body = request.body;
      await service.changePassword(principal, body.currentPassword, body.newPassword);
      return ok(null, MSG.passwordChanged);
    },
  );

  app.post(
    '/ums/password/forgot',
    {
      config: { access: 'public' },
      schema: { body: ForgotPasswordInput, response: answers(z.object({ sentTo: z.string() })) },
    },
    async (request) => {
      const sentTo = await service.forgotPassword(request.body.login);
      return ok({ sentTo }, 'If an account matches, a code has been sent');
    },
  );

  app.post(
    '/ums/password/reset',
    { config: { access: 'public' }, schema: { body: ResetPasswordInput, response: answers(z.null()) } },
    async (request) => {
      await service.resetPassword(request.body);
      return ok(null, 'Password reset');
    },
  );
}
