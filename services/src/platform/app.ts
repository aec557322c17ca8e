import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifySerializerCompiler,
  type RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import swagger from '@fastify/swagger';
import compress from '@fastify/compress';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { JSON_DEPTH_MAX, MSG, fill, jsonNestedDeeperThan, unsavableTextPath } from '@parcelo/common';
import { config, type ServiceName, type ServiceUrls } from './config.js';
import type { Database } from './db.js';
import { answers, badRequest, failure, notFound, ok, ServiceError } from './envelope.js';
import { isTransientConflict, serviceBusy } from './busy.js';
import { guard, type Guard, type PrincipalResolver } from './auth.js';
import { loggerOptions, type Logger } from './logger.js';
import { validatorCompiler } from './validation.js';
import type { Migrations } from './migrate.js';
import type { PubSub } from '@parcelo/common/pubsub';
import { REQUEST_ID_HEADER, requestIdOf } from '@parcelo/common/requestId';
import { withRequestId } from './requestContext.js';
import { metricsAllowed, metricsText, observeRequest, processRuns } from '@parcelo/common/metrics';

export interface ServiceContext<DB = any> {
  name: ServiceName;
  db: Kysely<DB>;
  database: Database;
  urls: ServiceUrls;
  auth: Guard;
  log: Logger;
  /** Events for the BFF's subscriptions (Redis when REDIS_URL is set). */
  pubsub: PubSub;
  /** Runs `fn` once every service of this process listens and `urls` is final (resuming work). */
  onStarted(fn: () => void | Promise<void>): void;
}

/**
 * Answers as JSON whatever a route declares of its response: the declaration (`answers(…)`)
 * is for the document and its typed clients. Under tests each answer is checked against it,
 * so a route that drifts from what its callers are typed to receive fails there, not in use.
 */
const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!config().testing) return (data) => JSON.stringify(data);
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new Error(`${method} ${url} answered outside its declared response: ${z.prettifyError(checked.error)}`);
    return JSON.stringify(data);
  };
};

/** A service's Fastify app, whose route schemas are the shared zod schemas. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a service is: its schema's migrations and its routes. */
export interface ServiceDefinition<DB = any> {
  name: ServiceName;
  migrations: Migrations;
  /**
   * Messages for unique-constraint violations by constraint name, so a race past an
   * application-level check still answers like the check would have.
   */
  uniqueViolations?: Record<string, { message: string; field: string }>;
  /** Overrides how callers are identified (UMS reads its own sessions). */
  principalResolver?: (ctx: Omit<ServiceContext<DB>, 'auth'>) => PrincipalResolver;
  /** Registers routes; background work stops in an onClose hook. */
  routes(app: ServiceApp, ctx: ServiceContext<DB>): void | Promise<void>;
}

/**
 * The shared Fastify shell: envelope replies, error mapping, health, logging, and the
 * service's REST contract as OpenAPI 3 at /openapi.json, read from its route schemas.
 */
