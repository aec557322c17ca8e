import { PRINCIPAL_HEADER, SessionCache, SignedPrincipals } from '@parcelo/common/principals';
import { umsOperations, type operations as UmsOperations } from '@parcelo/common/api/ums';
import { serviceApi } from '@parcelo/common/serviceApi';
import type { Config } from '@parcelo/common/config';
import { Deadline } from '@parcelo/common/upstream';
import { requestIdOf } from '@parcelo/common/requestId';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import { createLoaders, type Loaders } from './loaders.js';
import {
  upstreamApis,
  upstreamUnavailable,
  type RequestCounter,
  type UpstreamApis,
  type UpstreamClients,
} from './upstream/index.js';
import type { PubSub } from '@parcelo/common/pubsub';
import type { Principal } from './upstream/models.js';
import { forbidden, unauthenticated } from './errors.js';
import type { PublicLimits } from './publicLimit.js';

export const SESSION_COOKIE = 'session';

/** What every request's context is built from: the process-wide clients, event bus and caches. */
export interface BffDeps {
  config: Config;
  clients: UpstreamClients;
  pubsub: PubSub;
  /** Who each session belongs to, as UMS said in the last few seconds. */
  sessions: SessionCache;
  /** The signed principal forwarded to the services for each session. */
  principals: SignedPrincipals;
  publicLimits: PublicLimits;
}

/** Asks UMS who a session belongs to: the only place the BFF checks a session. */
export function umsSessions(clients: UpstreamClients): SessionCache {
  // Sent with the token asked about, outside any request's credentials and deadline.
  const ums = serviceApi<UmsOperations, { headers: Record<string, string> }>(umsOperations, (operation, path, input) =>
    clients.ums.call(path, { ...input, method: operation.method }),
  );
  return new SessionCache(async (token) => {
    const answer = await ums.getOauth2Authenticate({ headers: { authorization: `Bearer ${token}` } }).catch(() => {
      throw upstreamUnavailable('ums');
    });
    return answer.responseCode === '000000' ? answer.principal : null;
  });
}

export interface Context {
  apis: UpstreamApis;
  pubsub: PubSub;
  /** How many upstream requests this GraphQL request made (the x-upstream-requests and x-session-checks headers). */
  upstream: RequestCounter;
  loaders: Loaders;
  /** The signed-in principal, looked up once per request (null when signed out). */
  viewer(): Promise<Principal | null>;
  requireViewer(): Promise<Principal>;
  /** Admins and sub-admins. */
  requireAdmin(): Promise<Principal>;
  /** Admins only (not sub-admins). */
  requireSuperAdmin(): Promise<Principal>;
  /** Switches this request to a new session (after sign-in) and sets the browser cookie. */
  startSession(token: string, expiresAt: string): void;
  /** Forgets the session and clears the browser cookie. */
  endSession(): void;
  /** Drops the memoised viewer so the next read reflects a change just made. */
  refreshViewer(principal?: Principal | null): void;
  /** Who is asking, for limits on what anyone may ask without signing in. */
  clientAddress: string;
  publicLimits: PublicLimits;
  /** The request's id (x-request-id): on its log lines and on every call it makes to the services. */
  requestId: string;
}

/** The session cookie's attributes: sent only to this site's pages, never to scripts. */
export interface SessionCookieOptions {
  httpOnly?: boolean;
  sameSite?: 'lax';
  secure?: boolean;
  path: string;
  expires?: Date;
}

/** Where a request's answer sets and clears the session cookie (an Express response has both). */
export interface SessionCookies {
  cookie(name: string, value: string, options: SessionCookieOptions): unknown;
  clearCookie(name: string, options: SessionCookieOptions): unknown;
}

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[SESSION_COOKIE] ?? null;
}

/**
 * The token a request runs as: `Authorization: Bearer <token>` (an API key, or any session
 * token a script holds) before the session cookie. A header is safe from cross-site requests
 * as the cookie is not: a browser never adds one by itself, so a page elsewhere cannot spend
 * a token it does not already hold. (The cookie's own defence is the Origin check on POSTs.)
 */
