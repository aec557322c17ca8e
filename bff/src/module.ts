import DataLoader from 'dataloader';
import { BY_IDS_MAX } from '@parcelo/common';
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
   * The shape of a node type's local id when it is not one UUID (an attachment's names its
   * company and warehouse); `node(id:)` sends its loader nothing else.
   */
  nodeIds?: Record<string, RegExp>;
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

/**
 * A batch loader that also answers synchronously for what it was primed with. graphql-js
 * completes a plain value in place, but a promise per row makes it wait for every row and
 * object around it: for a page of rows whose related objects were read beside the list,
 * that waiting was a large part of the BFF's CPU per page.
 */
export class PrimedLoader<V> extends DataLoader<string, V> {
  private readonly primed = new Map<string, V>();
  /** Keys asked for before any priming: DataLoader keeps its first answer for a key, and so does this. */
  private readonly asked = new Set<string>();

  /** The primed answer, or a promise of the loaded one. */
  loadPrimed(key: string): V | Promise<V> {
    return this.primed.has(key) ? this.primed.get(key)! : this.load(key);
  }

  override load(key: string): Promise<V> {
    if (!this.primed.has(key)) this.asked.add(key);
    return super.load(key);
  }

  override prime(key: string, value: V | PromiseLike<V> | Error): this {
    if (!this.primed.has(key) && !this.asked.has(key) && !(value instanceof Error) && !isPromiseLike(value))
      this.primed.set(key, value);
    return super.prime(key, value);
  }

  override clear(key: string): this {
    this.primed.delete(key);
    this.asked.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.primed.clear();
    this.asked.clear();
    return super.clearAll();
  }
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * The loader of one object per id from a service's batch read (`POST …/byIds`), the one way a
 * module finds its objects by id: batches are cut to what the route takes, and an id the viewer
 * may not see (the service leaves it out) loads as null. `key` names a row's id when it is
 * not `id` (a fulfilment is its order's).
 */
export function idsLoader<T>(
  fetch: (ids: readonly string[]) => Promise<T[]>,
  key: (row: T) => string = (row) => (row as { id: string }).id,
): PrimedLoader<T | null> {
  return new PrimedLoader<T | null>(async (ids) => byKey(await fetch(ids), ids, key), { maxBatchSize: BY_IDS_MAX });
}
