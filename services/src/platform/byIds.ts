import { BY_IDS_MAX, z } from '@parcelo/common';
import type { FastifyRequest } from 'fastify';
import type { ServiceApp } from './app.js';
import type { Access } from './auth.js';
import { answers, ok } from './envelope.js';

/** Options of a batch read beyond its path, reply key and loader. */
interface ByIdsOptions {
  /** Who may call it; a member by default (the BFF reads as the viewer). */
  access?: Access | readonly Access[];
  /** What one id looks like, when it is not a UUID (an attachment's names its company and warehouse). */
  id?: z.ZodString;
  /** One row's schema: the route's declared response, which its typed clients read. */
  record?: z.ZodType;
}

/**
 * The batch read every domain offers the BFF's loaders (`POST <path>` with `{ ids }`), made one
 * way: at most BY_IDS_MAX ids of the domain's shape, each asked once. `load` answers only the
 * rows the caller may see; an id outside its reach is left out, never refused, so a loader shows
 * it as null. The reply names the rows as the domain's list does (`{ [key]: rows }`).
 */
export function byIdsRoute<K extends string, T>(
  app: ServiceApp,
  path: string,
  key: K,
  load: (ids: string[], request: FastifyRequest) => Promise<T[]>,
  options: ByIdsOptions = {},
) {
  const body = z.object({ ids: z.array(options.id ?? z.string().uuid()).max(BY_IDS_MAX) });
  const response = options.record ? answers(z.object({ [key]: z.array(options.record) })) : undefined;
  app.post(
    path,
    { config: { access: options.access ?? 'member' }, schema: { body, ...(response ? { response } : {}) } },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const rows = ids.length ? await load(ids, request) : [];
      return ok({ [key]: rows } as Record<K, T[]>);
    },
  );
}