export function requestTokenOf(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
}): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  return bearer ?? sessionTokenOf(headers.cookie);
}

export const isAdmin = (p: Principal) => p.userType === 'admin' || p.userType === 'sub_admin';

/** What a context knows of the request it serves, besides its token. */
export interface RequestInfo {
  /** Where the answer's session cookie goes (a GraphQL request). */
  cookies?: SessionCookies;
  clientAddress?: string;
  /**
   * What the request's upstream reads may wait in all (a GraphQL request over HTTP); without
   * one (subscriptions, file routes) each call has its own timeout.
   */
  deadline?: Deadline;
  /** The request's id; a context made for no request of its own (a session check) gets a new one. */
  requestId?: string;
  /**
   * A subscription's context, which lives as long as its tab and calls the services only now
   * and then: each call makes its service's methods afresh rather than keeping them all.
   */
  longLived?: boolean;
}

/** A request's context. */
export function createContext(
  { clients, pubsub, sessions, principals, config, publicLimits }: BffDeps,
  token: string | null,
  { cookies: res, clientAddress = 'unknown', deadline, requestId = randomUUID(), longLived = false }: RequestInfo = {},
): Context {
  let current = token;
  let viewerPromise: Promise<Principal | null> | null = null;
  const upstream: RequestCounter = { requests: 0, sessionChecks: 0 };
  const apis = upstreamApis(
    clients,
    {
      counter: upstream,
      deadline,
      requestId,
      // The session is checked once (the viewer), then vouched for with a signed principal
      // that the services verify without asking UMS. A session UMS cannot check now goes
      // alone, and the service that needs it answers for itself.
      async credentials() {
        const session = current;
        if (!session) return {};
        const principal = await ctx.viewer().catch(() => null);
        const headers: Record<string, string> = { authorization: `Bearer ${session}` };
        if (principal) headers[PRINCIPAL_HEADER] = await principals.for(principal);
        return headers;
      },
    },
    { keep: !longLived },
  );
  const ctx: Context = {
    clientAddress,
    publicLimits,
    requestId,
    apis,
    pubsub,
    upstream,
    loaders: createLoaders(apis),
    viewer() {
      if (viewerPromise) return viewerPromise;
      const token = current;
      if (!token) return (viewerPromise = Promise.resolve(null));
      return (viewerPromise = sessions.get(token, () => (upstream.sessionChecks += 1)));
    },
    async requireViewer() {
      const v = await ctx.viewer();
      if (!v) throw unauthenticated();
      return v;
    },
    async requireAdmin() {
      const v = await ctx.requireViewer();
      if (!isAdmin(v)) throw forbidden();
      return v;
    },
    async requireSuperAdmin() {
      const v = await ctx.requireViewer();
      if (v.userType !== 'admin') throw forbidden();
      return v;
    },
    startSession(newToken, expiresAt) {
      current = newToken;
      viewerPromise = null;
      ctx.loaders = createLoaders(apis);
      res?.cookie(SESSION_COOKIE, newToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: '/',
        expires: new Date(expiresAt),
      });
    },
    endSession() {
      if (current) sessions.forget(current);
      current = null;
      viewerPromise = Promise.resolve(null);
      res?.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    refreshViewer(principal) {
      if (current && principal) sessions.set(current, principal);
      else if (current) sessions.forget(current);
      viewerPromise = principal === undefined ? null : Promise.resolve(principal);
      ctx.loaders = createLoaders(apis);
    },
  };
  return ctx;
}

/** A GraphQL request's context: its bearer token or session cookie, where its answer's cookies go, and who sent it. */
export function contextFromRequest(
  deps: BffDeps,
  headers: IncomingHttpHeaders,
  cookies: SessionCookies,
  clientAddress: string | undefined,
): Context {
  const deadline = new Deadline(deps.config.upstream.budgetMs);
  return createContext(deps, requestTokenOf(headers), {
    cookies,
    clientAddress: clientAddress ?? 'unknown',
    deadline,
    requestId: requestIdOf(headers),
  });
}
