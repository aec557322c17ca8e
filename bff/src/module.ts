import type DataLoader from 'dataloader';
import type { Resolvers } from './generated/resolvers-types.js';
import type { UpstreamApis } from './upstream/index.js';

/** A module's per-request batch loaders, keyed by the name resolvers use (`ctx.loaders.<name>`). */
export type LoaderSet = Record<string, DataLoader<string, unknown>>;

/** The loaders of a set that can answer `node(id:)`: one object (or null) per id. */
type NodeLoaderName<L> = { [K in keyof L]: L[K] extends DataLoader<string, object | null> ? K : never }[keyof L] &
  string;

/**
 * One GraphQL domain, the default export of `bff/src/modules/<domain>/index.ts`, collected
 * by codegen into `bff/src/generated/modules.ts`; nothing else registers it.
 */
export interface BffModule<L extends LoaderSet = LoaderSet> {
  resolvers: Resolvers;
  /**
   * Made afresh for every request, so batching never crosses viewers. Upstreams answer only
   * what the caller may see, so an id outside the viewer's reach must load as null.
   */
  loaders?: (apis: UpstreamApis) => L;
  /** GraphQL types refetchable through `node(id:)`, each with the loader that finds it by local id. */
  nodes?: Record<string, NoInfer<NodeLoaderName<L>>>;
  /**
   * The model each GraphQL type is resolved from, as `<path>#<export>` with the path
   * relative to the module's folder (codegen's resolver types use it as the parent type).
   */
  mappers?: Record<string, string>;
}

export const defineModule = <L extends LoaderSet = Record<never, never>>(module: BffModule<L>): BffModule<L> => module;

/**
 * A module's loaders, exported from its index.ts as `loaders` beside the module: the
 * request context's type is built from these exports, which must not depend on it.
 */
export const defineLoaders = <L extends LoaderSet>(loaders: (apis: UpstreamApis) => L) => loaders;

/** Answers a batch in the order of its ids, null where the upstream returned nothing. */
export function byKey<T>(rows: T[], ids: readonly string[], key: (row: T) => string): (T | null)[] {
  const map = new Map(rows.map((r) => [key(r), r]));
  return ids.map((id) => map.get(id) ?? null);
}

export const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => byKey(rows, ids, (r) => r.id);
