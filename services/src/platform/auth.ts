import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type WhereInterface } from 'kysely';
import { PRINCIPAL_HEADER, PrincipalVerifier, SessionCache, hashToken } from '@parcelo/common/principals';
import type { PubSub } from '@parcelo/common/pubsub';
import { MSG, adminMay, type AdminPermission, type AdminRole, type Principal, type UserType } from '@parcelo/common';
import { ServiceError, forbidden, unauthorized } from './envelope.js';
import { config, internalKey } from './config.js';
import { callService } from './client.js';

export type { AdminRole, Principal, UserType };

export type PrincipalResolver = (token: string) => Promise<Principal | null>;

export const SESSION_COOKIE = 'session';

export { hashToken };

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === SESSION_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

export const isAdminType = (t: UserType) => t === 'admin' || t === 'sub_admin';

const principals = new WeakMap<FastifyRequest, Promise<Principal | null>>();
let verifier: PrincipalVerifier | undefined;

/**
 * Resolves the caller once per request: from the principal the BFF signed when there is
 * one (no call to UMS), otherwise from the session token (callers other than the BFF).
 */
export function principalOf(request: FastifyRequest, resolve: PrincipalResolver): Promise<Principal | null> {
  let p = principals.get(request);
  if (!p) {
    const signed = request.headers[PRINCIPAL_HEADER];
    const token = tokenOf(request);
    p =
      typeof signed === 'string'
        ? (verifier ??= new PrincipalVerifier(config().principalKey)).verify(signed)
        : token
          ? resolve(token)
          : Promise.resolve(null);
    principals.set(request, p);
  }
  return p;
}

