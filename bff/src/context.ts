import { PrincipalCache } from '@parcelo/common/principals';
import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';
import { createLoaders, type Loaders } from './loaders.js';
import { upstreamApis, type RequestCounter, type UpstreamApis, type UpstreamClients } from './upstream/index.js';
import type { PubSub } from '@parcelo/common/pubsub';
import type { Principal } from './upstream/models.js';
import { forbidden, rethrow, unauthenticated } from './errors.js';
import type { PublicLimits } from './publicLimit.js';

export const SESSION_COOKIE = 'session';

/** Secure (HTTPS-only) in production unless COOKIE_SECURE=0 says the proxy speaks plain HTTP. */
export const secureCookies = () =>
  process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === '1' : process.env.NODE_ENV === 'production';

/** What every request's context is built from: the process-wide clients and event bus. */
export interface BffDeps {
  clients: UpstreamClients;
  pubsub: PubSub;
  /** Sessions UMS vouched for in the last few seconds (SESSION_CACHE_MS). */
  sessions: PrincipalCache;
  publicLimits: PublicLimits;
}

/**
 * As the services remember sessions (platform/auth), briefly: a page's query then waits
 * for no UMS call. Only settled (verified) sessions are kept, since verification is the
 * change a user makes and expects at once, possibly through another BFF instance.
 */
export const SESSION_CACHE_MS = 5_000;

export interface Context {
  apis: UpstreamApis;
  pubsub: PubSub;
  /** How many upstream requests this GraphQL request made (the x-upstream-requests header). */
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
}

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[SESSION_COOKIE] ?? null;
}

export const isAdmin = (p: Principal) => p.userType === 'admin' || p.userType === 'sub_admin';

export function createContext({ clients, pubsub, sessions, publicLimits }: BffDeps, token: string | null, res?: Response, clientAddress = 'unknown'): Context {
  let current = token;
  let viewerPromise: Promise<Principal | null> | null = null;
  const upstream: RequestCounter = { requests: 0 };
  const apis = upstreamApis(clients, () => current, upstream);
  const ctx: Context = {
    clientAddress,
    publicLimits,
    apis,
    pubsub,
    upstream,
    loaders: createLoaders(apis),
    viewer() {
      if (viewerPromise) return viewerPromise;
      const token = current;
      if (!token) return (viewerPromise = Promise.resolve(null));
      const known = sessions.get(token);
      if (known !== undefined) return (viewerPromise = Promise.resolve(known));
      viewerPromise = apis.ums.session().then((s) => {
        const principal = s.responseCode === '000000' ? s.principal : null;
        if (!principal || principal.accountVerified) sessions.set(token, principal);
        return principal;
      }, rethrow);
      return viewerPromise;
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
        secure: secureCookies(),
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
      if (current) sessions.forget(current);
      viewerPromise = principal === undefined ? null : Promise.resolve(principal);
      ctx.loaders = createLoaders(apis);
    },
  };
  return ctx;
}

export function contextFromRequest(deps: BffDeps, req: Request, res: Response): Context {
  return createContext(deps, sessionTokenOf(req.headers.cookie), res, req.ip ?? req.socket.remoteAddress ?? 'unknown');
}
