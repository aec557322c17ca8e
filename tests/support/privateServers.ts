/**
 * Data servers of a test's own, to stop and start again mid-test: the machine's PostgreSQL and
 * Redis are shared with every other test and must never go down. (A Redis of its own is
 * startOwnRedis in redis.ts.)
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** Debian's PostgreSQL 15, as the machine's server is. */
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface OwnPostgres {
  /** The server's `postgres` database, as root (trusted); a fleet makes its own database beside it. */
  url: string;
  port: number;
  /** Stops it as an operator's restart does (fast: open sessions are ended, nothing is lost). */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder, with what it held. */
  start(): Promise<void>;
  /** Stops it (at once) and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own in a temporary folder, on a free loopback port. initdb
 * and the server refuse to run as root, so they run as the `postgres` user (the folder is its);
 * clients connect as `root` without a password, as on the machine's server.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'parcelo-own-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const command = (binary: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, binary), ...args]] : [join(PG_BIN, binary), args];
  const runSync = (binary: string, args: string[]) =>
    execFileSync(...command(binary, args), { stdio: ['ignore', 'ignore', 'pipe'] });
  // The test's own requests go on meanwhile: the stop and start must not hold up its event loop.
  const run = async (binary: string, args: string[]) => {
    await promisify(execFile)(...command(binary, args));
  };
  await run('initdb', ['-D', data, '--auth=trust', '-U', 'root', '--no-sync', '-E', 'UTF8', '--locale=C']);

  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=150`;
  const url = `postgres://root@127.0.0.1:${port}/postgres`;
  let running = false;
  // Whatever way the test process ends, its server does not outlive it.
  const stopNow = () => {
    if (!running) return;
    running = false;
    try {
      runSync('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']);
    } catch {
      // Gone already.
    }
  };
  process.on('exit', stopNow);

  const own: OwnPostgres = {
    url,
    port,
    async start() {
      await run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
      running = true;
      // pg_ctl's wait is on the server's own socket; this is the address the fleet uses.
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      await probe.end();
    },
    async stop() {
      await run('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w', '-t', '60']);
      running = false;
    },
    async destroy() {
      stopNow();
      process.off('exit', stopNow);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}
