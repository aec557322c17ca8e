import type { Resolvers } from '../../generated/resolvers-types.js';
import { connectionFrom, listRequest, pageWindow, toGlobalId } from '../../relay.js';
import { mutate, rethrow } from '../../errors.js';
import { USER_TYPES, adminRole } from '../auth/resolvers.js';

export const userResolvers: Resolvers = {
  User: {
    id: (u) => toGlobalId('User', u.id),
    userType: (u) => USER_TYPES[u.userType],
    role: (u) => adminRole(u.role),
    company: (u, _, ctx) => (u.companyId ? ctx.loaders.company.load(u.companyId).catch(rethrow) : null),
  },
  Query: {
    adminUsers: async (_, { first, after, search, sort }, ctx) => {
      await ctx.requireSuperAdmin();
      const window = pageWindow(first, after);
      const { users, totalCount } = await ctx.apis.ums
        .adminList(listRequest(window, search ? { searchValue: search } : {}, sort))
        .catch(rethrow);
      return connectionFrom(users, totalCount, window);
    },
  },
  Mutation: {
    profileUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { pendingContacts } = await ctx.apis.ums.profileUpdate({
            name: input.name,
            email: input.email,
            phone: input.phone,
            ...(input.companyName ? { companyName: input.companyName } : {}),
          });
          ctx.refreshViewer();
          return {
            viewer: await ctx.viewer(),
            pendingContacts: pendingContacts.map(({ channel, sentTo }) => ({
              channel: channel === 'email' ? ('EMAIL' as const) : ('PHONE' as const),
              sentTo,
            })),
          };
        },
        { viewer: null, pendingContacts: [] },
      ),
    profileContactVerify: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          await ctx.apis.ums.profileContactVerify(input.channel === 'EMAIL' ? 'email' : 'phone', input.otp);
          ctx.refreshViewer();
          return { viewer: await ctx.viewer() };
        },
        { viewer: null },
      ),
    subAdminCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireSuperAdmin();
          const { idempotencyKey, ...admin } = input;
          const { user } = await ctx.apis.ums.subAdminAdd(
            { ...admin, role: admin.role === 'FINANCE' ? 'finance' : 'ops' },
            idempotencyKey,
          );
          return { user };
        },
        { user: null },
      ),
  },
};
