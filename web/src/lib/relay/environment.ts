import { MSG } from '@parcelo/common';
import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  ROOT_ID,
  RecordSource,
  Store,
  VIEWER_ID,
  VIEWER_TYPE,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
} from 'relay-runtime';
import { DRIVER_HOME, FIELD_HOME, signInPath } from '../paths';

/** The `extensions.code` values the API sets on top-level errors, plus our own for transport failures. */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'SERVICE_BUSY'
  | 'RATE_LIMITED'
  | 'NETWORK'
  | 'UNKNOWN';

const KNOWN_CODES: readonly ApiErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
  'SERVICE_BUSY',
  'RATE_LIMITED',
];

/**
 * What the user is told of a refusal under load (HTTP 429 with Retry-After) in the product's
 * words: the API's own text is for programs (a rate limit's text counts query cost).
 */
const LOAD_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  SERVICE_BUSY: MSG.serviceBusy,
  RATE_LIMITED: MSG.tooManyRequests,
};

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
 * The text to show for any failure: the server's message when it sent one, else
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
  // A driver (or a D2R salesman or promoter) signs in again on its own page, by phone: it has
  // no password for the sign-in form.
  const phoneHome = [DRIVER_HOME, FIELD_HOME].find((home) => pathname.startsWith(home));
  window.location.assign(phoneHome ?? signInPath(pathname + search));
  // Never settles: the page is being replaced, and settling would flash an error screen first.
  return new Promise<never>(() => {});
}

interface WireBody {
  data?: unknown;
  errors?: readonly WireError[];
}

/**
 * A response body as Relay takes it, or null when it says the session has ended. Throws
 * the ApiError of a response that has no usable data.
 */
export function usableResponse(body: WireBody): GraphQLResponse | null {
  const errors = body.errors ?? [];
  if (errors.some((e) => codeOf(e) === 'UNAUTHENTICATED')) return null;
  // Partial data (a nested field that failed upstream) still renders; the screen shows
  // what is missing. A failed root field is different: `viewer: null` from an outage must
  // not read as "signed out", so the route's error boundary (with Retry) takes over.
  const rootFailure = errors.find((e) => e.path?.length === 1);
  if (body.data == null || rootFailure) {
    const first = rootFailure ?? errors[0];
    const code = first ? codeOf(first) : 'UNKNOWN';
    const message = LOAD_MESSAGES[code] ?? (typeof first?.message === 'string' ? first.message : MSG.genericFailure);
    throw new ApiError(message, code);
  }
  return body as GraphQLResponse;
}

/**
 * relay-compiler persists every operation and gives it an id (relay.config.js); the server
 * runs only those ids for everyone but admins, so the app sends the id, never the text.
 */
function documentOf(operation: RequestParameters): { documentId: string } | { query: string } {
  if (operation.id != null) return { documentId: operation.id };
  if (operation.text != null) return { query: operation.text };
  throw new ApiError(MSG.genericFailure, 'UNKNOWN');
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const document = documentOf(operation);
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...document, operationName: operation.name, variables }),
    });
  } catch {
    throw new ApiError(MSG.genericFailure, 'NETWORK');
  }

  let body: WireBody;
  try {
    body = (await response.json()) as WireBody;
  } catch {
    throw new ApiError(MSG.genericFailure, response.ok ? 'UNKNOWN' : 'NETWORK');
  }
  return usableResponse(body) ?? leaveForSignIn();
};

/** A socket's close, real or graphql-ws's synthetic one after `terminate()`. */
function isClose(failure: unknown): failure is { code: number } {
  return typeof failure === 'object' && failure !== null && 'code' in failure && 'reason' in failure;
}

/** How often the open socket is pinged, and how long its pong may take before the socket counts as dead. */
const KEEP_ALIVE_MS = 20_000;
const PONG_TIMEOUT_MS = 5_000;

/** graphql-ws's client and what it says about a refused socket. */
interface Socket {
  client: Client;
  /** The server closes the socket with Forbidden when connection_init comes without a live session. */
  isForbiddenClose: (failure: unknown) => boolean;
}

