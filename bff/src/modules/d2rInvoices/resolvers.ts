import { FIELD_USER_TYPES, istToday, type AgeingRow, type D2rCollectionMethod } from '@parcelo/common';
import type {
  D2rInvoiceSearchField,
  D2rInvoiceSortField,
  D2rInvoiceStatusFilter,
  Resolvers,
} from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, localId, pageWindow, toGlobalId } from '../../relay.js';

const SEARCH: Record<D2rInvoiceSearchField, string> = {
  INVOICE_ID: 'invoiceId',
  RETAILER_NAME: 'retailerName',
  SALESMAN_NAME: 'salesmanName',
  SALESMAN_PHONE: 'salesmanPhone',
  PAYMENT_MODE: 'paymentMode',
  BILL_LOCATION: 'billLocation',
  IS_CLOSED: 'isClosed',
};
const SORT: Record<D2rInvoiceSortField, string> = {
  CREATED_AT: 'createdAt',
  DUE_DATE: 'dueDate',
  FINAL_PRICE: 'finalPrice',
  OUTSTANDING: 'outstanding',
};
const STATUS: Record<D2rInvoiceStatusFilter, string> = {
  PENDING: 'PENDING',
  PAID: 'PAID',
  CLOSED: 'CLOSED',
  OPEN: 'OPEN',
};

/** The invoices service's body fields named as the mutations' input fields. */
const FIELDS = { id: 'invoice', salesmanId: 'salesman' };

export const d2rInvoiceResolvers: Resolvers = {
  D2rInvoice: {
    id: (i) => toGlobalId('D2rInvoice', i.id),
    // Nullable: an outage of the service that keeps each blanks only that field.
    order: (i, _, ctx) => (i.orderId ? ctx.loaders.order.load(i.orderId).catch(() => null) : null),
    company: (i, _, ctx) => ctx.loaders.company.load(i.companyId).catch(() => null),
    retailer: (i, _, ctx) => (i.retailerId ? ctx.loaders.storeAddress.load(i.retailerId).catch(() => null) : null),
    salesman: (i, _, ctx) => (i.salesmanId ? ctx.loaders.fieldPerson.load(i.salesmanId).catch(() => null) : null),
    paymentMode: (i) => (i.paymentMode === 'CASH_ON_DELIVERY' ? 'CASH_ON_DELIVERY' : 'CREDIT'),
    billedFrom: (i) => i.billLocation || 'H/Q',
    status: (i) => (i.status === 'PAID' ? 'PAID' : 'PENDING'),
    overdue: (i) => !i.isClosed && i.outstanding > 0 && i.dueDate < istToday(),
    collections: (i, _, ctx) => ctx.loaders.d2rInvoiceCollections.load(i.id).catch(rethrow),
  },
  StoreAddress: {
    outstanding: (a, _, ctx) => ctx.loaders.retailerOutstanding.load(a.id).catch(() => null),
  },
  D2rCollection: {
    method: (c) => c.method as D2rCollectionMethod,
    invoice: (c, _, ctx) => ctx.loaders.d2rInvoice.load(c.invoiceRowId).catch(() => null),
    salesman: (c, _, ctx) => (c.salesmanId ? ctx.loaders.fieldPerson.load(c.salesmanId).catch(() => null) : null),
  },
  FieldPerson: {
    invoices: async (p, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      if (p.usertype !== FIELD_USER_TYPES.salesman) return connectionFrom([], 0, window);
      const { invoices, totalCount } = await ctx.apis.d2rInvoices
        .list({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          company: p.companyId,
          salesman: p.id,
          ...(args.status ? { invoiceStatus: STATUS[args.status] } : {}),
          ...(args.handedOverOn ? { handedOverOn: args.handedOverOn } : {}),
        } as never)
        .catch(rethrow);
      for (const i of invoices) ctx.loaders.d2rInvoice.prime(i.id, i);
      return connectionFrom(invoices, totalCount, window);
    },
    collections: async (p, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      if (p.usertype !== FIELD_USER_TYPES.salesman) return connectionFrom([], 0, window);
      const { collections, totalCount } = await ctx.apis.d2rInvoices
        .salesmanCollections({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          salesman: p.id,
          company: p.companyId,
          ...(args.start ? { start: args.start } : {}),
          ...(args.end ? { end: args.end } : {}),
        } as never)
        .catch(rethrow);
      return connectionFrom(collections, totalCount, window);
    },
    ageing: async (p, _, ctx) => {
      await ctx.requireViewer();
      if (p.usertype !== FIELD_USER_TYPES.salesman) return null;
      const { rows, totals } = await ctx.apis.d2rInvoices
        .ageing({ company: p.companyId, by: 'retailer', salesman: p.id } as never)
        .catch(rethrow);
      const keyed = (r: AgeingRow) => ({ ...r, key: r.key ? toGlobalId('StoreAddress', r.key) : null });
      return { rows: rows.map(keyed), totals: keyed(totals) };
    },
  },
  Query: {
    d2rInvoices: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { invoices, totalCount } = await ctx.apis.d2rInvoices
        .list({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          ...(args.company ? { company: localId(args.company, 'Company') } : {}),
          ...(args.start ? { start: args.start } : {}),
          ...(args.end ? { end: args.end } : {}),
          ...(args.search && args.searchBy
            ? { searchOptionType: SEARCH[args.searchBy], searchValue: args.search }
            : {}),
          ...(args.status ? { invoiceStatus: STATUS[args.status] } : {}),
          ...(args.sort ? { sortBy: SORT[args.sort.by], order: args.sort.order ?? 'DESC' } : {}),
          ...(args.salesman ? { salesman: localId(args.salesman, 'FieldPerson') } : {}),
          ...(args.handedOverOn ? { handedOverOn: args.handedOverOn } : {}),
        } as never)
        .catch(rethrow);
      for (const i of invoices) ctx.loaders.d2rInvoice.prime(i.id, i);
      return connectionFrom(invoices, totalCount, window);
    },
    d2rAgeing: async (_, { company, by }, ctx) => {
      await ctx.requireViewer();
      const bySalesman = by === 'SALESMAN';
      const { rows, totals } = await ctx.apis.d2rInvoices
        .ageing({ company: localId(company, 'Company'), by: bySalesman ? 'salesman' : 'retailer' } as never)
        .catch(rethrow);
      // A row's key is the retailer's or salesman's node id, so a page can open it.
      const keyed = (r: AgeingRow) => ({
        ...r,
        key: r.key ? toGlobalId(bySalesman ? 'FieldPerson' : 'StoreAddress', r.key) : null,
      });
      return { rows: rows.map(keyed), totals: keyed(totals) };
    },
  },
  Mutation: {
    d2rInvoiceHandover: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.d2rInvoices.handover({
            id: localId(input.invoice, 'D2rInvoice'),
            // Missing, the service answers 'Please select a salesman' on the field.
            salesmanId: (input.salesman ? localId(input.salesman, 'FieldPerson') : null) as string,
          });
        },
        { invoice: null },
        { fields: FIELDS },
      ),
    d2rCollectionCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          return ctx.apis.d2rInvoices.collect(
            localId(input.invoice, 'D2rInvoice'),
            {
              amount: input.amount,
              method: input.method,
              reference: input.reference ?? '',
              proofUrl: input.proofUrl,
              salesmanId: input.salesman ? localId(input.salesman, 'FieldPerson') : null,
            },
            input.idempotencyKey,
          );
        },
        { invoice: null, collection: null },
        { fields: FIELDS },
      ),
  },
};
