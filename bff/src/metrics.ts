import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import {
  histogram,
  metricsAllowed,
  metricsText,
  observeRequest,
  processRuns,
  readOnScrape,
} from '@parcelo/common/metrics';
import { runningSubscriptions } from './live.js';
import { PERSISTED_DOCUMENTS_FILE } from './trustedDocuments.js';

/** Names not among the web app's operations that get a series of their own; later ones count as "other". */
const OTHER_OPERATIONS_MAX = 100;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/** Operation times from 5 ms to 30 s, as the services' request times. */
const operationDurations = () =>
  histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation over HTTP, by its name, its type and whether it failed.',
    labelNames: ['operation', 'type', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });

/** The names of the web app's persisted operations (each document starts with its operation). */
function persistedOperationNames(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const texts = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const names = texts.map((text) =>
    typeof text === 'string' ? /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(text)?.[1] : undefined,
  );
  return new Set(names.filter((n): n is string => n !== undefined));
}

/**
 * Each GraphQL operation's time, by name. The web app's operations are named as themselves;
 * anyone may name their own (an admin in GraphiQL, a seller's script), so the first
 * `OTHER_OPERATIONS_MAX` other names get a series each and the rest share "other", and no
 * caller can make the BFF keep series without end.
 */
export function operationMetricsPlugin(persistedDocumentsFile = PERSISTED_DOCUMENTS_FILE): ApolloServerPlugin {
  const known = persistedOperationNames(persistedDocumentsFile);
  const others = new Set<string>();
  const label = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (known.has(name) || others.has(name)) return name;
    if (others.size >= OTHER_OPERATIONS_MAX || !OPERATION_NAME.test(name)) return 'other';
    others.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, request, response }) {
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const failed = Boolean(result?.errors?.length);
          const outcome = !failed ? 'ok' : result?.data ? 'partial' : 'error';
          operationDurations().observe(
            {
              operation: label(operationName ?? request.operationName),
              type: operation?.operation ?? 'unknown',
              outcome,
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/**
 * Times every HTTP request the BFF answers, by route: /graphql, the Express route it matched
 * (`/files/orders.csv`, `/objects/{*key}`), else "static" for the web app's files and pages,
 * or "unmatched".
 */
export function timeHttpRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  // Read now: Express rewrites req.url while mounted middleware runs.
  const path = (req.url ?? '/').split('?')[0];
  res.once('close', () => {
    const matched = (req as { route?: { path?: unknown } }).route?.path;
    const route =
      path === '/graphql'
        ? '/graphql'
        : typeof matched === 'string'
          ? matched
          : req.method === 'GET' || req.method === 'HEAD'
            ? 'static'
            : 'unmatched';
    observeRequest(
      { service: 'bff', method: req.method ?? 'GET', route, status: res.statusCode },
      (performance.now() - started) / 1000,
    );
  });
}

/**
 * The BFF's own figures beside its requests: the websocket clients it holds and the
 * subscriptions running. Answers what stops reporting them (the BFF closed).
 */
export function reportBff(websocketClients: () => number): () => void {
  processRuns('bff');
  const stops = [
    readOnScrape(
      { name: 'graphql_ws_clients', help: 'Browsers connected to the GraphQL websocket.', labelNames: [] },
      () => [{ labels: {}, value: websocketClients() }],
    ),
    readOnScrape(
      { name: 'graphql_subscriptions', help: 'GraphQL subscriptions running in the process.', labelNames: [] },
      () => [{ labels: {}, value: runningSubscriptions() }],
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

/** GET /metrics: the process's metrics for callers `metricsAllowed` lets in; anyone else finds nothing here. */
export const metricsRoute =
  (token: string | undefined): RequestHandler =>
  async (req, res) => {
    if (!metricsAllowed({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, token))
      return void res.sendStatus(404);
    const { contentType, body } = await metricsText();
    res.type(contentType).send(body);
  };