export async function createServiceApp(
  name: ServiceName,
  uniqueViolations: ServiceDefinition['uniqueViolations'] = {},
): Promise<ServiceApp> {
  const app = Fastify({
    logger: loggerOptions(name),
    // The id the BFF (or the proxy) gave the request when sane, else a new one: the request's
    // log lines carry it as reqId.
    genReqId: (req) => requestIdOf(req.headers),
    bodyLimit: 10 * 1024 * 1024,
    logController: new LogController({ disableRequestLogging: !config().logRequests }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  // A body nested deeper than any input is refused before it is parsed: everything after the
  // parser (the text check below, the schemas) walks the body, and thousands of levels would
  // cost seconds of CPU or overflow the stack.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(String(body), JSON_DEPTH_MAX))
      return done(badRequest(fill(MSG.jsonTooDeep, { n: JSON_DEPTH_MAX }), null), undefined);
    // Given done, the default parser answers through it; nothing is left to wait for.
    void parseJson(request, String(body), done);
  });
  // Text no column can store (a NUL, half a surrogate pair) is refused whatever the route,
  // before it reaches a schema without that rule or the database.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = unsavableTextPath(part);
      if (at !== null) throw badRequest(MSG.textUnsavable, at || null);
    }
  });
  // Every route says who may call it; one that forgets would otherwise be open to anyone.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`${name}: ${route.method} ${route.url} declares no config.access`);
  });
  // The request's id goes back with its answer and along with every call to another service
  // made meanwhile. Set again once the body is read: its reading runs outside the request's work.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, done);
  });
  app.addHook('preValidation', (request, _reply, done) => withRequestId(request.id, done));
  // Answers compressed (brotli or gzip, as the caller takes) from 1 KB up; sheets and PDFs are
  // compressed formats and go as they are. Registered before any route, as it hooks each one.
  // Request bodies are read as sent: no caller compresses one.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // Registered before any route, so every route is in the document.
  await app.register(swagger, {
    openapi: {
      info: { title: `Parcelo ${name.toUpperCase()}`, version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'A signed-in user’s session token.' },
          internal: { type: 'apiKey', in: 'header', name: 'x-internal-key', description: 'Another Parcelo service.' },
        },
      },
    },
    // Each operation has a name a generated client can call it by, and says who may call it
    // (`x-access`) and which credentials that takes.
    transform: (args) => {
      const out = jsonSchemaTransform(args);
      const method = Array.isArray(args.route.method) ? args.route.method[0] : args.route.method;
      const operationId = (out.schema?.operationId as string | undefined) ?? operationIdOf(String(method), args.url);
      const access = args.route.config?.access;
      if (!access) return { ...out, schema: { ...out.schema, operationId } };
      const levels = typeof access === 'string' ? [access] : access;
      const security = levels.includes('public')
        ? []
        : levels.map((l): Record<string, string[]> => (l === 'internal' ? { internal: [] } : { session: [] }));
      return { ...out, schema: { ...out.schema, operationId, security, 'x-access': levels } };
    },
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  serviceMetrics(app, name);

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: answers(z.object({ service: z.string(), status: z.literal('up') })) },
    },
    async () => ok({ service: name, status: 'up' as const }),
  );

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`No route ${request.method} ${request.url}`, { code: 'NOT_FOUND', field: null }));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ServiceError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      reply.code(error.httpStatus).send(
        failure(error.message, {
          code: error.code,
          field: error.field,
          ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
        }),
      );
      return;
    }
    const pgError = error as { code?: string; constraint?: string };
    if (isTransientConflict(error)) {
      // Rolled back whole, after the retries inside the service: sending it again is safe.
      request.log.warn({ err: error }, 'transaction rolled back for a conflict; answered as busy');
      const busy = serviceBusy(1);
      reply
        .code(busy.httpStatus)
        .header('retry-after', String(busy.retryAfter))
        .send(failure(busy.message, { code: busy.code, field: null, retryAfter: busy.retryAfter }));
      return;
    }
    if (pgError.code === '23505') {
      const known = pgError.constraint ? uniqueViolations[pgError.constraint] : undefined;
      reply
        .code(409)
        .send(failure(known?.message ?? 'This already exists.', { code: 'TAKEN', field: known?.field ?? null }));
      return;
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own rejections: malformed JSON, wrong content type, oversized body.
      reply.code(status).send(failure((error as Error).message, { code: 'INVALID', field: null }));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    const upstreamDown = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    reply
      .code(upstreamDown ? 503 : 500)
      .send(failure(MSG.genericFailure, { code: upstreamDown ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL', field: null }));
  });

  return app;
}

export { guard };

/**
 * Prometheus's view of the service: every answer's time by its route's pattern (never the
 * address asked for, which would make a series per order), and the process's metrics at
 * `/metrics` for callers `metricsAllowed` lets in; anyone else finds no such route.
 */
function serviceMetrics(app: ServiceApp, name: ServiceName) {
  processRuns(name);
  app.addHook('onResponse', async (request, reply) => {
    const route = (!request.is404 && request.routeOptions.url) || 'unmatched';
    observeRequest(
      { service: name, method: request.method, route, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      config: { access: 'public' },
      onRequest: async (request) => {
        const caller = { remoteAddress: request.socket.remoteAddress, headers: request.headers };
        // Answered as if there were no such route.
        if (!metricsAllowed(caller, config().metricsToken)) throw notFound(`No route ${request.method} ${request.url}`);
        // The metrics token is no session: taken off, the session check every route gets asks
        // UMS nothing, and the metrics stay readable while UMS is down.
        delete request.headers.authorization;
      },
    },
    async (_request, reply) => {
      const { contentType, body } = await metricsText();
      return reply.type(contentType).send(body);
    },
  );
}

/**
 * An operation's name from its method and path, stable as long as the route is: words in camel
 * case, a path parameter as `By<Name>` so `/orders/:id` and `/orders/id` stay apart
 * (`POST /orders/:id/ship` is `postOrdersByIdShip`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]/.test(segment);
      const parts = segment
        .replace(/^[:{]|}$/g, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return method.toLowerCase() + words.map(cap).join('');
}
