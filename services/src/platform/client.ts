import type { FastifyRequest } from 'fastify';
import { MSG } from '@parcelo/common';
import {
  UpstreamRefused,
  UpstreamUnreachable,
  upstreamClient,
  type CallOptions as ClientOptions,
} from '@parcelo/common/upstream';
import { internalKey } from './config.js';
import { ServiceError } from './envelope.js';
import { credentialsOf } from './auth.js';

export interface CallOptions extends Pick<
  ClientOptions,
  'method' | 'body' | 'query' | 'headers' | 'read' | 'timeoutMs'
> {
  /** The request this call is made for: the caller's principal and session go along. */
  caller?: FastifyRequest;
  /** Service-to-service calls that act for no user. */
  internal?: boolean;
}

/**
 * Calls another service's REST API through the shared upstream client (its timeouts and
 * retries) and unwraps its envelope. A status-false reply becomes a ServiceError with the
 * other service's message, code and field; an unreachable service, UPSTREAM_UNAVAILABLE.
 */
export async function callService<T>(baseUrl: string, path: string, options: CallOptions = {}): Promise<T> {
  const { caller, internal, ...rest } = options;
  const headers = {
    ...rest.headers,
    ...(caller ? credentialsOf(caller) : {}),
    ...(internal ? { 'x-internal-key': internalKey() } : {}),
  };
  try {
    return await upstreamClient(new URL(baseUrl).host, baseUrl).call<T>(path, { ...rest, headers });
  } catch (err) {
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
