import { MSG } from '@parcelo/common';
import { internalKey } from './config.js';
import { ServiceError } from './envelope.js';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The caller's session, forwarded when a service acts for a user. */
  token?: string | null;
  /** Service-to-service calls that act for no user. */
  internal?: boolean;
  timeoutMs?: number;
}

/**
 * Calls another service's REST API and unwraps its envelope. A status-false reply
 * becomes a ServiceError with the other service's message, code and field.
 */
export async function callService<T>(baseUrl: string, path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.internal) headers['x-internal-key'] = internalKey();
  let res: Response;
  try {
    res = await fetch(baseUrl + path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch {
    throw new ServiceError(503, MSG.genericFailure, 'UPSTREAM_UNAVAILABLE');
  }
  const body = (await res.json().catch(() => null)) as {
    status?: boolean;
    data?: unknown;
    message?: string;
  } | null;
  if (!body || body.status !== true) {
    const info = (body?.data ?? {}) as { code?: string; field?: string | null };
    throw new ServiceError(res.status >= 400 ? res.status : 502, body?.message || MSG.genericFailure, info.code ?? 'UPSTREAM', info.field ?? null);
  }
  return body.data as T;
}
