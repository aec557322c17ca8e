import http from 'node:http';
import https from 'node:https';
import got, { RequestError, type Got, type Method } from 'got';
import { GraphQLError } from 'graphql';

/** A status-false reply from an upstream: a problem with what the user asked for. */
export class UpstreamFailure extends Error {
  constructor(
    readonly upstream: string,
    readonly httpStatus: number,
    message: string,
    readonly code: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

export const upstreamUnavailable = (upstream: string) =>
  new GraphQLError(`The ${upstream} service is unavailable. Try again after some time.`, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream },
  });

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };

/**
 * One got instance per upstream for the life of the process: keep-alive sockets, a
 * timeout, and retries only for idempotent methods (got's default method list).
 */
export function createUpstreamHttp(baseUrl: string): Got {
  return got.extend({
    prefixUrl: baseUrl,
    agent: agents,
    timeout: { request: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 10_000) },
    retry: { limit: 2, methods: ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'] },
    throwHttpErrors: false,
    responseType: 'json',
  });
}

/** A file an upstream sent back instead of an envelope. */
export interface UpstreamFile {
  body: Buffer;
  contentType: string;
  disposition: string | null;
}

interface Envelope {
  status?: boolean;
  data?: unknown;
  message?: string;
}

/** A per-request handle on one upstream, carrying the caller's session. */
/** Upstream requests made for one GraphQL request (reported in a response header). */
export interface RequestCounter {
  requests: number;
}

export class Upstream {
  constructor(
    readonly name: string,
    private readonly http: Got,
    private readonly token: () => string | null,
    private readonly counter: RequestCounter = { requests: 0 },
  ) {}

  /**
   * `once` turns retries off for calls that must not repeat even though their method is
   * idempotent in HTTP terms (redeeming a one-time code, changing a password).
   */
  async call<T>(
    method: Method,
    path: string,
    options: { body?: unknown; query?: Record<string, string | undefined>; once?: boolean } = {},
  ): Promise<T> {
    const token = this.token();
    const searchParams = options.query
      ? Object.fromEntries(Object.entries(options.query).filter((e): e is [string, string] => e[1] !== undefined))
      : undefined;
    let response;
    this.counter.requests += 1;
    try {
      response = await this.http<Envelope>(path.replace(/^\//, ''), {
        method,
        ...(options.body !== undefined ? { json: options.body } : {}),
        ...(searchParams ? { searchParams } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(options.once ? { retry: { limit: 0 } } : {}),
      });
    } catch (err) {
      if (err instanceof RequestError) throw upstreamUnavailable(this.name);
      throw err;
    }
    const body = response.body;
    if (response.statusCode >= 500 || !body || typeof body !== 'object') throw upstreamUnavailable(this.name);
    if (body.status !== true) {
      const info = (body.data ?? {}) as { code?: string; field?: string | null };
      throw new UpstreamFailure(this.name, response.statusCode, body.message ?? 'Request failed', info.code ?? 'INVALID', info.field ?? null);
    }
    return body.data as T;
  }

  /** GETs a file (a PDF, a zip); a status-false envelope still becomes an UpstreamFailure. */
  async file(path: string): Promise<UpstreamFile> {
    const token = this.token();
    let response;
    this.counter.requests += 1;
    try {
      response = await this.http.get(path.replace(/^\//, ''), {
        responseType: 'buffer',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        timeout: { request: Number(process.env.UPSTREAM_FILE_TIMEOUT_MS ?? 60_000) },
      });
    } catch (err) {
      if (err instanceof RequestError) throw upstreamUnavailable(this.name);
      throw err;
    }
    const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
    if (response.statusCode >= 500) throw upstreamUnavailable(this.name);
    if (response.statusCode >= 400 || contentType.startsWith('application/json')) {
      const body = JSON.parse(response.body.toString('utf8')) as Envelope;
      const info = (body.data ?? {}) as { code?: string; field?: string | null };
      throw new UpstreamFailure(this.name, response.statusCode, body.message ?? 'Request failed', info.code ?? 'INVALID', info.field ?? null);
    }
    return { body: response.body, contentType, disposition: (response.headers['content-disposition'] as string | undefined) ?? null };
  }

  /** Passes a request through unchanged (object store reads and writes); the caller relays the answer. */
  async raw(method: 'GET' | 'PUT', pathAndQuery: string, body?: Buffer, contentType?: string) {
    const token = this.token();
    this.counter.requests += 1;
    try {
      const response = await this.http(pathAndQuery.replace(/^\//, ''), {
        method,
        responseType: 'buffer',
        ...(body ? { body } : {}),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
        retry: { limit: 0 },
      });
      return { statusCode: response.statusCode, body: response.body, contentType: String(response.headers['content-type'] ?? 'application/octet-stream') };
    } catch (err) {
      if (err instanceof RequestError) throw upstreamUnavailable(this.name);
      throw err;
    }
  }
}
