import type { FastifyRequest } from 'fastify';
import {
  FIELD_PERSON_SEARCH_OPTIONS,
  FIELD_USER_CODES,
  FieldPersonInput,
  FieldPersonRecordSchema,
  MSG,
  SalesmanRecordSchema,
  SalesmanUpdateInput,
  acceptsOnly,
  fieldUserTypeOf,
  formatDateTime,
  splitName,
  type SalesmanRecord,
} from '@parcelo/common';
import {
  answers,
  answersPage,
  byIdsRoute,
  exportRows,
  isAdminType,
  isInternal,
  listBody,
  notFound,
  ok,
  pageOf,
  personAccount,
  sendCsv,
  serviceApis,
  updatePersonAccount,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { HmsDB } from '../db.js';
import { fieldPeopleService, fieldTypeLabel, type FieldPeopleService } from './service.js';

type Ctx = ServiceContext<HmsDB>;

const Usertype = z.enum(FIELD_USER_CODES, { error: acceptsOnly(FIELD_USER_CODES) });
/** The salesmen or promoters list: one kind of person always, optionally one brand's, searched. */
const FieldPersonList = listBody({}, ['createdAt', 'name'] as const).extend({
  where: z.object({
    companyId: z.string().uuid().optional(),
    usertype: Usertype,
    searchOptionType: z.enum(FIELD_PERSON_SEARCH_OPTIONS).optional(),
    searchValue: z.string().trim().max(100).optional(),
    active: z.boolean().optional(),
  }),
});
const OnePerson = answers(z.object({ person: FieldPersonRecordSchema }));
const sortColumn = (by: string) => (by === 'name' ? 'name' : 'created_at');

/** The brand must be one UMS knows before anyone is added to its team. */
async function assertCompany(ctx: Ctx, companyId: string) {
  const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
    internal: true,
    read: true,
    body: { ids: [companyId] },
  });
  if (!companies.length) throw notFound();
}

/**
 * A brand's direct-to-retailer field team: salesmen (004) take retailers' orders and collect,
 * promoters (005) count stock in shops. Each is a UMS account that signs in by phone; the row
 * here, with the same id, says which brand they work for.
 */
export function salesmanRoutes(app: ServiceApp, ctx: Ctx) {
  const service = fieldPeopleService(ctx.db);
  adminRoutes(app, ctx, service);
  readRoutes(app, ctx, service);
}

/** What admins do with the team: add people, list them, change them. */
function adminRoutes(app: ServiceApp, ctx: Ctx, service: FieldPeopleService) {
  app.post(
    '/admin/salesman',
    {
      config: { access: 'admin', adminPermission: 'd2r', idempotent: true },
      schema: { body: FieldPersonInput, response: OnePerson },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { body } = request;
      await assertCompany(ctx, body.companyId);
      const user = await personAccount(ctx, 'hms', request, {
        userType: fieldUserTypeOf(body.usertype),
        name: body.lastName ? `${body.firstName} ${body.lastName}` : body.firstName,
        phone: body.phone,
        email: null,
      });
      const person = await service.create(user, body);
      return ok({ person }, body.usertype === '004' ? MSG.salesmanCreated : MSG.promoterCreated);
    },
  );

  app.post(
    '/admin/salesman/list',
    {
      config: { access: 'admin', adminPermission: 'd2r' },
      schema: { body: FieldPersonList, response: answersPage('people', FieldPersonRecordSchema) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { body } = request;
      return ok(await service.list(body.where, pageOf(body), sortColumn(body.sortBy.by)));
    },
  );

  /** The edit form: UMS takes the name, phone and active first (switching off signs them out), then the row. */
  app.patch(
    '/admin/salesman/update',
    {
      config: { access: 'admin', adminPermission: 'd2r' },
      schema: { body: SalesmanUpdateInput, response: OnePerson },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { userId, usertype, name, phone, isActive } = request.body;
      await service.ofType(userId, usertype);
      const { firstName, lastName } = splitName(name);
      const user = await updatePersonAccount(ctx, userId, {
        name: lastName ? `${firstName} ${lastName}` : firstName,
        phone,
        active: isActive,
      });
      const person = await service.update(userId, { firstName, lastName, phone: user.phone, active: isActive });
      return ok({ person }, MSG.salesmanUpdated);
    },
  );
}

/** Who admins pick from (handing invoices over, beats), other services' checks, and the CSV. */
function readRoutes(app: ServiceApp, ctx: Ctx, service: FieldPeopleService) {
  const adminUnlessInternal = async (request: FastifyRequest) => {
    if (!isInternal(request)) await ctx.auth.admin(request);
  };

  /** A brand's active salesmen (every brand's when none is named), for admins picking one. */
  app.get(
    '/salesman',
    {
      config: { access: ['admin', 'internal'] },
      schema: {
        querystring: z.object({ companyId: z.string().uuid().optional() }),
        response: answers(z.array(SalesmanRecordSchema)),
      },
    },
    async (request) => {
      await adminUnlessInternal(request);
      const rows = await service.activeSalesmen(request.query.companyId);
      return ok(
        rows.map((r): SalesmanRecord => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, phone: r.phone })),
      );
    },
  );

  /**
   * The salesman or promoter signed in, for their phone page: who they are and the name of the
   * brand they work for (their account belongs to no company, so they cannot read the brand itself).
   */
  app.get(
    '/salesman/me',
    {
      config: { access: 'member' },
      schema: { response: answers(z.object({ person: FieldPersonRecordSchema, brandName: z.string() })) },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (principal.userType !== 'salesman' && principal.userType !== 'promoter') throw notFound();
      const [person] = await service.byIds([principal.userId]);
      if (!person) throw notFound();
      const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
        internal: true,
        read: true,
        body: { ids: [person.companyId] },
      });
      return ok({ person, brandName: companies[0]?.name ?? '' });
    },
  );

  /** The people of these ids, whichever brand: other services check whom a salesman works for. */
  byIdsRoute(
    app,
    '/salesman/byIds',
    'people',
    async (ids, request) => {
      if (!isInternal(request)) {
        const principal = await ctx.auth.member(request);
        // A salesman or promoter reads only themselves: their phone page pages through their own work.
        if (!isAdminType(principal.userType))
          return ids.includes(principal.userId) ? service.byIds([principal.userId]) : [];
      }
      return service.byIds(ids);
    },
    { record: FieldPersonRecordSchema, access: ['admin', 'internal', 'member'] },
  );

  app.get(
    '/csv/salesmen',
    {
      config: { access: 'admin', adminPermission: 'd2r' },
      schema: { querystring: z.object({ companyId: z.string().uuid(), usertype: Usertype.default('004') }) },
    },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const { companyId, usertype } = request.query;
      const rows = exportRows(
        async (window) => (await service.list({ usertype, companyId }, window, 'created_at')).people,
        (people) =>
          people.map((p) => [
            p.name,
            p.phone,
            fieldTypeLabel(p.usertype),
            p.isActive ? 'Yes' : 'No',
            formatDateTime(p.createdAt),
          ]),
      );
      const name = usertype === '004' ? 'salesmen' : 'promoters';
      return sendCsv(reply, { name, header: ['Name', 'Phone', 'Type', 'Active', 'Created'], rows });
    },
  );
}
