import type { Readable } from 'node:stream';
import { serviceApi, type ApiOperation, type ServiceApi } from '@parcelo/common/serviceApi';
import { GraphQLError } from 'graphql';
import { IdempotencyKey, MSG, wellFormed } from '@parcelo/common';
import type { Config } from '@parcelo/common/config';
import {
  UpstreamClient,
  UpstreamRefused,
  UpstreamUnreachable,
  type Deadline,
  type Method,
} from '@parcelo/common/upstream';
import { REQUEST_ID_HEADER } from '@parcelo/common/requestId';

/** A value as one segment of an upstream path; encodeURIComponent alone throws on half a surrogate pair. */
export const pathSegment = (value: string) => encodeURIComponent(wellFormed(value));

/** A status-false reply from an upstream: a problem with what the user asked for. */
export class UpstreamFailure extends Error {
  constructor(
    readonly upstream: string,
    readonly httpStatus: number,
    message: string,
    readonly code: string,
    readonly field: string | null,
    /** Seconds after which the same request may be sent again (an upstream too busy to take it). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const upstreamUnavailable = (upstream: string) =>
  new GraphQLError(`The ${upstream} service is unavailable. Try again after some time.`, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream },
  });

/** One client per upstream for the life of the process (keep-alive sockets, the deadline policy). */
export const createUpstreamHttp = (name: string, baseUrl: string, timeouts: Config['upstream']) =>
  new UpstreamClient(name, baseUrl, timeouts);

/** A file an upstream sent back instead of an envelope. */
export interface UpstreamFile {
  body: Buffer;
  contentType: string;
  disposition: string | null;
}

/** A file an upstream is sending, passed on as it arrives. */
export interface UpstreamFileStream extends Omit<UpstreamFile, 'body'> {
  body: Readable;
}

/** Upstream requests made for one GraphQL request (reported in response headers). */
export interface RequestCounter {
  /** Calls for the request's data (x-upstream-requests). */
  requests: number;
  /**
   * Asks of UMS about the session (x-session-checks), kept apart because whether one happens
   * depends on how long ago the cached answer was given, not on what the request asked for.
   */
  sessionChecks: number;
}

/** What every upstream call of one GraphQL request shares. */
export interface RequestScope {
  /** The caller's session and, once verified, its signed principal. */
  credentials(): Promise<Record<string, string>>;
  counter: RequestCounter;
  /** What is left of the request's budget for reads (a GraphQL request over HTTP). */
  deadline: Deadline | undefined;
  /** The request's id, sent with each call so the services log their lines for it under the same id. */
  requestId: string;
}

function translate(err: unknown): never {
  if (err instanceof UpstreamUnreachable) throw upstreamUnavailable(err.upstream);
  if (err instanceof UpstreamRefused) {
    if (err.httpStatus >= 500) throw upstreamUnavailable(err.upstream);
    throw new UpstreamFailure(
      err.upstream,
      err.httpStatus,
      err.message,
      err.code ?? 'INVALID',
      err.field,
      err.retryAfter,
    );
  }
  throw err;
}

function refusal(name: string, statusCode: number, body: Buffer): UpstreamFailure {
  let envelope: { message?: string; data?: { code?: string; field?: string | null } } = {};
  try {
    envelope = JSON.parse(body.toString('utf8')) as typeof envelope;
  } catch {
    // not an envelope: the status alone says it failed
  }
  return new UpstreamFailure(
    name,
    statusCode,
    envelope.message ?? 'Request failed',
    envelope.data?.code ?? 'INVALID',
    envelope.data?.field ?? null,
  );
}

/** A per-request handle on one upstream, carrying the caller's session. */
export class Upstream {
  constructor(
    readonly name: string,
    private readonly client: UpstreamClient,
    private readonly scope: RequestScope,
  ) {}

  /** What every call of the request carries: the caller's credentials and the request's id. */
  private async headers(): Promise<Record<string, string>> {
    return { ...(await this.scope.credentials()), [REQUEST_ID_HEADER]: this.scope.requestId };
  }

  /**
   * `read` says whether the call only reads when its method does not (a POST that searches,
   * a GET that syncs); `once` turns retries off for a read that must not repeat (redeeming a
   * one-time code); `idempotencyKey` goes with a write that creates something, so the service
   * answers a repeat with the first answer.
   */
  async call<T>(
    method: Method,
    path: string,
    options: {
      body?: unknown;
      query?: Record<string, string | undefined>;
      once?: boolean;
      read?: boolean;
      idempotencyKey?: string | null | undefined;
      /** Headers a route takes besides the credentials (DELETE /ums/webhooks's x-company-id). */
      headers?: Record<string, string>;
    } = {},
  ): Promise<T> {
    const { idempotencyKey, headers: extra, ...rest } = options;
    // Checked here as the service would: a key that is no valid header would otherwise fail the call itself.
    if (idempotencyKey && !IdempotencyKey.safeParse(idempotencyKey).success)
      throw new UpstreamFailure(this.name, 422, MSG.idempotencyKeyInvalid, 'INVALID', 'idempotencyKey');
    const headers = { ...extra, ...(await this.headers()) };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    this.scope.counter.requests += 1;
    try {
      return await this.client.call<T>(path, { ...rest, method, headers, deadline: this.scope.deadline });
    } catch (err) {
      translate(err);
    }
  }

  /** GETs a file (a PDF, a zip); a status-false envelope still becomes an UpstreamFailure. */
  async file(path: string): Promise<UpstreamFile> {
    const response = await this.raw('GET', path);
    if (response.statusCode >= 500) throw upstreamUnavailable(this.name);
    if (response.statusCode >= 400 || response.contentType.startsWith('application/json'))
      throw refusal(this.name, response.statusCode, response.body);
    return { body: response.body, contentType: response.contentType, disposition: response.disposition };
  }

  /** GETs a file as it arrives (an export), to pass on as it comes; a refusal still becomes an UpstreamFailure. */
  async fileStream(pathAndQuery: string): Promise<UpstreamFileStream> {
    const headers = await this.headers();
    this.scope.counter.requests += 1;
    let response: Awaited<ReturnType<UpstreamClient['stream']>>;
    try {
      response = await this.client.stream(pathAndQuery, { method: 'GET', headers });
    } catch (err) {
      translate(err);
    }
    const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
    const disposition = response.headers['content-disposition'];
    if (response.statusCode >= 500) {
      response.body.destroy();
      throw upstreamUnavailable(this.name);
    }
    if (response.statusCode >= 400 || contentType.startsWith('application/json'))
      throw refusal(this.name, response.statusCode, Buffer.from(await response.body.arrayBuffer()));
    return { body: response.body, contentType, disposition: typeof disposition === 'string' ? disposition : null };
  }

  /** Passes a request through unchanged (object store reads and writes); the caller relays the answer. */
  async raw(method: 'GET' | 'PUT', pathAndQuery: string, body?: Buffer, contentType?: string) {
    const headers = { ...(await this.headers()), ...(contentType ? { 'content-type': contentType } : {}) };
    this.scope.counter.requests += 1;
    try {
      const response = await this.client.raw(pathAndQuery, { method, headers, ...(body ? { body } : {}) });
      const disposition = response.headers['content-disposition'];
      const cacheControl = response.headers['cache-control'];
      return {
        statusCode: response.statusCode,
        cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
        body: response.body,
        contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
        disposition: typeof disposition === 'string' ? disposition : null,
      };
    } catch (err) {
      translate(err);
    }
  }
}

/** What a call through an upstream takes besides the route's own path parameters, query and body. */
export type UpstreamCallOptions = Omit<NonNullable<Parameters<Upstream['call']>[2]>, 'body' | 'query'>;

/**
 * The upstream's operations, typed from its routes (`@parcelo/common/api/<service>`), each
 * sent with this request's credentials and deadline as `call` sends them.
 */
export const operationsOf = <Operations>(
  upstream: Upstream,
  table: { readonly [Name in keyof Operations]: ApiOperation },
): ServiceApi<Operations, UpstreamCallOptions> =>
  serviceApi<Operations, UpstreamCallOptions>(table, (operation, path, input) =>
    upstream.call(operation.method, path, input),
  );
