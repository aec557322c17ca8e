import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { fromGlobalId } from '../../relay.js';
import { notFound, rethrow } from '../../errors.js';
import { nodeLoader } from '../../loaders.js';

// Every object's local id is a UUID; anything else cannot exist, and must not reach (and
// fail) a batch that other ids share.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NODE_TYPE = Symbol('nodeType');
type Tagged = object & { [NODE_TYPE]?: string };

async function loadNode(ctx: Context, globalId: string): Promise<Tagged> {
  await ctx.requireViewer();
  const parsed = fromGlobalId(globalId);
  const loader = parsed && nodeLoader(ctx.loaders, parsed.type);
  if (!parsed || !loader || !UUID.test(parsed.id)) throw notFound();
  // Each node loader answers null for what the viewer may not see, which surfaces as
  // NOT_FOUND: another company's objects are indistinguishable from missing ones.
  const node = (await loader.load(parsed.id).catch(rethrow)) as Tagged | null;
  if (!node) throw notFound();
  return Object.assign(Object.create(Object.getPrototypeOf(node) as object) as Tagged, node, {
    [NODE_TYPE]: parsed.type,
  });
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime()))
      throw new GraphQLError('Invalid DateTime', { extensions: { code: 'BAD_USER_INPUT' } });
    return d.toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return new Date(ast.value).toISOString();
  },
});

export const coreResolvers: Resolvers = {
  DateTime,
  Node: {
    __resolveType: (node) => (node as Tagged)[NODE_TYPE] as never,
  },
  Query: {
    node: (_, { id }, ctx) => loadNode(ctx, id) as never,
    nodes: (_, { ids }, ctx) => Promise.all(ids.map((id) => loadNode(ctx, id).catch(() => null))) as never,
  },
};
