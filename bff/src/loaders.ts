import type DataLoader from 'dataloader';
import type { UpstreamApis } from './upstream/index.js';
import { modules, type Loaders } from './generated/modules.js';

export type { Loaders };

/** Which module makes each loader, learnt from the first set made. */
let moduleOfLoader: Map<string, number> | undefined;

/**
 * One request's (or subscription's) loaders. A module's loaders are made when one of them
 * is first used: all of them together are some 20 KB, made for every request and kept for
 * every live subscription, which uses one or two.
 */
export function createLoaders(apis: UpstreamApis): Loaders {
  moduleOfLoader ??= new Map(
    modules.flatMap((m, i) => Object.keys(m.loaders?.(apis) ?? {}).map((name) => [name, i] as const)),
  );
  const which = moduleOfLoader;
  const made: Record<string, unknown> = {};
  return new Proxy(made, {
    get(target, name) {
      if (typeof name !== 'string' || name in target) return target[name as string];
      const i = which.get(name);
      if (i !== undefined) Object.assign(target, modules[i]!.loaders!(apis));
      return target[name];
    },
  }) as unknown as Loaders;
}

let nodeLoaderNames: Map<string, string> | undefined;
let nodeIdShapes: Map<string, RegExp> | undefined;

// Most objects' local id is a UUID; anything else cannot exist, and must not reach (and fail)
// a batch that other ids share.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a local id has the shape its node type's ids have (a UUID unless its module says otherwise). */
export function isNodeLocalId(type: string, id: string): boolean {
  nodeIdShapes ??= new Map(modules.flatMap((m) => Object.entries(m.nodeIds ?? {})));
  return (nodeIdShapes.get(type) ?? UUID).test(id);
}

/**
 * The loader answering `node(id:)` for a GraphQL type, or undefined when no module
 * declares the type as a node. Read on first use: modules import this file's siblings
 * while the registry is still loading.
 */
export function nodeLoader(loaders: Loaders, type: string): DataLoader<string, object | null> | undefined {
  nodeLoaderNames ??= new Map(modules.flatMap((m) => Object.entries(m.nodes ?? {})));
  const name = nodeLoaderNames.get(type);
  return name === undefined
    ? undefined
    : (loaders as unknown as Record<string, DataLoader<string, object | null>>)[name];
}
