import type { Migrations } from './migrate.js';
import type { ServiceApp, ServiceContext, ServiceDefinition } from './app.js';

/**
 * A domain that lives wholly in its own folder of a service (`services/src/<svc>/<domain>/domain.ts`):
 * its tables and its routes. `npm run codegen` finds every such folder and the service starts
 * with it, so adding a domain edits no list the service keeps.
 */
export interface ServiceDomain<DB = any> {
  /** Applied with the service's own, in key order; keys start with the domain's name so none collide. */
  migrations: Migrations;
  routes(app: ServiceApp, ctx: ServiceContext<DB>): void | Promise<void>;
}

export const defineServiceDomain = <DB>(domain: ServiceDomain<DB>): ServiceDomain<DB> => domain;

/** The service with its discovered domains: their migrations after its own, their routes after its own. */
export function withDomains(service: ServiceDefinition, domains: readonly ServiceDomain[]): ServiceDefinition {
  if (!domains.length) return service;
  const migrations = { ...service.migrations };
  for (const domain of domains)
    for (const [key, migration] of Object.entries(domain.migrations)) {
      if (key in migrations) throw new Error(`${service.name}: migration ${key} is declared twice`);
      migrations[key] = migration;
    }
  return {
    ...service,
    migrations,
    async routes(app, ctx) {
      await service.routes(app, ctx);
      for (const domain of domains) await domain.routes(app, ctx);
    },
  };
}
