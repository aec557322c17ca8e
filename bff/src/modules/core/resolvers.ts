import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { fromGlobalId } from '../../relay.js';
import { notFound, rethrow } from '../../errors.js';

/**
 * How `node(id:)` loads each type. Each loader answers null for what the viewer may not
 * see, which surfaces as NOT_FOUND: another company's objects are indistinguishable
 * from missing ones.
 */
const NODE_LOADERS: Record<string, (ctx: Context, id: string) => Promise<object | null>> = {
  User: (ctx, id) => ctx.loaders.user.load(id).catch(rethrow),
  Company: (ctx, id) => ctx.loaders.company.load(id).catch(rethrow),
  Warehouse: (ctx, id) => ctx.loaders.warehouse.load(id).catch(rethrow),
  Order: (ctx, id) => ctx.loaders.order.load(id).catch(rethrow),
  Task: (ctx, id) => ctx.loaders.task.load(id).catch(rethrow),
  CatalogueProduct: (ctx, id) => ctx.loaders.catalogueProduct.load(id).catch(rethrow),
  Wsin: (ctx, id) => ctx.loaders.wsin.load(id).catch(rethrow),
  InventoryRow: (ctx, id) => ctx.loaders.inventoryRow.load(id).catch(rethrow),
  Fulfilment: (ctx, id) => ctx.loaders.fulfilment.load(id).catch(rethrow),
  CustomerRequest: (ctx, id) => ctx.loaders.customerRequest.load(id).catch(rethrow),
  OrderMessage: (ctx, id) => ctx.loaders.orderMessage.load(id).catch(rethrow),
};

// Every object's local id is a UUID; anything else cannot exist, and must not reach (and
// fail) a batch that other ids share.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NODE_TYPE = Symbol('nodeType');
type Tagged = object & { [NODE_TYPE]?: string };

async function loadNode(ctx: Context, globalId: string): Promise<Tagged> {
  await ctx.requireViewer();
  const parsed = fromGlobalId(globalId);
  const load = parsed && NODE_LOADERS[parsed.type];
  if (!parsed || !load || !UUID.test(parsed.id)) throw notFound();
  const node = (await load(ctx, parsed.id)) as Tagged | null;
  if (!node) throw notFound();
  return Object.assign(Object.create(Object.getPrototypeOf(node) as object) as Tagged, node, { [NODE_TYPE]: parsed.type });
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid DateTime', { extensions: { code: 'BAD_USER_INPUT' } });
    return d.toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return new Date(ast.value).toISOString();
  },
});

export const coreResolvers: Resolvers = {
  DateTime,
  Node: {
    __resolveType: (node) => (node as Tagged)[NODE_TYPE] as keyof typeof NODE_LOADERS as never,
  },
  Query: {
    node: (_, { id }, ctx) => loadNode(ctx, id) as never,
    nodes: (_, { ids }, ctx) => Promise.all(ids.map((id) => loadNode(ctx, id).catch(() => null))) as never,
  },
};
