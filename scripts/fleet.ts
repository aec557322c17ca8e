/**
 * `npm run start:fleet`: Parcelo as a fleet on this machine, as a team runs it on its hosts
 * (deploy/): each service a process of its own, OMS, WMS and NMS two each and the BFF twice,
 * behind nginx, on PostgreSQL and Redis. nginx balances browsers between the BFFs on PORT and
 * each doubled service's callers between its processes (docs/fleet.md).
 *
 * The database is migrated (and, outside production, seeded) once before any process starts; the
 * partner sandbox runs in this process. A process that exits on its own is reported, not
 * restarted. `startFleet` is the same fleet for a test that stops and restarts its processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICE_NAMES, loadConfig, urlEnvName, type ServiceUrls } from '@parcelo/common/config';
import { DEMO_PASSWORD } from '../services/src/demo.js';
import { ensureDatabase } from './fleet/database.js';
import { DOUBLED, fleetLayout, processUrl, type FleetLayout, type FleetProcessSpec } from './fleet/layout.js';
import { ensureNginx, nginxTemplate, renderNginxTemplate, startNginx, type RunningNginx } from './fleet/nginx.js';
import {
  Managed,
  READY_WITHIN_MS,
  ready,
  type FleetProcess,
  type Log,
  type OnUnexpectedExit,
} from './fleet/processes.js';
import { buildWebIfChanged } from './webBuild.js';

const root = new URL('..', import.meta.url).pathname;
/** The servers this machine, the developers' and CI have. */
const LOCAL_DATABASE_URL = 'postgres://root@127.0.0.1:5432/parcelo';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379/0';
/**
 * Connections each service process may hold: ten processes at the default 20 would pass
 * PostgreSQL's default limit of 100.
 */
const FLEET_POOL_SIZE = '8';

export interface FleetOptions {
  /** The environment the processes start from; this process's by default. */
  env?: NodeJS.ProcessEnv;
  /** Where the fleet's own lines and each process's lines (prefixed with its name) go. */
  log?: (line: string) => void;
  /** Told when a process exits that the fleet did not stop. */
  onUnexpectedExit?: OnUnexpectedExit;
  /** Builds the web app first when its sources changed; on unless a caller built it already. */
  buildWeb?: boolean;
}

export type { FleetProcess };

export interface Fleet {
  urls: {
    /** nginx's public listener: the web app and /graphql. */
    public: string;
    /** Where the BFFs and services reach each service (nginx's listener for the doubled ones). */
    services: ServiceUrls;
    /** Each process's own address. */
    processes: Record<string, string>;
    sandbox: string | undefined;
  };
  processes: readonly FleetProcess[];
  /** The preparation added the demo data (an empty database, outside production). */
  seeded: boolean;
  /** Ends one process (SIGKILL unless told), as a crash would; nginx sends its calls to the other. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a process again (stopping it first if it runs) and waits until it answers its health route. */
  restart(name: string): Promise<void>;
  /** Stops the processes gracefully, then nginx and the sandbox. */
  stop(): Promise<void>;
}

const withoutPassword = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** The processes' environment: the given one, with the local servers for what it leaves unset (said so). */
function fleetEnv(given: NodeJS.ProcessEnv, log: Log): NodeJS.ProcessEnv & { DATABASE_URL: string } {
  if (!given.DATABASE_URL) log(`DATABASE_URL is unset: using this machine's PostgreSQL, ${LOCAL_DATABASE_URL}`);
  if (!given.REDIS_URL) log(`REDIS_URL is unset: using this machine's Redis, ${LOCAL_REDIS_URL}`);
  return {
    ...given,
    DATABASE_URL: given.DATABASE_URL || LOCAL_DATABASE_URL,
    REDIS_URL: given.REDIS_URL || LOCAL_REDIS_URL,
    LOG_LEVEL: given.LOG_LEVEL || 'warn',
    DATABASE_POOL_SIZE: given.DATABASE_POOL_SIZE || FLEET_POOL_SIZE,
  };
}

const hostPort = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The values of deploy/nginx.conf.template's placeholders for this machine's fleet. */
function nginxValues(layout: FleetLayout, host: string): Record<string, string> {
  const values: Record<string, string> = { PUBLIC_LISTEN: hostPort(host, layout.publicPort) };
  layout.processes
    .filter((s) => s.kind === 'bff')
    .forEach((s, i) => (values[`BFF_${i + 1}`] = hostPort('127.0.0.1', s.port)));
  for (const service of DOUBLED) {
    const key = service.toUpperCase();
    values[`${key}_LISTEN`] = hostPort('127.0.0.1', layout.nginxPorts[service]!);
    layout.processes
      .filter((s) => s.service === service)
      .forEach((s, i) => (values[`${key}_${i + 1}`] = hostPort('127.0.0.1', s.port)));
  }
  return values;
}

