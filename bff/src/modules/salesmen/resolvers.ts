import { FIELD_USER_TYPES, type FieldUserCode } from '@parcelo/common';
import type { FieldPersonSearchField, FieldPersonSort, FieldRole, Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { mutate, notFound, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';

const codeOf = (role: FieldRole): FieldUserCode =>
  role === 'PROMOTER' ? FIELD_USER_TYPES.promoter : FIELD_USER_TYPES.salesman;
const SEARCH: Record<FieldPersonSearchField, 'name' | 'phone' | 'active'> = {
  NAME: 'name',
  PHONE: 'phone',
  ACTIVE: 'active',
};

/** HMS's body fields named as the mutations' input fields. */
const FIELDS = { companyId: 'company', userId: 'fieldPerson', usertype: 'fieldPerson' };

interface ListArgs {
  first?: number | null;
  after?: string | null;
  company?: string | null;
  searchBy?: FieldPersonSearchField | null;
  search?: string | null;
  active?: boolean | null;
  sort?: FieldPersonSort | null;
}

/** One brand's (or every brand's) salesmen or promoters, a page at a time. */
async function people(role: FieldRole, args: ListArgs, ctx: Context) {
  await ctx.requireViewer();
  const window = pageWindow(args.first, args.after);
  const where = {
    usertype: codeOf(role),
    ...(args.company ? { companyId: localId(args.company, 'Company') } : {}),
    ...(args.search ? { searchValue: args.search, searchOptionType: SEARCH[args.searchBy ?? 'NAME'] } : {}),
    ...(args.active !== null && args.active !== undefined ? { active: args.active } : {}),
  };
  const { people: found, totalCount } = await ctx.apis.fieldPeople
    .list(listRequest(window, where, args.sort))
    .catch(rethrow);
  for (const p of found) ctx.loaders.fieldPerson.prime(p.id, p);
  return connectionFrom(found, totalCount, window);
}

export const salesmenResolvers: Resolvers = {
  FieldPerson: {
    id: (p) => toGlobalId('FieldPerson', p.id),
    role: (p) => (p.usertype === FIELD_USER_TYPES.promoter ? 'PROMOTER' : 'SALESMAN'),
    userTypeCode: (p) => p.usertype,
    // Nullable: a UMS outage blanks only the brand.
    company: (p, _, ctx) => ctx.loaders.company.load(p.companyId).catch(rethrow),
    brandName: async (p, _, ctx) =>
      p.brandName ?? (await ctx.loaders.company.load(p.companyId).catch(() => null))?.name ?? null,
    retailers: async (p, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      if (p.usertype !== FIELD_USER_TYPES.salesman) return connectionFrom([], 0, window);
      const where = {
        companyId: p.companyId,
        salesmanId: p.id,
        ...(args.search ? { searchValue: args.search, searchOptionType: 'retailerName' as const } : {}),
      };
      const { storeAddresses, totalCount } = await ctx.apis.retailers
        .list(listRequest(window, where, { by: 'NAME', order: 'ASC' }))
        .catch(rethrow);
      for (const a of storeAddresses) ctx.loaders.storeAddress.prime(a.id, a);
      return connectionFrom(storeAddresses, totalCount, window);
    },
  },
  Viewer: {
    fieldPerson: async (v, _, ctx) => {
      if (v.userType !== 'salesman' && v.userType !== 'promoter') return null;
      const { person, brandName } = await ctx.apis.fieldPeople.me().catch(rethrow);
      ctx.loaders.fieldPerson.prime(person.id, person);
      return { ...person, brandName };
    },
  },
  Query: {
    salesmen: (_, args, ctx) => people('SALESMAN', args, ctx),
    promoters: (_, args, ctx) => people('PROMOTER', args, ctx),
  },
  Mutation: {
    fieldPersonCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { company, role, idempotencyKey, ...rest } = input;
          const { person } = await ctx.apis.fieldPeople.create(
            {
              companyId: localId(company, 'Company'),
              usertype: codeOf(role),
              firstName: rest.firstName,
              lastName: rest.lastName ?? '',
              phone: rest.phone,
            },
            idempotencyKey,
          );
          return { fieldPersonEdge: { cursor: toGlobalId('FieldPerson', person.id), node: person } };
        },
        { fieldPersonEdge: null },
        { fields: FIELDS },
      ),
    fieldPersonUpdate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const id = localId(input.fieldPerson, 'FieldPerson');
          // The edit form names the person's type as HMS keeps it: the record says which it is.
          const current = await ctx.loaders.fieldPerson.load(id);
          if (!current) throw notFound();
          const { person } = await ctx.apis.fieldPeople.update({
            userId: id,
            usertype: current.usertype,
            name: input.name,
            phone: input.phone,
            isActive: input.isActive,
          });
          return { fieldPerson: person };
        },
        { fieldPerson: null },
        { fields: FIELDS },
      ),
  },
};