/** The caller's credentials, for a call made on their behalf to another service. */
export function credentialsOf(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const signed = request.headers[PRINCIPAL_HEADER];
  if (typeof signed === 'string') headers[PRINCIPAL_HEADER] = signed;
  const token = tokenOf(request);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export function isInternal(request: FastifyRequest): boolean {
  const given = request.headers['x-internal-key'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(internalKey());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may call a route, declared on the route (`config: { access }`) and checked before its
 * input is validated, so a caller without the right is refused before learning anything of
 * the route's contract. A list lets in whoever passes any of them. The handler still decides
 * which objects the caller may touch.
 */
export type Access = 'public' | 'user' | 'member' | 'admin' | 'superAdmin' | 'internal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access | readonly Access[];
    /**
     * What an admin must be allowed to do this (see `common/src/adminPermissions.ts`): the
     * money for Finance, the operations for Ops. Sellers, operators and internal callers pass
     * on `access` alone; an admin whose role lacks it is refused before anything is read.
     */
    adminPermission?: AdminPermission;
  }
}

/** What a caller may work on: rows of `companyId` when set, at `warehouseIds` when set. */
export interface Reach {
  principal: Principal;
  companyId: string | undefined;
  warehouseIds: readonly string[] | undefined;
}

/** Whether a row (its company and warehouse) is within the caller's reach. */
export const reaches = (reach: Reach, row: { company_id: string; warehouse_id: string | null }) =>
  (!reach.companyId || row.company_id === reach.companyId) &&
  (!reach.warehouseIds || (row.warehouse_id !== null && reach.warehouseIds.includes(row.warehouse_id)));

/**
 * Narrows a query to the caller's reach. `columns` names the company and warehouse columns
 * as the query sees them (qualified when the query joins).
 */
export function withinReach<Q>(
  q: Q,
  reach: Pick<Reach, 'companyId' | 'warehouseIds'>,
  columns: { company: string; warehouse: string } = { company: 'company_id', warehouse: 'warehouse_id' },
): Q {
  let r = q as unknown as WhereInterface<any, any>;
  if (reach.companyId) r = r.where(sql.ref(columns.company), '=', reach.companyId);
  if (reach.warehouseIds)
    r = reach.warehouseIds.length
      ? r.where(sql.ref(columns.warehouse), 'in', reach.warehouseIds)
      : r.where(sql<boolean>`false`);
  return r as unknown as Q;
}

export interface Guard {
  /** Any signed-in user, verified or not (sign-up, OTP and profile routes). */
  user(request: FastifyRequest): Promise<Principal>;
  /** A signed-in user past verification: what company-scoped work requires. */
  member(request: FastifyRequest): Promise<Principal>;
  admin(request: FastifyRequest): Promise<Principal>;
  /**
   * A member and the company the request is about: admins name one (or none, for lists
   * across companies); everyone else is held to their own, and naming another is forbidden.
   */
  scope(
    request: FastifyRequest,
    requested: string | undefined,
  ): Promise<{ principal: Principal; companyId: string | undefined }>;
  /**
   * The orders and stock the caller may work: a seller its company's; an admin any (or the
   * company it names); a warehouse operator every seller's at its warehouses, optionally
   * narrowed to the seller it names. Routes that are not about a warehouse's work use `scope`.
   */
  reach(request: FastifyRequest, requested: string | undefined): Promise<Reach>;
  superAdmin(request: FastifyRequest): Promise<Principal>;
  internal(request: FastifyRequest): void;
  optional(request: FastifyRequest): Promise<Principal | null>;
  /** Refuses a caller the route's declared access does not let in. */
  allow(request: FastifyRequest, access: Access | readonly Access[]): Promise<void>;
  /** Refuses an admin whose role does not carry the permission; anyone else passes. */
  adminPermission(request: FastifyRequest, permission: AdminPermission): Promise<void>;
}

export function guard(resolve: PrincipalResolver): Guard {
  const user = async (request: FastifyRequest) => {
    const p = await principalOf(request, resolve);
    if (!p) throw unauthorized(MSG.sessionExpired);
    return p;
  };
  return {
    user,
    async member(request) {
      const p = await user(request);
      if (!p.accountVerified && !p.emailVerified) throw forbidden(MSG.verificationRequired);
      return p;
    },
    optional: (request) => principalOf(request, resolve),
    async admin(request) {
      const p = await user(request);
      if (!isAdminType(p.userType)) throw forbidden();
      return p;
    },
    async scope(request, requested) {
      const principal = await this.member(request);
      if (isAdminType(principal.userType)) return { principal, companyId: requested };
      if (!principal.companyId || (requested && requested !== principal.companyId)) throw forbidden();
      return { principal, companyId: principal.companyId };
    },
    async reach(request, requested) {
      const principal = await this.member(request);
      if (principal.userType === 'warehouse')
        return { principal, companyId: requested, warehouseIds: principal.warehouseIds ?? [] };
      const { companyId } = await this.scope(request, requested);
      return { principal, companyId, warehouseIds: undefined };
    },
    async superAdmin(request) {
      const p = await user(request);
      if (p.userType !== 'admin') throw forbidden();
      return p;
    },
    internal(request) {
      if (!isInternal(request)) throw forbidden();
    },
    async allow(request, access) {
      const levels = typeof access === 'string' ? [access] : access;
      if (levels.includes('public') || (levels.includes('internal') && isInternal(request))) {
        // Resolved now, before any route opens a transaction: asking UMS from inside one would
        // wait on embedded PGlite's single connection, which the transaction holds.
        await this.optional(request);
        return;
      }
      const people = levels.filter((l): l is Exclude<Access, 'public' | 'internal'> => l !== 'internal');
      if (!people.length) throw forbidden();
      let refused: unknown;
      for (const level of people) {
        try {
          await this[level](request);
          return;
        } catch (err) {
          refused ??= err;
        }
      }
      throw refused;
    },
    async adminPermission(request, permission) {
      const p = await this.optional(request);
      if (p && isAdminType(p.userType) && !adminMay(p, permission)) throw forbidden(MSG.adminRoleNotAllowed);
    },
  };
}

/**
 * For services other than UMS, when a caller comes with a session token rather than a
 * signed principal: asks UMS who it belongs to, remembered as the BFF remembers it
 * (SessionCache), forgetting users UMS announces. An outage is not taken for a signed-out
 * user: only a definite answer is kept.
 */
export function umsPrincipalResolver(ctx: { urls: { ums: string }; pubsub: PubSub }): PrincipalResolver {
  const cache = new SessionCache(async (token) => {
    const answer = await callService<{ responseCode?: string; principal?: Principal | null }>(
      ctx.urls.ums,
      '/oauth2/authenticate',
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    if (answer.responseCode !== '000000' && answer.responseCode !== '000007')
      throw new ServiceError(503, MSG.genericFailure, 'UPSTREAM_UNAVAILABLE');
    return answer.responseCode === '000000' ? (answer.principal ?? null) : null;
  });
  void cache.listen(ctx.pubsub);
  return (token) => cache.get(token);
}
