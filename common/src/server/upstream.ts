import { Pool, errors, type Dispatcher } from 'undici';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { config } from './config.js';
import { reportBreaker, upstreamCalled, type UpstreamOutcome } from './metrics.js';

/**
 * The one client for the services' `{status, data, message}` envelope, used by the BFF and
 * by the services calling each other. One keep-alive pool per upstream for the life of the
 * process, and one deadline policy:
 * - a read gets `timeoutMs` per try, and is tried again (twice at most) only when the
 *   upstream could not be reached, never after it may have started the work;
 * - a write is tried once, with `writeTimeoutMs`, longer than any work a service does for
 *   one call, so a write is not abandoned while it is still being done;
 * - a `Deadline` shared by all the calls of one GraphQL request caps what its reads wait,
 *   retries included;
 * - a circuit breaker per upstream: after `BREAK_AFTER` calls in a row that could not reach it
 *   or timed out, calls fail at once for `PROBE_AFTER_MS`, then one call probes it and a success
 *   closes the circuit. A sick service so costs its callers nothing while it is sick.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The upstream could not be reached, or did not answer in time, or failed without an envelope. */
export class UpstreamUnreachable extends Error {
  constructor(
    readonly upstream: string,
    cause?: unknown,
  ) {
    super(`${upstream} is unavailable`, { cause });
  }
}

/** A status-false envelope: the upstream refused what was asked, saying why. */
export class UpstreamRefused extends Error {
  constructor(
    readonly upstream: string,
    readonly httpStatus: number,
    message: string | undefined,
    readonly code: string | undefined,
    readonly field: string | null,
    /** Seconds after which the same request may be sent again, when the upstream said (a busy 429). */
    readonly retryAfter?: number,
  ) {
    super(message ?? 'Request failed');
  }
}

/** The time left to one GraphQL request for its upstream reads. */
export class Deadline {
  private readonly at: number;
  constructor(budgetMs: number) {
    this.at = Date.now() + budgetMs;
  }
  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }
}

export interface CallOptions {
  method?: Method;
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Whether the call only reads, by default whether it is a GET: a POST that searches is a
   * read, a GET that changes things (a channel sync) is a write, timed as one and never repeated.
   */
  read?: boolean;
  /** Not tried again even though it only reads (redeeming a one-time code). */
  once?: boolean;
  deadline?: Deadline;
  timeoutMs?: number;
}

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An answer whose body is read as it arrives (a file passed on to a browser). */
export interface StreamResponse extends Omit<RawResponse, 'body'> {
  body: Dispatcher.ResponseData['body'];
}

export interface RawOptions {
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer;
  timeoutMs?: number;
  deadline?: Deadline;
}

interface Envelope {
  status?: boolean;
  data?: unknown;
  message?: string;
}

const RETRIES = 2;
const BREAK_AFTER = 5;
const PROBE_AFTER_MS = 3_000;
/** An error of the transport (refused, reset, timed out), as against an answer. */
const isTransportFailure = (err: unknown) =>
  err instanceof errors.UndiciError || Boolean((err as { code?: string } | null)?.code);
const RETRY_PAUSE_MS = 50;
/** Failures that happen before a request reaches the upstream: trying again repeats no work. */
const unreached = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const timedOut = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** How a try that threw ended, for the metrics. */
function failureOutcome(err: unknown): UpstreamOutcome {
  if (err instanceof BrokenCircuitError) return 'open';
  const code = (err as { code?: string } | null)?.code;
  if (code && timedOut.has(code)) return 'timeout';
  return isTransportFailure(err) ? 'unreachable' : 'error';
}

function pathWithQuery(base: string, path: string, query: CallOptions['query']): string {
  const full = base + (path.startsWith('/') ? path : `/${path}`);
  if (!query) return full;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, v);
  const qs = params.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

