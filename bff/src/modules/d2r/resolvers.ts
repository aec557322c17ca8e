import {
  RETAIL_CLUSTERS,
  type RetailCluster as ClusterName,
  type RetailerInput,
  type StoreType as StoreTypeName,
} from '@parcelo/common';
import type {
  RetailCluster,
  RetailerClass,
  RetailerCreateInput,
  Resolvers,
  StoreType,
} from '../../generated/resolvers-types.js';
import { mutate, rethrow } from '../../errors.js';
import { storeAddressBody } from '../storeAddresses/resolvers.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';

/** 'East Delhi' is EAST_DELHI in the schema. */
const clusterEnum = (name: string | null): RetailCluster | null =>
  name && (RETAIL_CLUSTERS as readonly string[]).includes(name)
    ? (name.toUpperCase().replace(/ /g, '_') as RetailCluster)
    : null;
const clusterName = (value: RetailCluster): ClusterName =>
  RETAIL_CLUSTERS.find((c) => clusterEnum(c) === value) as ClusterName;

/** The retailer fields of a create or update input, as D2R takes them: a store address and the shop's details. */
const body = (input: Omit<RetailerCreateInput, 'company' | 'idempotencyKey'>): RetailerInput =>
  ({
    ...storeAddressBody(input),
    addressPurpose: input.addressPurpose ?? 'BILLING_AND_SHIPPING',
    storeType: input.storeType as StoreTypeName,
    retailCluster: clusterName(input.retailCluster),
    retailerClass: input.retailerClass,
    salesmanId: input.salesman ? localId(input.salesman, 'FieldPerson') : null,
    creditLimit: input.creditLimit,
    paymentTermsDays: input.paymentTermsDays,
  }) as unknown as RetailerInput;

/** D2R's body fields named as the mutations' input fields. */
const FIELDS = { salesmanId: 'salesman', companyId: 'company' };

export const d2rResolvers: Resolvers = {
  StoreAddress: {
    // Nullable: a UMS outage blanks only the brand.
    company: (a, _, ctx) => ctx.loaders.company.load(a.companyId).catch(rethrow),
    storeType: (a) => (a.storeType as StoreType | null) ?? null,
    retailCluster: (a) => clusterEnum(a.retailCluster),
    retailerClass: (a) => (a.retailerClass as RetailerClass | null) ?? null,
    salesman: (a, _, ctx) => (a.salesmanId ? ctx.loaders.fieldPerson.load(a.salesmanId).catch(() => null) : null),
  },
  Order: {
    d2rApproved: (o) => o.d2rApproved,
    d2rPriceEdited: (o) => o.d2rPriceEdited,
    creditNoteAvailable: (o) => o.creditNoteAvailable,
    d2rRetailer: (o, _, ctx) =>
      o.d2rRetailerId ? ctx.loaders.storeAddress.load(o.d2rRetailerId).catch(() => null) : null,
    d2rSalesman: (o, _, ctx) =>
      o.d2rSalesmanId ? ctx.loaders.fieldPerson.load(o.d2rSalesmanId).catch(() => null) : null,
    d2rPaymentMode: (o) =>
      o.d2rPaymentMode === 'CREDIT' || o.d2rPaymentMode === 'CASH_ON_DELIVERY' ? o.d2rPaymentMode : null,
    d2rBillLocation: (o) => o.d2rBillLocation ?? null,
  },
  Query: {
    retailers: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const where = {
        ...(args.company ? { companyId: localId(args.company, 'Company') } : {}),
        ...(args.search
          ? {
              searchValue: args.search,
              searchOptionType: args.searchBy === 'COMPANY_NAME' ? ('companyName' as const) : ('retailerName' as const),
            }
          : {}),
        ...(args.active !== null && args.active !== undefined ? { active: args.active } : {}),
        ...(args.retailCluster ? { retailCluster: clusterName(args.retailCluster) } : {}),
        ...(args.retailerClass ? { retailerClass: args.retailerClass } : {}),
        ...(args.storeType ? { storeType: args.storeType } : {}),
        ...(args.salesman ? { salesmanId: localId(args.salesman, 'FieldPerson') } : {}),
      };
      const { storeAddresses, totalCount } = await ctx.apis.retailers
        .list(listRequest(window, where, args.sort))
        .catch(rethrow);
      for (const a of storeAddresses) ctx.loaders.storeAddress.prime(a.id, a);
      return connectionFrom(storeAddresses, totalCount, window);
    },
  },
  Mutation: {
    retailerCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, idempotencyKey, ...rest } = input;
          const { storeAddress } = await ctx.apis.retailers.create(
            { ...body(rest), companyId: localId(company, 'Company') },
            idempotencyKey,
          );
          return { retailerEdge: { cursor: toGlobalId('StoreAddress', storeAddress.id), node: storeAddress } };
        },
        { retailerEdge: null },
        { fields: FIELDS },
      ),
    d2rOrderCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { order, cursor } = await ctx.apis.d2rOrders.create(
            {
              companyId: localId(input.company, 'Company'),
              retailerId: localId(input.retailer, 'StoreAddress'),
              // Missing, the service answers 'Please select Salesman' on the field.
              salesmanId: (input.salesman ? localId(input.salesman, 'FieldPerson') : null) as string,
              warehouseId: localId(input.warehouse, 'Warehouse'),
              paymentMode: input.paymentMode,
              billLocation: input.billLocation ?? '',
              items: input.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
            },
            input.idempotencyKey,
          );
          return { orderEdge: { cursor, node: order } };
        },
        { orderEdge: null },
        {
          fields: {
            ...FIELDS,
            retailerId: 'retailer',
            salesmanId: 'salesman',
            warehouseId: 'warehouse',
            items: 'lines',
          },
        },
      ),
    d2rOrderApprove: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { order } = await ctx.apis.d2rOrders.approve(localId(input.order, 'Order'), {
            prices: (input.prices ?? []).map((p) => ({ sku: p.sku, unitPrice: p.unitPrice })),
            overrideCreditLimit: input.overrideCreditLimit ?? false,
          });
          return { order };
        },
        { order: null },
      ),
    retailerUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { retailer, ...rest } = input;
          const { storeAddress } = await ctx.apis.retailers.update(localId(retailer, 'StoreAddress'), body(rest));
          return { retailer: storeAddress };
        },
        { retailer: null },
        { fields: FIELDS },
      ),
  },
};
