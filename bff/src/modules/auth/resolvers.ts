import { LIGHTNING_VIEWERS, classifyLogin } from '@parcelo/common';
import type { Resolvers, UserType as GqlUserType } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { isAdmin } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { checkPublicLimit } from '../../publicLimit.js';
import type { Principal, UserType } from '../../upstream/models.js';

export const USER_TYPES: Record<UserType, GqlUserType> = {
  seller: 'SELLER',
  warehouse: 'WAREHOUSE',
  admin: 'ADMIN',
  sub_admin: 'SUB_ADMIN',
  driver: 'DRIVER',
  salesman: 'SALESMAN',
  promoter: 'PROMOTER',
  cluster_owner: 'CLUSTER_OWNER',
  warehouse_user: 'WAREHOUSE_USER',
};

export const adminRole = (role: Principal['role']) => (role ? (role.toUpperCase() as 'OPS' | 'FINANCE') : null);

/** Trades a one-time code for a session and makes it this request's session. */
async function openSession(ctx: Context, oauthCode: string): Promise<Principal | null> {
  const { token, expiresAt } = await ctx.apis.ums.cookie(oauthCode);
  ctx.startSession(token, expiresAt);
  return ctx.viewer();
}

function loginBody(login: string, password: string) {
  const value = login.trim();
  const kind = classifyLogin(value);
  if (kind === 'phone') return { phone: value.replace(/^\+91/, ''), password };
  if (kind === 'email') return { email: value, password };
  return { username: value, password };
}

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer(),
  },
  Viewer: {
    user: async (p, _, ctx) => {
      const user = await ctx.loaders.user.load(p.userId).catch(rethrow);
      if (!user) throw new Error('Signed-in user could not be loaded');
      return user;
    },
    userType: (p) => USER_TYPES[p.userType],
    role: (p) => (isAdmin(p) ? adminRole(p.role) : null),
    isAdmin: (p) => isAdmin(p),
    adminApp: (p) => isAdmin(p) || LIGHTNING_VIEWERS.includes(p.userType),
    company: (p, _, ctx) => (p.companyId ? ctx.loaders.company.load(p.companyId).catch(rethrow) : null),
    verification: (p) => ({
      accountVerified: p.accountVerified,
      emailVerified: p.emailVerified,
      required: !p.accountVerified && !p.emailVerified,
    }),
  },
  Mutation: {
    signIn: (_, { input }, ctx) =>
      mutate(
        async () => {
          const { responseBody } = await ctx.apis.ums.authenticate(loginBody(input.login, input.password));
          return { viewer: await openSession(ctx, responseBody.oauthCode) };
        },
        { viewer: null },
        { fields: { phone: 'login', email: 'login', username: 'login' }, credentialsFailure: true },
      ),
    driverCodeSend: (_, { input }, ctx) =>
      mutate(
        async () => {
          await checkPublicLimit(ctx, 'lookupValue', input.phone);
          return { sentTo: (await ctx.apis.ums.driverCodeSend(input.phone)).sentTo };
        },
        { sentTo: null },
      ),
    driverSignIn: (_, { input }, ctx) =>
      mutate(
        async () => {
          await checkPublicLimit(ctx, 'lookupValue', input.phone);
          const { responseBody } = await ctx.apis.ums.driverSignIn(input.phone, input.otp);
          return { viewer: await openSession(ctx, responseBody.oauthCode) };
        },
        { viewer: null },
      ),
    signUp: (_, { input }, ctx) =>
      mutate(
        async () => {
          const { role, warehouseRequirement, ...profile } = input;
          const requirement = warehouseRequirement ? { PROVIDER: 1, OWN: 2, BOTH: 3 }[warehouseRequirement] : undefined;
          const { oauthCode, sentTo } = await ctx.apis.ums.register(role === 'WAREHOUSE' ? 'warehouse' : 'seller', {
            ...profile,
            ...(requirement ? { warehouseRequirement: requirement } : {}),
          });
          return { viewer: await openSession(ctx, oauthCode), sentTo };
        },
        { viewer: null, sentTo: null },
      ),
    otpVerify: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { principal } = await ctx.apis.ums.otpVerify(input.otp);
          ctx.refreshViewer(principal);
          return { viewer: principal };
        },
        { viewer: null },
      ),
    otpResend: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { sentTo } = await ctx.apis.ums.otpResend(input.channel === 'EMAIL' ? 'email' : 'phone');
          return { sentTo };
        },
        { sentTo: null },
      ),
    passwordForgot: (_, { input }, ctx) =>
      mutate(async () => ({ sentTo: (await ctx.apis.ums.passwordForgot(input.login)).sentTo }), { sentTo: null }),
    passwordReset: (_, { input }, ctx) =>
      mutate<{ ok: boolean }>(
        async () => {
          await ctx.apis.ums.passwordReset(input.login, input.otp, input.newPassword);
          return { ok: true };
        },
        { ok: false },
      ),
    signOut: (_, { input }, ctx) =>
      mutate<{ ok: boolean }>(
        async () => {
          if (await ctx.viewer()) await ctx.apis.ums.logout(input.everywhere ?? false);
          ctx.endSession();
          return { ok: true };
        },
        { ok: false },
      ),
    passwordChange: (_, { input }, ctx) =>
      mutate<{ ok: boolean }>(
        async () => {
          await ctx.requireViewer();
          await ctx.apis.ums.passwordChange(input.currentPassword, input.newPassword);
          return { ok: true };
        },
        { ok: false },
      ),
  },
};
