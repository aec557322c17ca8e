import {
  CompanyRecordSchema,
  ContactVerifyInput,
  MSG,
  PersonInput,
  PersonUpdateInput,
  ProfileInput,
  SubAdminInput,
  UserRecordSchema,
  fill,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  dayOf,
  exportListBody,
  exportRows,
  exportSort,
  ExportSort,
  listBody,
  sendCsv,
  ok,
  z,
  type ServiceContext,
  type ServiceApp,
  answersPage,
} from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { assertPerson } from '../apiKeys/keys.js';
import { userService, type UserService } from './service.js';

const AdminListBody = listBody({ searchValue: z.string().trim() }, ['createdAt', 'name', 'email'] as const);
const AdminExportQuery = z.object({ search: z.string().trim().max(200).optional(), ...ExportSort });
type Ctx = ServiceContext<UmsDB>;

/** The user, and the company it belongs to if any. */
const Profile = z.object({ user: UserRecordSchema, company: CompanyRecordSchema.nullable() });
const OneUser = answers(z.object({ user: UserRecordSchema }));
/** A new phone or email waiting for the code sent to it. */
const PendingContact = z.object({ channel: z.enum(['phone', 'email']), sentTo: z.string() });

export function userRoutes(app: ServiceApp, ctx: Ctx) {
  const service = userService(ctx);
  profileRoutes(app, ctx, service);
  adminUserRoutes(app, ctx, service);
}

/** The signed-in user's own profile, and the codes that confirm a new phone or email. */
function profileRoutes(app: ServiceApp, ctx: Ctx, service: UserService) {
  app.get(
    '/ums/profile/seller',
    { config: { access: 'user' }, schema: { response: answers(Profile) } },
    async (request) => {
      const principal = await ctx.auth.user(request);
      return ok(await service.profile(principal.userId));
    },
  );

  app.put(
    '/ums/profile/seller',
    {
      config: { access: 'user' },
      schema: { body: ProfileInput, response: answers(Profile.extend({ pendingContacts: z.array(PendingContact) })) },
    },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      return ok(await service.updateProfile(principal.userId, request.body), MSG.profileUpdated);
    },
  );

  /** The code sent to a new phone or email: the contact replaces the old one, verified. */
  app.post(
    '/ums/profile/contact/verify',
    { config: { access: 'user' }, schema: { body: ContactVerifyInput, response: OneUser } },
    async (request) => {
      const principal = assertPerson(await ctx.auth.user(request));
      const { channel, otp } = request.body;
      const user = await service.verifyContact(principal.userId, channel, otp);
      return ok({ user }, fill(MSG.contactChanged, { contact: channel === 'phone' ? 'phone number' : 'email' }));
    },
  );
}

/** The super admin's sub-admins, and the loaders' batch read. */
function adminUserRoutes(app: ServiceApp, ctx: Ctx, service: UserService) {
  app.post(
    '/ums/register/admin/add',
    { config: { access: 'superAdmin', idempotent: true }, schema: { body: SubAdminInput, response: OneUser } },
    async (request) => {
      await ctx.auth.superAdmin(request);
      return ok({ user: await service.addSubAdmin(request.body) }, MSG.subAdminCreated);
    },
  );

  /**
   * A Lightning driver's or cluster owner's account, asked for by the hub when an admin adds
   * one, or a salesman's or promoter's, asked for by HMS.
   */
  app.post(
    '/internal/ums/people',
    { config: { access: 'internal', idempotent: true }, schema: { body: PersonInput, response: OneUser } },
    async (request) => ok({ user: await service.addPerson(request.body) }),
  );

  /** An admin's change to such a person: name, phone, and whether they may sign in. */
  app.patch(
    '/internal/ums/people/:id',
    {
      config: { access: 'internal' },
      schema: { params: z.object({ id: z.string().uuid() }), body: PersonUpdateInput, response: OneUser },
    },
    async (request) => ok({ user: await service.updatePerson(request.params.id, request.body) }),
  );

  app.post(
    '/ums/register/admin/list',
    {
      config: { access: 'superAdmin' },
      schema: {
        body: AdminListBody,
        response: answersPage('users', UserRecordSchema),
      },
    },
    async (request) => {
      await ctx.auth.superAdmin(request);
      return ok(await service.listAdmins(request.body));
    },
  );

  /** The sub-admins as CSV, searched and sorted as on screen. */
  app.get(
    '/csv/admin-users',
    { config: { access: 'superAdmin' }, schema: { querystring: AdminExportQuery } },
    async (request, reply) => {
      await ctx.auth.superAdmin(request);
      const { search, ...query } = request.query;
      const sort = exportSort(query, { CREATED_AT: 'createdAt', NAME: 'name', EMAIL: 'email' } as const, 'createdAt');
      const rows = exportRows(
        async (window) => (await service.listAdmins(exportListBody({ searchValue: search }, window, sort.by))).users,
        (users) => users.map((u) => [u.name, u.email, u.phone, u.role ?? u.userType, dayOf(u.createdAt)]),
        sort.order,
      );
      return sendCsv(reply, { name: 'sub-admins', header: ['Name', 'Email', 'Phone', 'Role', 'Created'], rows });
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
      return service.usersByIds(allowed);
    },
    { access: 'user', record: UserRecordSchema },
  );
}