export class UpstreamClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly breaker: CircuitBreakerPolicy = circuitBreaker(handleWhen(isTransportFailure), {
    halfOpenAfter: PROBE_AFTER_MS,
    breaker: new ConsecutiveBreaker(BREAK_AFTER),
  });
  private readonly unreport: () => void;

  constructor(
    readonly name: string,
    baseUrl: string,
    private readonly timeouts = config().upstream,
  ) {
    const url = new URL(baseUrl);
    this.pool = new Pool(url.origin, { connections: 64, keepAliveTimeout: 30_000 });
    this.basePath = url.pathname.replace(/\/$/, '');
    // Half-open counts as open: all calls but the one probing still fail at once.
    this.unreport = reportBreaker(name, () => this.breaker.state !== CircuitState.Closed);
  }

  private async send(options: Dispatcher.RequestOptions, timeoutMs: number, retry: boolean) {
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      try {
        const response = await this.breaker.execute(() =>
          this.pool.request({ ...options, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
        );
        const { statusCode } = response;
        upstreamCalled(this.name, statusCode >= 500 ? 'error' : statusCode >= 400 ? 'refused' : 'ok', started);
        return response;
      } catch (err) {
        upstreamCalled(this.name, failureOutcome(err), started);
        if (err instanceof BrokenCircuitError) throw new UpstreamUnreachable(this.name, err);
        const code = (err as { code?: string }).code;
        if (retry && attempt < RETRIES && code && unreached.has(code)) {
          await pause(RETRY_PAUSE_MS * (attempt + 1));
          continue;
        }
        if (err instanceof errors.UndiciError || code) throw new UpstreamUnreachable(this.name, err);
        throw err;
      }
    }
  }

  private timeoutFor(read: boolean, options: { timeoutMs?: number; deadline?: Deadline }, fallback: number): number {
    const own = options.timeoutMs ?? fallback;
    if (!read || !options.deadline) return own;
    const left = options.deadline.remaining();
    if (left <= 0) throw new UpstreamUnreachable(this.name, new Error('request budget spent'));
    return Math.min(own, left);
  }

  /** Calls a route and unwraps its envelope; see the class comment for timeouts and retries. */
  async call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const read = options.read ?? method === 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const timeoutMs = this.timeoutFor(read, options, read ? this.timeouts.timeoutMs : this.timeouts.writeTimeoutMs);
    const response = await this.send(
      {
        path: pathWithQuery(this.basePath, path, options.query),
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
      },
      timeoutMs,
      read && !options.once,
    );
    let body: Envelope | null;
    try {
      body = (await response.body.json()) as Envelope | null;
    } catch (err) {
      throw new UpstreamUnreachable(this.name, err);
    }
    if (!body || typeof body !== 'object') throw new UpstreamUnreachable(this.name);
    if (body.status === true) return body.data as T;
    const info = (body.data ?? {}) as { code?: string; field?: string | null };
    const retryAfter = Number(response.headers['retry-after']);
    throw new UpstreamRefused(
      this.name,
      response.statusCode,
      body.message || undefined,
      info.code,
      info.field ?? null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }

  /** A request whose answer is not an envelope (a file, the object store), its body read as it arrives. */
  async stream(path: string, options: RawOptions = {}): Promise<StreamResponse> {
    const method = options.method ?? 'GET';
    const timeoutMs = this.timeoutFor(method === 'GET', options, this.timeouts.fileTimeoutMs);
    const response = await this.send(
      { path: this.basePath + path, method, headers: options.headers ?? {}, body: options.body ?? null },
      timeoutMs,
      false,
    );
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  }

  /** A request whose answer is not an envelope (a file, the object store): the caller reads it. */
  async raw(path: string, options: RawOptions = {}): Promise<RawResponse> {
    const response = await this.stream(path, options);
    let body: Buffer;
    try {
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (err) {
      throw new UpstreamUnreachable(this.name, err);
    }
    return { ...response, body };
  }

  close(): Promise<void> {
    this.unreport();
    return this.pool.close();
  }
}

const shared = new Map<string, UpstreamClient>();

/** The process's client for a base URL, made at first use (service-to-service calls). */
export function upstreamClient(name: string, baseUrl: string): UpstreamClient {
  let client = shared.get(baseUrl);
  if (!client) shared.set(baseUrl, (client = new UpstreamClient(name, baseUrl)));
  return client;
}
