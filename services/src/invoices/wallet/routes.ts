import { randomUUID } from 'node:crypto';
import {
  MSG,
  WALLET_CODE_LIST,
  WALLET_CODES,
  WALLET_TYPE_LIST,
  WalletBalanceSchema,
  WalletFloorInput,
  WalletPostingSchema,
  WalletTransactionInput,
  WalletTransactionRecordSchema,
  fill,
  formatDateTime,
  paiseAmount,
  paiseToRupeesText,
} from '@parcelo/common';
import {
  answers,
  byIdsRoute,
  IDEMPOTENCY_HEADER,
  badRequest,
  companyNames,
  exportRows,
  sendCsv,
  serviceApis,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { postWalletEntries, postWalletEntry, transactionRecord, walletOf } from './ledger.js';
import { findTransactions } from './service.js';

const Entry = z.object({
  companyId: z.string().uuid(),
  type: z.enum(WALLET_TYPE_LIST),
  amountPaise: paiseAmount(MSG.walletAmountInvalid),
  code: z.enum(WALLET_CODE_LIST),
  description: z.string().trim().min(1).max(500),
  key: z.string().min(1).max(200),
  reference: z.string().max(200).nullish(),
  createdBy: z.string().max(200).nullish(),
  createdAt: z.coerce.date().optional(),
  enforceFloor: z.boolean().optional(),
});

const instant = (field: string) => z.coerce.date({ error: fill(MSG.requiredInput, { field }) });

const ListWhere = {
  companyId: z.string().uuid(MSG.notFound),
  type: z.enum(WALLET_TYPE_LIST, { error: fill(MSG.acceptsOnly, { values: WALLET_TYPE_LIST.join(', ') }) }),
  code: z.enum(WALLET_CODE_LIST, { error: fill(MSG.acceptsOnly, { values: WALLET_CODE_LIST.join(', ') }) }),
  /** From this instant, included. */
  from: instant('From'),
  /** Up to this instant, excluded. */
  to: instant('To'),
};

const TRANSACTION_COLUMNS = [
  'Date',
  'Company',
  'Type',
  'Amount (₹)',
  'Balance (₹)',
  'Code',
  'Code label',
  'Description',
  'Reference',
  'Created by',
];
const Postings = answers(z.object({ postings: z.array(WalletPostingSchema) }));
const Transactions = answersPage('transactions', WalletTransactionRecordSchema);

/** The ledger as CSV. */
function walletExportRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db } = ctx;
  /** The ledger as CSV with the page's filters, newest first, each entry with its company's name. */
  app.get(
    '/csv/wallet-transactions',
    { config: { access: 'member' }, schema: { querystring: z.object(ListWhere).partial() } },
    async (request, reply) => {
      const where = request.query;
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      const rows = exportRows(
        async (window) => (await findTransactions(db, companyId, where, window)).transactions,
        async (transactions) => {
          const names = await companyNames(
            ctx.urls,
            transactions.map((t) => t.companyId),
          );
          return transactions.map((t) => [
            formatDateTime(t.createdAt),
            names.get(t.companyId) ?? '',
            t.type,
            paiseToRupeesText(t.amountPaise),
            paiseToRupeesText(t.balancePaise),
            t.code,
            WALLET_CODES[t.code] ?? t.code,
            t.description,
            t.reference ?? '',
            t.createdBy ?? '',
          ]);
        },
      );
      return sendCsv(reply, { name: 'wallet-transactions', header: TRANSACTION_COLUMNS, rows });
    },
  );
}

/** A brand's wallet: its balance and the ledger of what moved it. */
export function walletRoutes(app: ServiceApp, ctx: ServiceContext<InvoicesDB>) {
  const { db } = ctx;
  walletExportRoutes(app, ctx);

  /** A wallet is only ever opened for a company UMS knows: a made-up id is refused, not given one. */
  const existingCompany = async (companyId: string) => {
    const { companies } = await serviceApis(ctx.urls).ums.postUmsCompaniesByIds({
      internal: true,
      body: { ids: [companyId] },
    });
    if (!companies.length) throw badRequest(MSG.selectCompany, 'companyId', 'INVALID');
  };

  /**
   * Other services' charges and credits (a delivered order's shipping, a text's price, a
   * payment's credit), posted together or not at all, each once per key.
   */
  app.post(
    '/wallet/entries',
    {
      config: { access: 'internal' },
      schema: { body: z.object({ entries: z.array(Entry).min(1).max(1000) }), response: Postings },
    },
    async (request) => {
      const postings = await db.transaction().execute((tx) => postWalletEntries(tx, request.body.entries));
      return ok({ postings });
    },
  );

  /** The balance a seller sees for its own company, an admin for the one it names. */
  app.get(
    '/wallet',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object({ companyId: z.string().uuid().optional() }),
        response: answers(z.object({ wallet: WalletBalanceSchema.nullable() })),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.query.companyId);
      if (!companyId) return ok({ wallet: null });
      return ok({ wallet: await walletOf(db, companyId) });
    },
  );

  /**
   * The ledger, newest first (entries of one instant in the order they were posted): a
   * seller its own company's, an admin one company's or every company's. Without dates, the
   * last 30 days.
   */
  app.post(
    '/wallet/transactions/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(ListWhere, ['createdAt'] as const),
        response: Transactions,
      },
    },
    async (request) => {
      const where = request.body.where;
      const { companyId } = await ctx.auth.scope(request, where.companyId);
      return ok(await findTransactions(db, companyId, where, pageOf(request.body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/wallet/transactions/byIds',
    'transactions',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db.selectFrom('wallet_transactions').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(transactionRecord);
    },
    { record: WalletTransactionRecordSchema },
  );

  /**
   * An admin's credit or debit on a brand's wallet (a manual recharge, a correction). The
   * request's Idempotency-Key is also the entry's, so the same key never posts twice, even
   * from another admin; a debit may not cross the company's floor.
   */
  app.post(
    '/wallet/transactions',
    {
      config: { access: 'admin', adminPermission: 'wallet', idempotent: true },
      schema: {
        body: WalletTransactionInput,
        response: answers(WalletPostingSchema.extend({ wallet: WalletBalanceSchema })),
      },
    },
    async (request) => {
      const principal = await ctx.auth.admin(request);
      const body = request.body;
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = `admin:${typeof header === 'string' ? header : randomUUID()}`;
      await existingCompany(body.companyId);
      const { transaction, duplicate } = await postWalletEntry(db, {
        companyId: body.companyId,
        type: body.type,
        amountPaise: body.amountPaise,
        code: body.code,
        description: body.description,
        key,
        createdBy: principal.name,
      });
      return ok({ transaction, duplicate, wallet: await walletOf(db, body.companyId) }, MSG.walletTransactionCreated);
    },
  );

  /** Sets the lowest balance floor-checked debits may leave (below 0: the brand's credit limit). */
  app.put(
    '/wallet/floor',
    {
      config: { access: 'admin', adminPermission: 'wallet' },
      schema: { body: WalletFloorInput, response: answers(z.object({ wallet: WalletBalanceSchema })) },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { companyId, floorPaise } = request.body;
      await existingCompany(companyId);
      await db
        .insertInto('wallets')
        .values({ company_id: companyId, floor_paise: floorPaise })
        .onConflict((oc) => oc.column('company_id').doUpdateSet({ floor_paise: floorPaise, updated_at: new Date() }))
        .execute();
      return ok({ wallet: await walletOf(db, companyId) }, MSG.walletFloorUpdated);
    },
  );
}
