import { MSG } from '@parcelo/common';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import { signInPath } from '../paths';

/** The `extensions.code` values the API sets on top-level errors, plus our own for transport failures. */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NETWORK'
  | 'UNKNOWN';

const KNOWN_CODES: readonly ApiErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
];

/** A request that produced no usable data; `message` is fit to show to the user. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor(message: string, code: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/**
 * The text to show for any failure: the server's message when it sent one (§8), else
 * the fallback (the generic message unless the screen has its own, e.g. 'Failed to change weight').
 */
export function describeError(error: unknown, fallback: string = MSG.genericFailure): string {
  // Transport failures carry the generic text because the server said nothing; the
  // screen's own fallback is the better message for them.
  return error instanceof ApiError && error.message && error.message !== MSG.genericFailure ? error.message : fallback;
}

interface WireError {
  message?: unknown;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown };
}

function codeOf(error: WireError): ApiErrorCode {
  const code = error.extensions?.code;
  return KNOWN_CODES.find((known) => known === code) ?? 'UNKNOWN';
}

const AUTH_PAGES = ['/signin', '/signup', '/forgot-password'];

/**
 * The session ended under us. A full navigation rather than a router one, so that the
 * previous user's records in the Relay store go with the page.
 */
function leaveForSignIn(): Promise<never> {
  const { pathname, search } = window.location;
  if (AUTH_PAGES.includes(pathname)) throw new ApiError(MSG.sessionExpired, 'UNAUTHENTICATED');
  window.location.assign(signInPath(pathname + search));
  // Never settles: the page is being replaced, and settling would flash an error screen first.
  return new Promise<never>(() => {});
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  if (operation.text == null) throw new ApiError(MSG.genericFailure, 'UNKNOWN');
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
    });
  } catch {
    throw new ApiError(MSG.genericFailure, 'NETWORK');
  }

  let body: { data?: unknown; errors?: WireError[] };
  try {
    body = (await response.json()) as { data?: unknown; errors?: WireError[] };
  } catch {
    throw new ApiError(MSG.genericFailure, response.ok ? 'UNKNOWN' : 'NETWORK');
  }

  const errors = body.errors ?? [];
  if (errors.some((e) => codeOf(e) === 'UNAUTHENTICATED')) return leaveForSignIn();
  // Partial data (a nested field that failed upstream) still renders; the screen shows
  // what is missing. A failed root field is different: `viewer: null` from an outage must
  // not read as "signed out", so the route's error boundary (with Retry) takes over.
  const rootFailure = errors.find((e) => e.path?.length === 1);
  if (body.data == null || rootFailure) {
    const first = rootFailure ?? errors[0];
    const message = typeof first?.message === 'string' ? first.message : MSG.genericFailure;
    throw new ApiError(message, first ? codeOf(first) : 'UNKNOWN');
  }
  return body as GraphQLResponse;
};

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});