let socket: Promise<Socket> | null = null;

/**
 * The one WebSocket every subscription shares, made on the first subscription, with
 * graphql-ws (downloaded then: most pages have no live data). `lazy` opens the socket with
 * the first subscription and closes it after the last, so pages without live data hold no
 * socket. The browser sends the session cookie with the upgrade.
 */
function subscriptionSocket(): Promise<Socket> {
  socket ??= import('graphql-ws').then(
    ({ CloseCode, createClient }) => {
      const isForbiddenClose = (failure: unknown) => isClose(failure) && failure.code === CloseCode.Forbidden;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      let pongTimer: number | undefined;
      const client = createClient({
        url: `${scheme}://${window.location.host}/graphql`,
        lazy: true,
        // Retrying a signed-out session only delays the sign-in page by the whole backoff (~30 s).
        shouldRetry: (failure) => isClose(failure) && !isForbiddenClose(failure),
        // graphql-ws pings but does nothing when no pong comes. A socket that died while the
        // laptop slept stays "open" until then, so it is terminated, and the client reconnects.
        keepAlive: KEEP_ALIVE_MS,
        on: {
          ping: (received) => {
            if (received) return;
            window.clearTimeout(pongTimer);
            pongTimer = window.setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
          },
          pong: (received) => {
            if (received) window.clearTimeout(pongTimer);
          },
          closed: () => window.clearTimeout(pongTimer),
        },
      });
      return { client, isForbiddenClose };
    },
    (error: unknown) => {
      // A failed download is tried again by the next subscription.
      socket = null;
      throw error;
    },
  );
  return socket;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let document: ReturnType<typeof documentOf>;
    try {
      document = documentOf(operation);
    } catch (error) {
      sink.error(error instanceof ApiError ? error : new ApiError(MSG.genericFailure, 'UNKNOWN'));
      return undefined;
    }
    // graphql-ws wants a query string; a persisted document's id goes in the extensions.
    const payload =
      'documentId' in document ? { query: '', extensions: { documentId: document.documentId } } : document;
    const signedOut = () => {
      try {
        void leaveForSignIn();
      } catch (error) {
        sink.error(error instanceof ApiError ? error : new ApiError(MSG.sessionExpired, 'UNAUTHENTICATED'));
      }
    };
    // A result and a refusal of the operation are read alike, as over HTTP: UNAUTHENTICATED
    // signs out, other errors carry the server's message and code.
    const receive = (body: WireBody) => {
      let response: GraphQLResponse | null;
      try {
        response = usableResponse(body);
      } catch (error) {
        sink.error(error instanceof ApiError ? error : new ApiError(MSG.genericFailure, 'UNKNOWN'));
        return;
      }
      if (response) sink.next(response);
      else signedOut();
    };
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void subscriptionSocket().then(
      ({ client, isForbiddenClose }) => {
        if (cancelled) return;
        unsubscribe = client.subscribe<unknown>(
          { ...payload, operationName: operation.name, variables },
          {
            next: receive,
            error: (failure) => {
              // The server refused the socket: the session ended since the page loaded.
              if (isForbiddenClose(failure)) signedOut();
              else if (Array.isArray(failure)) receive({ errors: failure as WireError[] });
              else sink.error(new ApiError(MSG.genericFailure, 'NETWORK'));
            },
            complete: () => sink.complete(),
          },
        );
      },
      () => {
        if (!cancelled) sink.error(new ApiError(MSG.genericFailure, 'NETWORK'));
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribeGraphQL),
  store: new Store(new RecordSource()),
  // A mutation payload's `query` is the root itself, so what it reads again (a list's counts
  // beside the list) replaces what the page shows, rather than a copy nothing reads.
  // Otherwise as Relay's own rule: the object's id, and the viewer's fixed record without one.
  getDataID: (fieldValue, typeName) => {
    if (typeName === 'Query') return ROOT_ID;
    const id = (fieldValue as { id?: unknown }).id;
    return typeName === VIEWER_TYPE && id == null ? VIEWER_ID : id;
  },
});
