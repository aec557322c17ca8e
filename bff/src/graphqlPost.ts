import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { serialize } from 'cookie';
import type { GraphQLError } from 'graphql';
import { JSON_DEPTH_MAX, MSG, fill, jsonNestedDeeperThan } from '@parcelo/common';
import type { SessionCookieOptions, SessionCookies } from './context.js';

/** The largest JSON body /graphql takes: as much as the services take in one. */
export const GRAPHQL_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Whether a request is a GraphQL operation POSTed as plain JSON, which the BFF answers
 * without Express: its router and body parser cost about a tenth of an orders page's CPU.
 * Anything else (GET, other encodings, other paths) goes through Express as before.
 */
export function isGraphqlPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.headers['content-encoding']) return false;
  const url = req.url ?? '';
  const end = url.indexOf('?');
  if ((end < 0 ? url : url.slice(0, end)) !== '/graphql') return false;
  return /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
}

/** The answer's Set-Cookie headers, collected while the operation runs. */
class CookieJar implements SessionCookies {
  readonly headers: string[] = [];
  cookie(name: string, value: string, options: SessionCookieOptions) {
    this.headers.push(serialize(name, value, options));
  }
  clearCookie(name: string, options: SessionCookieOptions) {
    this.headers.push(serialize(name, '', { ...options, expires: new Date(1) }));
  }
}

/** Why a body nested deeper than any operation's variables is refused. */
export const tooDeep = () => fill(MSG.jsonTooDeep, { n: JSON_DEPTH_MAX });

const refuse = (res: ServerResponse, status: number, message: string, code: string) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
};

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

/**
 * Looks at a request's body before Apollo does, with its context: may replace what it runs
 * (a persisted document's id by its text), or refuse it.
 */
export type AdmitRequest<TContext> = (body: Record<string, unknown>, context: TContext) => Promise<GraphQLError | null>;

/** Answers a GraphQL POST through Apollo, as its Express integration would. */
export async function answerGraphqlPost<TContext extends object>(
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  context: (cookies: SessionCookies) => TContext,
  admit?: AdmitRequest<TContext>,
): Promise<void> {
  const raw = await readBody(req, GRAPHQL_BODY_LIMIT);
  if (!raw) return refuse(res, 413, 'The request is too large.', 'PAYLOAD_TOO_LARGE');
  const text = raw.toString('utf8');
  // Variables nested thousands deep would cost seconds of CPU (or the stack) wherever they are walked.
  if (jsonNestedDeeperThan(text, JSON_DEPTH_MAX)) return refuse(res, 400, tooDeep(), 'BAD_REQUEST');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(res, 400, 'The request body is not valid JSON.', 'BAD_REQUEST');
  }
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const cookies = new CookieJar();
  const contextValue = context(cookies);
  if (admit && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const refused = await admit(body as Record<string, unknown>, contextValue);
    if (refused) {
      const status = (refused.extensions.http as { status?: number } | undefined)?.status ?? 400;
      return refuse(res, status, refused.message, String(refused.extensions.code));
    }
  }
  const answer = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: query < 0 ? '' : url.slice(query), body },
    context: async () => contextValue,
  });
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  if (cookies.headers.length) res.setHeader('set-cookie', cookies.headers);
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    res.end(answer.body.string);
    return;
  }
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}
