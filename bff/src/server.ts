import { existsSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { JSON_DEPTH_MAX, MSG, jsonNestedDeeperThan, valueNestedDeeperThan } from '@parcelo/common';
import expressStaticGzip from 'express-static-gzip';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { BREAK, GraphQLError, validate, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { LRUCache } from 'lru-cache';
import { useServer } from 'graphql-ws/use/ws';
import { pino, type Logger } from 'pino';
import { buildSchema } from './schema.js';
import { SignedPrincipals } from '@parcelo/common/principals';
import { config as processConfig, type Config } from '@parcelo/common/config';
import { REQUEST_ID_HEADER, requestIdOf } from '@parcelo/common/requestId';
import {
  contextFromRequest,
  createContext,
  isAdmin,
  requestTokenOf,
  sessionTokenOf,
  umsSessions,
  type BffDeps,
  type Context,
} from './context.js';
import { createPubSub } from '@parcelo/common/pubsub';
import { createPublicLimits } from './publicLimit.js';
import {
  QUERY_LIMITS,
  armorPlugins,
  armorValidationRules,
  nodeCount,
  nodeLimitPlugin,
  parseWithLimits,
  PARSE_OPTIONS,
  tooManyNodes,
  limitProblems,
} from './queryLimits.js';
import { createUpstreamClients, type UpstreamUrls } from './upstream/index.js';
import { fileRoutes } from './files.js';
import { webhookRoutes } from './webhooks.js';
import { listExportRoutes } from './listExports.js';
import { runningSubscriptions } from './live.js';
import { metricsRoute, operationMetricsPlugin, reportBff, timeHttpRequest } from './metrics.js';
import { answerGraphqlPost, isGraphqlPost, tooDeep } from './graphqlPost.js';
import { admitDocument, documentIdOf, loadTrustedDocuments, type RequestedDocument } from './trustedDocuments.js';
import {
  chargeOperation,
  costLimitPlugin,
  createCostLimits,
  operationCost,
  rateLimited,
  type CostLimits,
} from './costLimit.js';
import proxyAddr from 'proxy-addr';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BffOptions {
  urls: UpstreamUrls;
  port?: number;
  host?: string;
  /** The built web app to serve beside /graphql; skipped when the folder is missing. */
  webDist?: string;
  production?: boolean;
  /** Redis for subscription events and public limits; defaults to REDIS_URL (unset: in-process). */
  redisUrl?: string;
  /** Defaults to the process's configuration (the environment, read once). */
  config?: Config;
  /** Only the web app's persisted documents from non-admins; defaults to TRUSTED_DOCUMENTS, on in production. */
  trustedDocuments?: boolean;
  /** The persisted documents' map; defaults to the one relay-compiler writes beside the web app. */
  persistedDocumentsFile?: string;
}

export interface RunningBff {
  url: string;
  /** What live connections hold now; each returns to where it was once its clients have gone. */
  liveCounts(): LiveCounts;
  close(): Promise<void>;
}

export interface LiveCounts {
  sockets: number;
  subscriptions: number;
  /** Listeners on the event bus (subscriptions' and the BFF's own). */
  listeners: number;
}

/**
 * A socket's unsent bytes past which its client is dropped: one that does not read (a
 * stalled tab, a slow link) must not have events pile up in the server's memory. It
 * reconnects and reads the stored state again, as after any break.
 */
export const SOCKET_BUFFER_LIMIT = 1024 * 1024;
/** Subscription documents kept parsed and checked: the web app's few, with room for admins' own. */
const CHECKED_DOCUMENTS_KEPT = 200;
/** Subscriptions one socket may hold at once (a tab holds a handful). */
export const SUBSCRIPTIONS_PER_SOCKET = 50;

const tooManySubscriptions = () =>
  new GraphQLError(`At most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** Apollo hands every request of the same query the same parsed document, so each is walked once. */
const introspecting = new WeakMap<DocumentNode, boolean>();

function usesIntrospection(document: DocumentNode): boolean {
  let found = introspecting.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  introspecting.set(document, found);
  return found;
}

const introspectionRefused = () =>
  new GraphQLError('Introspection is available to admin users only.', { extensions: { code: 'FORBIDDEN' } });

/** In production only admins may introspect (support engineers in GraphiQL). */
const introspectionGuard = (production: boolean): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        if (!production || !usesIntrospection(document)) return;
        const viewer = await contextValue.viewer();
        if (!viewer || !isAdmin(viewer)) throw introspectionRefused();
      },
    };
  },
});

/** graphql-js's "Did you mean …?", which would spell out the schema to whoever probes it. */
const withoutSuggestions = (error: GraphQLError) =>
  / Did you mean .+\?$/.test(error.message)
    ? new GraphQLError(error.message.replace(/ Did you mean .+\?$/, ''), {
        nodes: error.nodes,
        extensions: error.extensions,
      })
    : error;

/** What every API answer carries, as helmet gives the pages. */
function apiHeaders(res: ServerResponse, production: boolean) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  if (production) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** Browsers send Origin on upgrade and on POST; it must be this host or a configured origin. */
function originAllowed(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Answers compressed (brotli or gzip, as the client takes) from 1 KB up: an orders page is some
 * 28 KB of JSON. What is encoded already keeps its encoding (the web app's precompressed files);
 * PDFs, sheets and images are compressed formats and go as they are, and so do bytes of no
 * declared type (an upload). Websocket upgrades never pass here.
 */
const compressAnswers = compression({
  threshold: '1kb',
  filter: (req, res) =>
    !/^application\/octet-stream/i.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res),
});

/** What the HTTP and WebSocket handlers of one BFF share. */
interface Served {
  deps: BffDeps;
  schema: GraphQLSchema;
  documents: ReturnType<typeof loadTrustedDocuments>;
  costLimits: CostLimits;
  production: boolean;
  log: Logger;
}

// Scripts only from this origin (no inline ones); styles may be inline (Chakra writes style
// tags); images from anywhere secure, since product images and tracking-page logos are
// sellers' own links; never framed.
const securityHeaders = (production: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

/**
 * What a socket's subscriptions read of the request that opened it. Only this is kept, not
 * the request itself with all its headers, for as long as the socket stays open.
 */
interface SocketRequest {
  headers: Pick<IncomingHttpHeaders, 'cookie' | typeof REQUEST_ID_HEADER>;
}

/** GraphQL over WebSocket on the same path: subscriptions held to every rule a request over HTTP is. */
function subscriptionServer(wss: WebSocketServer, served: Served) {
  const { deps, schema, documents, costLimits, production } = served;
  const { config } = deps;
  // Thousands of tabs follow the same few documents: each is parsed and checked once, and its
  // one syntax tree is shared by every subscription that runs it, not held by each (some 5 KB).
  const checked = new LRUCache<string, DocumentNode | readonly GraphQLError[]>({ max: CHECKED_DOCUMENTS_KEPT });
  const checkedDocument = (text: string): DocumentNode | readonly GraphQLError[] => {
    const known = checked.get(text);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parseWithLimits(text);
    } catch (err) {
      if (err instanceof GraphQLError) return [err];
      throw err;
    }
    const invalid = validate(schema, document);
    const problems = invalid.length ? [] : limitProblems(schema, document);
    const answer = invalid.length
      ? production
        ? invalid.map(withoutSuggestions)
        : invalid
      : problems.length
        ? problems
        : document;
    checked.set(text, answer);
    return answer;
  };
  return useServer<Record<string, unknown>, { request: SocketRequest; socket: WebSocket }>(
    {
      schema,
      // connection_init is accepted only with a live session.
      onConnect: async (ctx) => {
        const viewer = await createContext(deps, sessionTokenOf(ctx.extra.request.headers.cookie))
          .viewer()
          .catch(() => null);
        return viewer !== null;
      },
      context: (ctx) =>
        createContext(deps, sessionTokenOf(ctx.extra.request.headers.cookie), {
          requestId: requestIdOf(ctx.extra.request.headers),
          longLived: true,
        }),
      // The same rules as over HTTP: trusted documents, the document limits, the budgets, no
      // suggestions in production, and only admins introspect there.
      onSubscribe: async (ctx, _id, payload) => {
        if (valueNestedDeeperThan(payload.variables, JSON_DEPTH_MAX))
          return [new GraphQLError(tooDeep(), { extensions: { code: 'BAD_REQUEST' } })];
        // Its own id is among them already.
        if (Object.keys(ctx.subscriptions).length > SUBSCRIPTIONS_PER_SOCKET) return [tooManySubscriptions()];
        const viewerOnce = createContext(deps, sessionTokenOf(ctx.extra.request.headers.cookie));
        const viewer = () => viewerOnce.viewer().catch(() => null);
        const admitted = await admitDocument(documents, payload as RequestedDocument, viewer);
        if (admitted instanceof GraphQLError) return [admitted];
        const document = checkedDocument(admitted.query ?? '');
        if (!('kind' in document)) return [...document];
        const variables = payload.variables ?? {};
        const nodes = nodeCount(schema, document, payload.operationName, variables);
        if (nodes > QUERY_LIMITS.nodes) return [tooManyNodes(nodes)];
        if (production && usesIntrospection(document)) {
          const who = await viewer();
          if (!who || !isAdmin(who)) return [introspectionRefused()];
        }
        const cost = operationCost(schema, document, payload.operationName, variables, nodes);
        const charged = await chargeOperation(costLimits, config.graphqlCost.windowSeconds, viewerOnce, cost);
        if (charged && !charged.allowed) return [rateLimited(charged.cost, false)];
        return { schema, document, operationName: payload.operationName, variableValues: variables };
      },
      // Each event waits for the socket to take the one before, so a slow reader's events
      // queue in its listener (bounded there) and its unsent bytes here, bounded now.
      onNext: (ctx) => {
        const socket = ctx.extra.socket;
        if (socket.bufferedAmount > SOCKET_BUFFER_LIMIT) socket.terminate();
      },
    },
    wss,
  );
}

/** Apollo with the document limits, the budgets and, outside production, the upstream count header. */
function apolloServer(served: Served, httpServer: Server, wsCleanup: { dispose(): void | Promise<void> }) {
  const { schema, costLimits, production, log } = served;
  const { config } = served.deps;
  return new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    // "Did you mean …?" would spell out the schema to whoever probes it.
    hideSchemaDetailsFromClientErrors: production,
    // Compact: Apollo's default indents every answer, which costs the BFF CPU and the browser bytes.
    stringifyResult: (result) => JSON.stringify(result),
    // Only the web app's persisted documents (by documentId) or an admin's text; no client registers its own.
    persistedQueries: false,
    validationRules: armorValidationRules,
    parseOptions: PARSE_OPTIONS,
    plugins: [
      ...armorPlugins,
      nodeLimitPlugin(schema),
      // After the document limits, so a refused document costs nothing.
      costLimitPlugin(schema, costLimits, config.graphqlCost.windowSeconds),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      ApolloServerPluginLandingPageDisabled(),
      // No response is cached by HTTP here (every answer is the viewer's own), and the
      // default cache-control plugin costs a hook on every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      introspectionGuard(production),
      operationMetricsPlugin(),
      // An unexpected failure is logged with its request's id, which finds the services' lines for it.
      {
        async requestDidStart({ contextValue }) {
          return {
            async didEncounterErrors({ errors }) {
              for (const err of errors)
                if ((err.extensions.code ?? 'INTERNAL_SERVER_ERROR') === 'INTERNAL_SERVER_ERROR')
                  log.error({ err, reqId: contextValue.requestId }, 'resolver failed');
            },
          };
        },
      } satisfies ApolloServerPlugin<Context>,
      // How many upstream calls a request made, for tests and the bench; not for the world.
      ...(production
        ? []
        : [
            {
              async requestDidStart() {
                return {
                  async willSendResponse({ response, contextValue }) {
                    const { requests, sessionChecks } = contextValue.upstream;
                    response.http.headers.set('x-upstream-requests', String(requests));
                    response.http.headers.set('x-session-checks', String(sessionChecks));
                  },
                };
              },
            } satisfies ApolloServerPlugin<Context>,
          ]),
    ],
  });
}

/**
 * GraphiQL's page and GraphQL over HTTP through Express (GETs, other encodings); answers the
 * plain JSON POST handler, which serves most requests without Express.
 */
function graphqlHttpRoutes(app: express.Express, served: Served, apollo: ApolloServer<Context>, webDist: string) {
  const { deps, documents, production } = served;
  const { config } = deps;
  const graphiqlPage = join(webDist, 'graphiql.html');

  // GraphiQL for support engineers: admins always, anyone while developing.
  app.get('/graphql', async (req, res, next) => {
    if (!req.accepts('html') || req.query.query || !existsSync(graphiqlPage)) return next();
    const viewer = await createContext(deps, sessionTokenOf(req.headers.cookie))
      .viewer()
      .catch(() => null);
    if (!viewer) return res.redirect(`/signin?next=${encodeURIComponent('/graphql')}`);
    if (production && !isAdmin(viewer)) return res.status(403).send('GraphiQL is available to admin users only.');
    res.sendFile(graphiqlPage);
  });

  app.use('/graphql', (req, res, next) => {
    if (req.method === 'POST' && !originAllowed(req, config.allowedOrigins))
      return void res.status(403).json({ errors: [{ message: MSG.forbidden, extensions: { code: 'FORBIDDEN' } }] });
    next();
  });
  // A body the parser refuses (not JSON, too large, nested too deep) gets a GraphQL answer, not a page.
  const bodyRefused: express.ErrorRequestHandler = (err: unknown, _req, res, next) => {
    const status = (err as { status?: number }).status;
    if (!status || status >= 500) return next(err);
    const message = (err as { type?: string }).type === 'entity.too.deep' ? tooDeep() : (err as Error).message;
    res.status(status).json({
      errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }],
    });
  };
  /** A persisted document's id becomes its text; free text from whom trusted documents refuse it is refused. */
  const admit = async (request: Record<string, unknown>, ctx: Pick<Context, 'viewer'>) => {
    const admitted = await admitDocument(documents, request, () => ctx.viewer());
    if (admitted instanceof GraphQLError) return admitted;
    if (admitted.query !== undefined) request.query = admitted.query;
    return null;
  };
  app.use(
    '/graphql',
    // As much as the services take in a body; the largest are a catalogue pricing sheet and a
    // bulk save's edited cells (bulk sheets themselves go to the upload store).
    express.json({
      limit: '10mb',
      verify: (_req, _res, buf) => {
        if (jsonNestedDeeperThan(buf.toString('utf8'), JSON_DEPTH_MAX))
          throw Object.assign(new Error(tooDeep()), { status: 400, expose: true, type: 'entity.too.deep' });
      },
    }),
    bodyRefused,
    // What did not come as a plain JSON POST (a GET, another encoding) is held to the same rule.
    async (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const get = req.method === 'GET';
      const url = new URL(req.url, 'http://x');
      if (get && jsonNestedDeeperThan(url.searchParams.get('variables') ?? '', JSON_DEPTH_MAX))
        return void res.status(400).json({ errors: [{ message: tooDeep(), extensions: { code: 'BAD_REQUEST' } }] });
      const request: Record<string, unknown> = get
        ? Object.fromEntries(url.searchParams)
        : typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
          ? (req.body as Record<string, unknown>)
          : {};
      if (!get && !('query' in request) && documentIdOf(request) === undefined) return next();
      const refused = await admit(request, createContext(deps, requestTokenOf(req.headers))).catch((err: unknown) =>
        err instanceof GraphQLError ? err : null,
      );
      if (refused)
        return void res
          .status(400)
          .json({ errors: [{ message: refused.message, extensions: { code: refused.extensions.code } }] });
      if (get && typeof request.query === 'string') {
        url.searchParams.set('query', request.query);
        url.searchParams.delete('documentId');
        req.url = url.pathname + url.search;
      }
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }) => contextFromRequest(deps, req.headers, res, req.ip ?? req.socket.remoteAddress),
    }),
  );
  // The client's address as Express would give it, TRUST_PROXY and all.
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyAddr>[1];
  return (req: IncomingMessage, res: ServerResponse) =>
    answerGraphqlPost(
      apollo,
      req,
      res,
      (cookies) => contextFromRequest(deps, req.headers, cookies, proxyAddr(req, trust)),
      admit,
    );
}

/** The built web app: hashed assets cached for a year, any other page the app shell. */
function webApp(app: express.Express, webDist: string) {
  // GraphiQL's page is served only through GET /graphql, which checks who is asking.
  app.use('/graphiql.html', (_req, res) => res.redirect('/graphql'));
  // The build writes brotli and gzip copies beside each file; the browser gets the one it takes.
  app.use(
    expressStaticGzip(webDist, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: {
        index: false,
        maxAge: '1h',
        setHeaders: (res, path) => {
          if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      },
    }),
  );
  // Client-side routes: any other page request gets the app shell.
  app.use((req, res, next) => {
    if (req.method !== 'GET' || !req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  });
}

export async function startBff(options: BffOptions): Promise<RunningBff> {
  const config = options.config ?? processConfig();
  const log = pino({ name: 'bff', level: config.logLevel });
  const production = options.production ?? config.production;
  const documents = loadTrustedDocuments(
    options.trustedDocuments ?? options.production ?? config.trustedDocuments,
    options.persistedDocumentsFile,
  );
  const redisUrl = options.redisUrl ?? config.redisUrl;
  const costLimits = createCostLimits(config.graphqlCost, redisUrl);
  const clients = createUpstreamClients(options.urls, config.upstream);
  const deps: BffDeps = {
    config,
    clients,
    pubsub: createPubSub(redisUrl, log),
    sessions: umsSessions(clients),
    principals: new SignedPrincipals(config.principalKey),
    publicLimits: createPublicLimits(redisUrl),
  };
  // A sign-out, password change or verification through any instance reaches this one at once.
  const stopListening = await deps.sessions.listen(deps.pubsub);
  const schema = buildSchema();
  const served: Served = { deps, schema, documents, costLimits, production, log };
  const app = express();
  // Behind a proxy, the client's address (public limits) comes from X-Forwarded-For, as far as TRUST_PROXY says.
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Every /graphql answer is the viewer's own and never revalidated, so hashing it for an ETag is wasted work.
  app.set('etag', false);
  app.use(securityHeaders(production));
  // GraphQL POSTs are answered without Express (set up below, once Apollo has started).
  let graphqlPost: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (graphqlPost && isGraphqlPost(req)) {
      apiHeaders(res, production);
      // A page on another site may not spend a signed-in user's session (the cookie is sent
      // with cross-site POSTs that need no preflight); browsers always say where they come from.
      if (!originAllowed(req, config.allowedOrigins)) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ message: MSG.forbidden, extensions: { code: 'FORBIDDEN' } }] }));
        return;
      }
      graphqlPost(req, res).catch((err: unknown) => {
        log.error({ err, reqId: req.headers[REQUEST_ID_HEADER] }, 'GraphQL request failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
      return;
    }
    app(req, res);
  };
  const httpServer = createServer((req, res) => {
    timeHttpRequest(req, res);
    // The request's id, as the proxy sent it or new: answered back, and read from the request by
    // whatever it reaches (its context, the services it calls, the log).
    const requestId = requestIdOf(req.headers);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // The middleware reads only Node's request and response.
    compressAnswers(req as express.Request, res as express.Response, () => answer(req, res));
  });

  const wss = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (req, socket, head) => {
    // A subscription's calls to the services carry its connection's id.
    req.headers[REQUEST_ID_HEADER] = requestIdOf(req.headers);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== '/graphql' || !originAllowed(req, config.allowedOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    const kept: SocketRequest = {
      headers: { cookie: req.headers.cookie, [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER] },
    };
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, kept));
  });
  const wsCleanup = subscriptionServer(wss, served);
  const unreport = reportBff(() => wss.clients.size);

  const apollo = apolloServer(served, httpServer, wsCleanup);
  await apollo.start();

  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  graphqlPost = graphqlHttpRoutes(app, served, apollo, webDist);

  fileRoutes(app, deps);
  webhookRoutes(app, deps);
  listExportRoutes(app, deps);

  app.get('/healthz', (_req, res) => {
    res.json({ status: true, data: { service: 'bff', status: 'up' }, message: 'Success' });
  });
  app.get('/metrics', metricsRoute(config.metricsToken));

  const liveCounts = (): LiveCounts => ({
    sockets: wss.clients.size,
    subscriptions: runningSubscriptions(),
    listeners: deps.pubsub.listenerCount(),
  });
  // The process's memory and live connections, for the soak test; not for the world.
  if (!production)
    app.get('/debug/memory', (_req, res) => {
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      res.json({ rss, heapUsed, heapTotal, external, arrayBuffers, ...liveCounts() });
    });

  if (existsSync(webDist)) webApp(app, webDist);

  const host = options.host ?? config.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 4000, host, resolve));
  const address = httpServer.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`;
  log.info(`BFF listening at ${url}/graphql`);
  return {
    url,
    liveCounts,
    async close() {
      unreport();
      await apollo.stop();
      httpServer.closeAllConnections();
      await stopListening();
      await deps.pubsub.close();
      await deps.publicLimits.close();
      await costLimits.close();
      await Promise.all(Object.values(clients).map((c) => c.close()));
    },
  };
}
