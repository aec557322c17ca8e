import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { fromGlobalId } from '../../relay.js';
import { notFound, rethrow } from '../../errors.js';
import { isNodeLocalId, nodeLoader } from '../../loaders.js';

const NODE_TYPE = Symbol('nodeType');
type Tagged = object & { [NODE_TYPE]?: string };

async function loadNode(ctx: Context, globalId: string): Promise<Tagged> {
  await ctx.requireViewer();
  const parsed = fromGlobalId(globalId);
  const loader = parsed && nodeLoader(ctx.loaders, parsed.type);
  if (!parsed || !loader || !isNodeLocalId(parsed.type, parsed.id)) throw notFound();
  // Each node loader answers null for what the viewer may not see, which surfaces as
  // NOT_FOUND: another company's objects are indistinguishable from missing ones.
  const node = (await loader.load(parsed.id).catch(rethrow)) as Tagged | null;
  if (!node) throw notFound();
  return Object.assign(Object.create(Object.getPrototypeOf(node) as object) as Tagged, node, {
    [NODE_TYPE]: parsed.type,
  });
}

// Instants a list filter or a record can mean; PostgreSQL has no year 0, and nothing here is older.
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function instant(value: string): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at) || at < EARLIEST || at > LATEST)
    throw new GraphQLError('DateTime must be an ISO-8601 date and time between the years 1900 and 9999', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return new Date(at).toISOString();
}

/** `nodes(ids:)` answers at most this many, as GitHub's API does. */
const MAX_NODES = 100;

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => instant(String(v).slice(0, 100)),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return instant(ast.value.slice(0, 100));
  },
});

/** Whole paise, beyond a 32-bit Int: a brand's wallet can hold more than ₹2 crore. */
function paise(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new GraphQLError('Paise must be a whole number of paise', { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}

export const Paise = new GraphQLScalarType({
  name: 'Paise',
  serialize: (v) => paise(typeof v === 'string' || typeof v === 'bigint' ? Number(v) : v),
  parseValue: paise,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT)
      throw new GraphQLError('Paise must be a whole number of paise', { extensions: { code: 'BAD_USER_INPUT' } });
    return paise(Number(ast.value));
  },
});

export const coreResolvers: Resolvers = {
  DateTime,
  Paise,
  Node: {
    __resolveType: (node) => (node as Tagged)[NODE_TYPE] as never,
  },
  Query: {
    node: (_, { id }, ctx) => loadNode(ctx, id) as never,
    nodes: (_, { ids }, ctx) => {
      if (ids.length > MAX_NODES)
        throw new GraphQLError(`At most ${MAX_NODES} ids can be asked for at once`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return Promise.all(ids.map((id) => loadNode(ctx, id).catch(() => null))) as never;
    },
  },
};
