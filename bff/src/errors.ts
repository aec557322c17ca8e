import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { MSG } from '@parcelo/common';
import { UpstreamFailure, upstreamUnavailable } from './upstream/index.js';
import type { UserErrorCode } from './generated/resolvers-types.js';

export const unauthenticated = () => new GraphQLError(MSG.sessionExpired, { extensions: { code: 'UNAUTHENTICATED' } });
export const forbidden = () => new GraphQLError(MSG.forbidden, { extensions: { code: 'FORBIDDEN' } });
export const notFound = () => new GraphQLError(MSG.notFound, { extensions: { code: 'NOT_FOUND' } });

const USER_ERROR_CODES = new Set<string>([
  'INVALID',
  'REQUIRED',
  'TAKEN',
  'WRONG_CREDENTIALS',
  'RATE_LIMITED',
  'EXPIRED',
  'NOT_ALLOWED',
  'CONFIRMATION_REQUIRED',
  'INSUFFICIENT_BALANCE',
  'CREDIT_LIMIT',
] satisfies UserErrorCode[]);

export interface UserErrorShape {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * An upstream that had no room for the request now and did nothing (HTTP 429 with
 * Retry-After): the caller may send the same request again after `retryAfter` seconds, with
 * the same idempotency key. HTTP 429 and Retry-After over HTTP, as for a spent budget.
 */
export const serviceBusy = (failure: UpstreamFailure) => {
  const retryAfter = Math.max(1, Math.ceil(failure.retryAfter ?? 1));
  return new GraphQLError(failure.message, {
    extensions: {
      code: 'SERVICE_BUSY',
      retryAfter,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
    },
  });
};

const isBusy = (failure: UpstreamFailure) => failure.httpStatus === 429 && failure.code === 'SERVICE_BUSY';

/** An upstream failure as the top-level error the house style asks for. */
export function topLevel(failure: UpstreamFailure): GraphQLError {
  if (isBusy(failure)) return serviceBusy(failure);
  switch (failure.httpStatus) {
    case 401:
      return new GraphQLError(failure.message, { extensions: { code: 'UNAUTHENTICATED' } });
    case 403:
      return new GraphQLError(failure.message, { extensions: { code: 'FORBIDDEN' } });
    case 404:
      return new GraphQLError(failure.message, { extensions: { code: 'NOT_FOUND' } });
    default:
      return failure.httpStatus >= 500
        ? upstreamUnavailable(failure.upstream)
        : new GraphQLError(failure.message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** Re-raises anything that is not an upstream failure; converts the rest for queries. */
export function rethrow(err: unknown): never {
  if (err instanceof UpstreamFailure) throw topLevel(err);
  throw err;
}

/**
 * As `rethrow`, but an outage says what could not be loaded, in the screen's own words
 * ('Could not get inventory'), rather than naming a service the user never sees.
 */
export const rethrowAs =
  (message: string) =>
  (err: unknown): never => {
    const error = err instanceof UpstreamFailure ? topLevel(err) : err;
    if (error instanceof GraphQLError && error.extensions.code === 'UPSTREAM_UNAVAILABLE')
      throw new GraphQLError(message, { extensions: error.extensions });
    throw error;
  };

/**
 * Runs a mutation body. A status-false reply about the input (400, 409, 422, 429)
 * becomes `userErrors` with the upstream's message; auth and availability problems stay
 * top-level errors. `fields` renames REST body fields to the mutation's input fields.
 */
export async function mutate<T extends object>(
  body: () => Promise<T>,
  empty: Nullable<T>,
  options: { fields?: Record<string, string>; credentialsFailure?: boolean } = {},
): Promise<T & { userErrors: UserErrorShape[] }> {
  try {
    return { ...(await body()), userErrors: [] };
  } catch (err) {
    if (!(err instanceof UpstreamFailure)) throw err;
    // Not a problem with the input: the same input goes through once there is room.
    if (isBusy(err)) throw serviceBusy(err);
    const asUserError =
      [400, 409, 422, 429].includes(err.httpStatus) || (options.credentialsFailure === true && err.httpStatus === 401);
    if (!asUserError) throw topLevel(err);
    // Renames apply to the first segment, so `itemsWithQty.0.quantity` can become `items.0.quantity`.
    const [head = '', ...rest] = err.field?.split('.') ?? [];
    const field = err.field ? [options.fields?.[head] ?? head, ...rest].join('.') : null;
    const code: UserErrorCode =
      err.httpStatus === 401
        ? 'WRONG_CREDENTIALS'
        : USER_ERROR_CODES.has(err.code)
          ? (err.code as UserErrorCode)
          : 'INVALID';
    // The payload's object fields are nullable in the schema; `empty` fills them with null.
    return { ...(empty as T), userErrors: [{ field, message: err.message, code }] };
  }
}
