import {
  MSG,
  PACKAGE_SEARCH_FIELDS,
  ShippingPackageCreateBody,
  ShippingPackageRecordSchema,
  ShippingPackageUpdateBody,
  fill,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  badRequest,
  dayOf,
  exportRows,
  exportSort,
  ExportSort,
  listBody,
  sendCsv,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { createPackage, findPackages, packageRecord, packagesByIds, updatePackage } from './service.js';

type Ctx = ServiceContext<OmsDB>;

const ListBody = listBody(
  {
    companyId: z.string().uuid(MSG.notFound),
    /** Active 1, Inactive 0, All null (or absent). */
    active: z.union([z.literal(0), z.literal(1), z.null()]),
    searchBy: z.enum(PACKAGE_SEARCH_FIELDS),
    searchValue: z.string().trim().max(200),
  },
  ['createdAt', 'name', 'code'] as const,
);

/** A page of a company's packages. */
const ListSchema = {
  body: ListBody,
  response: answersPage('shippingPackages', ShippingPackageRecordSchema),
};

const ExportQuery = z.object({
  companyId: z.string().uuid(MSG.notFound).optional(),
  active: z.string().max(10).optional(),
  by: z.string().max(10).optional(),
  search: z.string().trim().max(200).optional(),
  ...ExportSort,
});
const PACKAGE_COLUMNS = [
  'Name',
  'Code',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Weight (gm)',
  'Default',
  'Active',
  'Created',
];

/**
 * Shipping packages: the boxes a company ships in, with one default whose measurements
 * orders without their own take. Sellers work on their company's; admins name a company.
 * The routes check who asks; the service reads and writes the packages.
 */
export function shippingPackageRoutes(app: ServiceApp, ctx: Ctx) {
  packageReadRoutes(app, ctx);
  packageWriteRoutes(app, ctx);
}

function packageReadRoutes(app: ServiceApp, ctx: Ctx) {
  /** A company's packages, newest first unless sorted; filtered by active and searched by name or code. */
  app.post('/get-shipping-packages', { config: { access: 'member' }, schema: ListSchema }, async (request) => {
    const { where } = request.body;
    const { companyId } = await ctx.auth.scope(request, where.companyId);
    const page = { ...pageOf(request.body), by: request.body.sortBy.by };
    const { rows, total } = await findPackages(ctx.db, companyId, where, page);
    return ok({ shippingPackages: rows.map(packageRecord), totalCount: total });
  });

  /** The company's packages as CSV, filtered and sorted as on screen; an admin names the company. */
  app.get(
    '/csv/shipping-packages',
    { config: { access: 'member' }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const { companyId: asked, active, by, search, ...query } = request.query;
      const { companyId } = await ctx.auth.scope(request, asked);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      const where = {
        active: active === '1' ? (1 as const) : active === '0' ? (0 as const) : null,
        ...(search ? { searchBy: by === 'CODE' ? ('code' as const) : ('name' as const), searchValue: search } : {}),
      };
      const sort = exportSort(query, { CREATED_AT: 'createdAt', NAME: 'name', CODE: 'code' } as const, 'createdAt');
      const rows = exportRows(
        async (window) => (await findPackages(ctx.db, companyId, where, { ...window, by: sort.by })).rows,
        (packages) =>
          packages
            .map(packageRecord)
            .map((p) => [
              p.name,
              p.code,
              p.packageLength,
              p.packageWidth,
              p.packageHeight,
              p.packageWeight,
              p.default ? 'Yes' : 'No',
              p.active ? 'Yes' : 'No',
              dayOf(p.createdAt),
            ]),
        sort.order,
      );
      return sendCsv(reply, { name: 'shipping-packages', header: PACKAGE_COLUMNS, rows });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/shipping-packages/byIds',
    'shippingPackages',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return (await packagesByIds(ctx.db, companyId, ids)).map(packageRecord);
    },
    { record: ShippingPackageRecordSchema },
  );
}

function packageWriteRoutes(app: ServiceApp, ctx: Ctx) {
  /**
   * Adds a package, active. The code is its natural key: the same code again is refused (so
   * a retry without an idempotency key adds nothing either). A company's first package
   * becomes its default.
   */
  app.post(
    '/shipping-packages',
    {
      config: { access: 'member', idempotent: true },
      schema: {
        body: ShippingPackageCreateBody,
        response: answers(z.object({ shippingPackage: ShippingPackageRecordSchema })),
      },
    },
    async (request) => {
      const { shippingPackage: p, companyId: named } = request.body;
      const { companyId } = await ctx.auth.scope(request, named);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      const row = await createPackage(ctx.db, companyId, p);
      return ok({ shippingPackage: packageRecord(row) }, MSG.packageCreated);
    },
  );

  /**
   * Changes a package. Making it the default takes the default from the one before in the
   * same transaction; the default stays active and stays the default until another is made
   * so (an inactive package cannot be the default). Another company's package is NOT_FOUND.
   */
  app.patch(
    '/shipping-packages',
    {
      config: { access: 'member' },
      schema: {
        body: ShippingPackageUpdateBody,
        response: answers(
          z.object({
            shippingPackage: ShippingPackageRecordSchema,
            previousDefault: ShippingPackageRecordSchema.nullable(),
          }),
        ),
      },
    },
    async (request) => {
      const { id, updatedData: c } = request.body;
      const { companyId } = await ctx.auth.scope(request, undefined);
      const result = await updatePackage(ctx.db, companyId, id, c);
      const { updated: row, before } = result;
      const message =
        row.is_default && c.default === true ? fill(MSG.packageMadeDefault, { name: row.name }) : MSG.packageUpdated;
      // The package that was the default, so a list on screen can take its badge off.
      return ok(
        { shippingPackage: packageRecord(row), previousDefault: before ? packageRecord(before) : null },
        message,
      );
    },
  );
}