/** Runs scripts/fleet/prepare.ts to its end; answers whether it added the demo data. */
async function prepareDatabase(launch: () => ChildProcess, all: Managed[], log: Log): Promise<boolean> {
  let seeded = false;
  const prepare = new Managed(
    'prepare',
    '',
    () => {
      const child = launch();
      child.on('message', (m: { seeded?: boolean }) => (seeded = m.seeded === true));
      return child;
    },
    log,
    undefined,
  );
  all.push(prepare);
  const child = prepare.start();
  prepare.expectExit();
  await prepare.exit();
  all.splice(all.indexOf(prepare), 1);
  if (child.exitCode !== 0) throw new Error('The database could not be prepared (see the lines above)');
  return seeded;
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const log: Log = options.log ?? ((line) => console.log(line));
  const env = fleetEnv(options.env ?? process.env, log);
  // A malformed setting stops the fleet here rather than in ten processes.
  const settings = loadConfig(env);
  const layout = fleetLayout(settings.port);
  const host = settings.host ?? '0.0.0.0';
  const anyInterface = host === '0.0.0.0' || host === '::';
  const publicUrl = `http://${hostPort(anyInterface ? '127.0.0.1' : host, layout.publicPort)}`;

  if (await ensureDatabase(env.DATABASE_URL)) log(`Created the database ${withoutPassword(env.DATABASE_URL)}`);
  if (options.buildWeb ?? true) buildWebIfChanged();
  const nginxBinary = ensureNginx(log);

  const all: Managed[] = [];
  let nginx: (RunningNginx & { managed: Managed }) | undefined;
  let sandbox: { url: string; close(): Promise<void> } | undefined;
  // Whatever way this process ends, no process of the fleet outlives it.
  const killAll = () => {
    for (const p of all) p.killGroup();
    nginx?.managed.killGroup();
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
  };
  process.on('exit', killAll);

  const shutdown = async () => {
    // Browsers first, so nothing new reaches the services while they close.
    await Promise.all(all.filter((p) => p.name.startsWith('bff')).map((p) => p.stop()));
    await Promise.all(all.filter((p) => !p.name.startsWith('bff')).map((p) => p.stop()));
    // nginx's graceful stop: it finishes what it is answering.
    await nginx?.managed.stop('SIGQUIT');
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
    await sandbox?.close();
    process.off('exit', killAll);
  };

  try {
    // On a developer machine the partners (stores, couriers, webhook receivers) are played by the
    // sandbox, as under `npm start`; set SANDBOX_URL to use another.
    if (!settings.production && !env.SANDBOX_URL) {
      const { startSandbox } = await import('@parcelo/services/sandbox');
      // A parcel booked in the demo moves on its own, a scan every 20 seconds, to delivered.
      sandbox = await startSandbox({
        port: Number(env.SANDBOX_PORT ?? layout.sandboxPort),
        courierPaceSeconds: 20,
        // The processes' PUBLIC_URL, which this process's own configuration need not share.
        publicUrl: settings.publicUrl,
      });
      env.SANDBOX_URL = sandbox.url;
    }

    const childEnv: NodeJS.ProcessEnv = {
      ...env,
      // The links texted to buyers name the public address, not a BFF's own port.
      PUBLIC_URL: settings.publicUrl,
      ...Object.fromEntries(SERVICE_NAMES.map((n) => [urlEnvName(n), layout.serviceUrls[n]])),
    };
    const node = (script: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}, ipc = false) =>
      spawn(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
        cwd: root,
        env: { ...childEnv, ...extraEnv },
        // Its own process group: Ctrl-C reaches this process alone, which stops the fleet in order.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
      });

    // One process migrates (and seeds) before any other starts.
    const seeded = await prepareDatabase(() => node('scripts/fleet/prepare.ts', [], {}, true), all, log);
    const started = startNginx(nginxBinary, renderNginxTemplate(nginxTemplate(), nginxValues(layout, host)));
    const nginxManaged = new Managed('nginx', publicUrl, () => started.process, log, options.onUnexpectedExit);
    nginx = { ...started, managed: nginxManaged };
    nginxManaged.start();

    const specs = new Map<string, FleetProcessSpec>();
    for (const spec of layout.processes) {
      specs.set(spec.name, spec);
      const launch =
        spec.kind === 'bff'
          ? () =>
              node('bff/src/main.ts', [], {
                PORT: String(spec.port),
                HOST: '127.0.0.1',
                // The client's address (for the public pages' limits) is the one nginx was reached from.
                TRUST_PROXY: env.TRUST_PROXY || 'loopback',
              })
          : () => node('services/src/main.ts', [spec.service!, '--port', String(spec.port), '--no-seed']);
      all.push(new Managed(spec.name, processUrl(spec), launch, log, options.onUnexpectedExit));
    }
    for (const p of all) p.start();
    const deadline = Date.now() + READY_WITHIN_MS;
    await Promise.all(all.map((p) => ready(p, specs.get(p.name)!, deadline)));
    // nginx answers for the BFFs: the fleet is up when a browser could reach it.
    const through = await fetch(`${publicUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    if (!through.ok) throw new Error(`nginx answered ${through.status} at ${publicUrl}/healthz`);

    // A Lightning morning for the demo, through the fleet itself, once, on the data just seeded.
    if (seeded) {
      const { runDemoTrips } = await import('./demoTrips.js');
      await runDemoTrips({
        bffUrl: publicUrl,
        nmsUrl: layout.serviceUrls.nms,
        internalKey: settings.internalKey,
      }).catch((err: unknown) => log(`The demo's Lightning trips were not made: ${String(err)}`));
    }

    const find = (name: string) => {
      const p = all.find((m) => m.name === name);
      if (!p) throw new Error(`No process ${name} in the fleet; there are ${all.map((m) => m.name).join(', ')}`);
      return p;
    };
    return {
      urls: {
        public: publicUrl,
        services: { ...layout.serviceUrls },
        processes: Object.fromEntries(all.map((p) => [p.name, p.url])),
        sandbox: sandbox?.url,
      },
      processes: all,
      seeded,
      async kill(name, signal = 'SIGKILL') {
        const p = find(name);
        await p.stop(signal);
      },
      async restart(name) {
        const p = find(name);
        await p.stop();
        p.start();
        await ready(p, specs.get(name)!, Date.now() + READY_WITHIN_MS);
      },
      stop: shutdown,
    };
  } catch (err) {
    await shutdown();
    throw err;
  }
}

