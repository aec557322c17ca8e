import type { FastifyRequest } from 'fastify';
import { MSG } from '@parcelo/common';
import {
  UpstreamRefused,
  UpstreamUnreachable,
  upstreamClient,
  type CallOptions as ClientOptions,
} from '@parcelo/common/upstream';
import { internalKey } from './config.js';
import { serviceBusy } from './busy.js';
import { ServiceError } from './envelope.js';
import { credentialsOf } from './auth.js';
import { currentRequestId } from './requestContext.js';
import { REQUEST_ID_HEADER } from '@parcelo/common/requestId';

export interface CallOptions extends Pick<
  ClientOptions,
  'method' | 'body' | 'query' | 'headers' | 'read' | 'timeoutMs'
> {
  /** The request this call is made for: the caller's principal and session go along. */
  caller?: FastifyRequest;
  /** Service-to-service calls that act for no user. */
  internal?: boolean;
}

/** The upstream client's own timeouts (undici's codes), as against a refused or broken connection. */
const timedOut = (err: unknown) =>
  ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'].includes(String((err as { code?: unknown } | null)?.code));

/**
 * Calls another service's REST API through the shared upstream client (its timeouts and
 * retries) and unwraps its envelope. A status-false reply becomes a ServiceError with the
 * other service's message, code and field; an unreachable service, UPSTREAM_UNAVAILABLE.
 */
export async function callService<T>(baseUrl: string, path: string, options: CallOptions = {}): Promise<T> {
  const { caller, internal, ...rest } = options;
  // The request this call is made for, so the other service logs its lines under the same id.
  const requestId = currentRequestId();
  const headers = {
    ...rest.headers,
    ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    ...(caller ? credentialsOf(caller) : {}),
    ...(internal ? { 'x-internal-key': internalKey() } : {}),
  };
  try {
    return await upstreamClient(new URL(baseUrl).host, baseUrl).call<T>(path, { ...rest, headers });
  } catch (err) {
    // A read that the other service was too slow to answer changed nothing anywhere: the caller
    // may send its request again shortly. A write's outcome is unknown, and an upstream that
    // cannot be reached (or whose circuit is open) is down, not busy.
    const read = rest.read ?? (rest.method ?? (rest.body === undefined ? 'GET' : 'POST')) === 'GET';
    if (err instanceof UpstreamUnreachable && read && timedOut(err.cause)) throw serviceBusy(1);
    if (err instanceof UpstreamUnreachable) throw new ServiceError(503, MSG.genericFailure, 'UPSTREAM_UNAVAILABLE');
    if (err instanceof UpstreamRefused) {
      throw new ServiceError(
        err.httpStatus >= 400 ? err.httpStatus : 502,
        err.message || MSG.genericFailure,
        err.code ?? 'UPSTREAM',
        err.field,
        err.retryAfter,
      );
    }
    throw err;
  }
}
