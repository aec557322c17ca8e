import { randomUUID } from 'node:crypto';
import { MSG, StoreAddressInput, StoreAddressPatchInput, StoreAddressRecordSchema } from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  fieldCaller,
  badRequest,
  listBody,
  notFound,
  ok,
  pageOf,
  parse,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { addressColumns, storeAddressRecord } from '../records.js';

const Query = z.object({ companyId: z.string().uuid().optional() });
const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const ListWhere = { ...CompanyField, active: z.boolean().nullish() };
const StoreAddressAnswer = answers(z.object({ storeAddress: StoreAddressRecordSchema }));

/**
 * Retailers' store addresses for direct-to-retailer delivery. Sellers work on their company's;
 * admins on the company they name. Another company's address is NOT_FOUND and stays as it is.
 */
export function storeAddressRoutes(app: ServiceApp, ctx: ServiceContext<D2rDB>) {
  const { db } = ctx;

  /** The caller's address by id: another company's (or an unknown id) is NOT_FOUND. */
  async function ownAddress(companyId: string | undefined, id: string) {
    let q = db.selectFrom('store_addresses').selectAll().where('id', '=', id);
    if (companyId) q = q.where('company_id', '=', companyId);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** A company's active store addresses, as the selectors offer them (admins name the company, or see all). */
  app.get(
    '/d2r/store-address',
    {
      config: { access: 'member' },
      schema: { response: answers(z.object({ storeAddresses: z.array(StoreAddressRecordSchema) })) },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, parse(Query, request.query).companyId);
      let q = db.selectFrom('store_addresses').selectAll().where('is_active', '=', true);
      if (companyId) q = q.where('company_id', '=', companyId);
      const rows = await q.orderBy('created_at', 'desc').orderBy('id').execute();
      return ok({ storeAddresses: rows.map(storeAddressRecord) });
    },
  );

  /** A company's store addresses, active and inactive (or one of the two), newest first. */
  app.post(
    '/d2r/store-address/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(ListWhere, ['createdAt'] as const),
        response: answersPage('storeAddresses', StoreAddressRecordSchema),
      },
    },
    async (request) => {
      const { where } = request.body;
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      if (!companyId) return ok({ storeAddresses: [], totalCount: 0 });
      const { limit, offset, order } = pageOf(request.body);
      let q = db.selectFrom('store_addresses').where('company_id', '=', companyId);
      if (typeof where.active === 'boolean') q = q.where('is_active', '=', where.active);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ storeAddresses: rows.map(storeAddressRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/d2r/store-address/byIds',
    'storeAddresses',
    async (ids, request) => {
      let q = db.selectFrom('store_addresses').selectAll().where('id', 'in', ids);
      // A salesman reads the shops he calls on (his beats name them), nobody else's.
      const salesman = await fieldCaller(ctx.urls, await ctx.auth.member(request), 'salesman');
      if (salesman) q = q.where('company_id', '=', salesman.companyId).where('salesman_id', '=', salesman.id);
      else {
        const { companyId } = await ctx.auth.scope(request, undefined);
        if (companyId) q = q.where('company_id', '=', companyId);
      }
      return (await q.execute()).map(storeAddressRecord);
    },
    { record: StoreAddressRecordSchema },
  );

  /** Adds a store address; a repeat with the same Idempotency-Key gets the first answer back. */
  app.post(
    '/d2r/store-address',
    {
      config: { access: 'member', idempotent: true },
      schema: { body: StoreAddressInput.extend(CompanyField), response: StoreAddressAnswer },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.companyId);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      const row = await db
        .insertInto('store_addresses')
        .values({ id: randomUUID(), company_id: companyId, ...addressColumns(request.body) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ storeAddress: storeAddressRecord(row) }, MSG.storeAddressCreated);
    },
  );

  /** Edits a store address: every field, the Active / InActive select with them. */
  const edit = async (request: { params: { id: string }; body: StoreAddressInput }, companyId: string | undefined) => {
    await ownAddress(companyId, request.params.id);
    const row = await db
      .updateTable('store_addresses')
      .set({ ...addressColumns(request.body), updated_at: new Date() })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({ storeAddress: storeAddressRecord(row) }, MSG.storeAddressSaved);
  };
  app.put(
    '/d2r/store-address/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: StoreAddressInput, response: StoreAddressAnswer },
    },
    async (request) => edit(request, (await ctx.auth.scope(request, undefined)).companyId),
  );

  /**
   * PATCH takes either the whole address (an edit) or `{ active }` alone, the card's
   * Active / InActive toggle, which changes nothing else.
   */
  app.patch(
    '/d2r/store-address/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, body: StoreAddressPatchInput, response: StoreAddressAnswer },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const body = request.body;
      if (!('active' in body)) return edit({ params: request.params, body }, companyId);
      const { active } = body;
      await ownAddress(companyId, request.params.id);
      const row = await db
        .updateTable('store_addresses')
        .set({ is_active: active, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ storeAddress: storeAddressRecord(row) }, MSG.storeAddressSaved);
    },
  );
}