function table(fleet: Fleet, env: NodeJS.ProcessEnv): string {
  const settings = loadConfig(env);
  const shown = fleet.urls.public.replace('127.0.0.1', 'localhost');
  const rows = fleet.processes.map((p) => `  ${p.name.padEnd(9)} ${p.url}  (pid ${p.pid})`);
  const nginxRows = [
    `  nginx     ${fleet.urls.public}  → ${fleet.processes
      .filter((p) => p.name.startsWith('bff'))
      .map((p) => p.name)
      .join(', ')}`,
    ...DOUBLED.map(
      (s) =>
        `  nginx     ${fleet.urls.services[s]}  → ${fleet.processes
          .filter((p) => p.name.startsWith(`${s}-`))
          .map((p) => p.name)
          .join(', ')}`,
    ),
  ];
  return [
    '',
    `Parcelo is running as a fleet at ${shown}  (sign in at ${shown}/signin)`,
    ...nginxRows,
    ...rows,
    ...(fleet.urls.sandbox ? [`  sandbox   ${fleet.urls.sandbox}  (in this process)`] : []),
    `Data: PostgreSQL ${withoutPassword(settings.databaseUrl ?? '')}${fleet.seeded ? ' (demo data added)' : ''}, Redis ${withoutPassword(settings.redisUrl ?? '')}`,
    ...(settings.production ? [] : [`Demo accounts as for npm start (README.md), password ${DEMO_PASSWORD}.`]),
    'Ctrl-C stops them all.',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let fleet: Fleet | undefined;
  let stopping = false;
  const onSignal = () => {
    // A second Ctrl-C does not wait: the exit kills whatever still runs.
    if (stopping || !fleet) process.exit(130);
    stopping = true;
    console.log('Stopping the fleet…');
    fleet.stop().then(
      () => {
        console.log('The fleet has stopped.');
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // The sandbox in this process logs as the fleet's processes do.
  process.env.LOG_LEVEL ||= 'warn';
  const env = { ...process.env };
  try {
    fleet = await startFleet({ env });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  // The same defaults startFleet chose, for the table.
  console.log(
    table(
      fleet,
      fleetEnv(env, () => {}),
    ),
  );
}
