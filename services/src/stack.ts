import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  config as processConfig,
  createLogger,
  createServiceApp,
  idempotentRequests,
  guard,
  migrate,
  openDatabase,
  umsPrincipalResolver,
  type Config,
  type Database,
  type DatabaseOptions,
  type ServiceName,
  type ServiceUrls,
} from './platform/index.js';
import { SERVICES } from './registry.js';
import { seedIfEmpty } from './seed.js';
import { createPubSub, type PubSub } from '@parcelo/common/pubsub';

export interface StackOptions {
  /** Which services to run here; the rest are reached at their configured URLs. */
  services?: readonly ServiceName[];
  database?: Database;
  databaseOptions?: DatabaseOptions;
  /** 0 picks a free port (tests). Defaults to each service's configured port. */
  port?: (name: ServiceName) => number;
  host?: string;
  seed?: boolean;
  /** Redis for events; defaults to REDIS_URL (unset: in-process). */
  redisUrl?: string;
  /** Where the services are reached and listen, and how; defaults to the process's configuration. */
  config?: Config;
}

export interface RunningServices {
  urls: ServiceUrls;
  database: Database;
  seeded: boolean;
  close(): Promise<void>;
}

/** The services' apps with their routes, built on a migrated database but not yet listening. */
export interface BuiltServices {
  apps: FastifyInstance[];
  /** What resumes work once every app listens and `urls` holds their addresses. */
  started: (() => void | Promise<void>)[];
}

/**
 * Migrates each service's schema and builds its app as it runs: its routes, its guard and its
 * job queue. `urls` is shared and read when a call is made, so it may be filled in afterwards.
 */
export async function buildServices(options: {
  names: readonly ServiceName[];
  database: Database;
  urls: ServiceUrls;
  pubsub: PubSub;
}): Promise<BuiltServices> {
  const { names, database, urls, pubsub } = options;
  const built: BuiltServices = { apps: [], started: [] };
  try {
    for (const name of names) await migrate(database, name, SERVICES[name].migrations);
    for (const name of names) {
      const def = SERVICES[name];
      const app = await createServiceApp(name, def.uniqueViolations);
      built.apps.push(app);
      const base = {
        name,
        db: database.forSchema(name),
        database,
        urls,
        log: createLogger(name),
        pubsub,
        onStarted: (fn: () => void | Promise<void>) => void built.started.push(fn),
      };
      const resolver = def.principalResolver ? def.principalResolver(base) : umsPrincipalResolver(base);
      const auth = guard((token) => resolver(token));
      // Only the not-found answer has no declared access: every route must declare one.
      app.addHook('preValidation', async (request) => {
        const { access, adminPermission } = request.routeOptions.config;
        await auth.allow(request, access ?? 'public');
        if (adminPermission) await auth.adminPermission(request, adminPermission);
      });
      idempotentRequests(app, base.db, auth);
      await def.routes(app, { ...base, auth });
    }
    return built;
  } catch (err) {
    await Promise.all(built.apps.map((a) => a.close()));
    throw err;
  }
}

/**
 * Starts services in this process, each a Fastify app on its own port with its own
 * schema. Migrations run first; with `seed`, an empty database gets the demo data.
 */
export async function startServices(options: StackOptions = {}): Promise<RunningServices> {
  const config = options.config ?? processConfig();
  const names = options.services ?? SERVICE_NAMES;
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(options.databaseOptions));
  const urls = { ...config.serviceUrls };
  // Services stay on loopback unless asked otherwise; HOST is the BFF's, not theirs.
  const host = options.host ?? config.servicesHost;
  const pubsub = createPubSub(options.redisUrl ?? config.redisUrl, createLogger('events'));
  let apps: FastifyInstance[] = [];
  try {
    const built = await buildServices({ names, database, urls, pubsub });
    apps = built.apps;
    // Listen only once every app is built, then publish the real addresses, so services
    // on random ports still find each other through the shared `urls`.
    await Promise.all(
      apps.map(async (app, i) => {
        const name = names[i]!;
        const port = options.port ? options.port(name) : Number(new URL(urls[name]).port || DEFAULT_PORTS[name]);
        const address = await app.listen({ port, host });
        urls[name] = address.replace('[::1]', '127.0.0.1');
      }),
    );
    const seeded = options.seed ? await seedIfEmpty(database, names, urls) : false;
    for (const fn of built.started) await fn();
    return {
      urls,
      database,
      seeded,
      async close() {
        await Promise.all(apps.map((a) => a.close()));
        await pubsub.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    await pubsub.close();
    if (ownsDatabase) await database.close();
    throw err;
  }
}
