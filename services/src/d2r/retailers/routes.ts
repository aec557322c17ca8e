import {
  MSG,
  RETAIL_CLUSTERS,
  RETAILER_CLASSES,
  RETAILER_SEARCH_OPTIONS,
  RetailerInput,
  STORE_TYPES,
  StoreAddressRecordSchema,
} from '@parcelo/common';
import {
  answers,
  answersPage,
  isAdminType,
  listBody,
  ok,
  pageOf,
  sendCsv,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { companiesNamed, retailerService, salesmanCaller } from './service.js';

const CompanyId = z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany);
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const RetailerList = listBody(
  {
    companyId: z.string().uuid(MSG.notFound),
    searchOptionType: z.enum(RETAILER_SEARCH_OPTIONS),
    searchValue: z.string().trim().max(100),
    active: z.boolean(),
    retailCluster: z.enum(RETAIL_CLUSTERS),
    retailerClass: z.enum(RETAILER_CLASSES),
    storeType: z.enum(STORE_TYPES),
    salesmanId: z.string().uuid(MSG.notFound),
  },
  ['createdAt', 'name'] as const,
);
const RetailerAnswer = answers(z.object({ storeAddress: StoreAddressRecordSchema }));

/**
 * Retailers, as D2R admins keep them: any brand's store addresses with what the field team
 * knows of each shop and the credit it is given. Sellers keep their own addresses through
 * the store-address routes, which leave these fields as they are; the Active / InActive toggle
 * is the store-address PATCH, which admins may use on any brand's.
 */
export function retailerRoutes(app: ServiceApp, ctx: ServiceContext<D2rDB>) {
  const service = retailerService(ctx.db, ctx.urls);
  const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;

  app.post(
    '/d2r/retailers/list',
    {
      // A salesman lists the retailers they call on, of the brand they work for, whatever they name.
      config: { access: ['admin', 'member'], adminPermission: 'd2r' },
      schema: { body: RetailerList, response: answersPage('storeAddresses', StoreAddressRecordSchema) },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const field = isAdminType(principal.userType) ? null : await salesmanCaller(ctx.urls, principal);
      const where = field
        ? { ...request.body.where, companyId: field.companyId, salesmanId: field.id }
        : request.body.where;
      const value = where.searchValue?.trim();
      const byCompanyName = where.searchOptionType === 'companyName' && value;
      const companyIds = byCompanyName ? await companiesNamed(ctx.urls, request, value) : undefined;
      const by = request.body.sortBy.by === 'name' ? 'name' : 'createdAt';
      return ok(await service.list(where, companyIds, pageOf(request.body), by));
    },
  );

  /** Adds a brand's retailer; a repeat with the same Idempotency-Key gets the first answer back. */
  app.post(
    '/d2r/retailers',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: { body: RetailerInput.extend({ companyId: CompanyId }), response: RetailerAnswer },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, ...input } = request.body;
      return ok({ storeAddress: await service.create(companyId, input) }, MSG.retailerCreated);
    },
  );

  /** Saves a retailer's every field; naming a brand it is not of (or an unknown id) is NOT_FOUND. */
  app.put(
    '/d2r/retailers/:id',
    {
      config: d2rAdmin,
      schema: {
        params: IdParams,
        body: RetailerInput.extend({ companyId: z.string().uuid(MSG.notFound).optional() }),
        response: RetailerAnswer,
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, ...input } = request.body;
      return ok({ storeAddress: await service.update(request.params.id, input, companyId) }, MSG.retailerSaved);
    },
  );

  /** A brand's retailers as CSV, newest first. */
  app.get(
    '/csv/d2r/retailers',
    { config: d2rAdmin, schema: { querystring: z.object({ companyId: CompanyId }) } },
    async (request, reply) => {
      await ctx.auth.admin(request);
      return sendCsv(reply, service.csv(request.query.companyId));
    },
  );
}
