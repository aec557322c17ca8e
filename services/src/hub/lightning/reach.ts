import type { FastifyRequest } from 'fastify';
import { MSG, adminMay, type DriverRecord } from '@parcelo/common';
import { forbidden, isAdminType, notFound, type ServiceContext } from '../../platform/index.js';
import type { HubDB } from '../db.js';
import type { LightningReach, LightningService } from './service.js';

type Ctx = ServiceContext<HubDB>;

/**
 * Who may see the Lightning area: admins allowed to run it see everything, a cluster owner its
 * own clusters, a warehouse user its micro warehouse's; anyone else nothing.
 */
export async function reachOf(ctx: Ctx, service: LightningService, request: FastifyRequest): Promise<LightningReach> {
  const principal = await ctx.auth.user(request);
  if (isAdminType(principal.userType)) {
    if (!adminMay(principal, 'lightning')) throw forbidden(MSG.adminRoleNotAllowed);
    return { clusterIds: undefined };
  }
  if (principal.userType === 'cluster_owner') return { clusterIds: await service.ownedClusterIds(principal.userId) };
  if (principal.userType === 'warehouse_user')
    return { clusterIds: await service.warehouseUserClusterIds(principal.userId) };
  throw forbidden();
}

/** The signed-in driver, for its own phone page; anyone else is refused. */
export async function driverOf(ctx: Ctx, service: LightningService, request: FastifyRequest): Promise<DriverRecord> {
  const principal = await ctx.auth.user(request);
  if (principal.userType !== 'driver') throw forbidden();
  const driver = (await service.driversByIds({ clusterIds: undefined }, [principal.userId]))[0];
  if (!driver) throw notFound();
  return driver;
}
