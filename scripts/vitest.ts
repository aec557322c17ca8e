/**
 * Runs vitest with its arguments. On PostgreSQL (DATABASE_URL set) the run gets a database of
 * its own, made beside the one named and dropped afterwards: the suite seeds demo data and
 * creates companies, so a database left by an earlier run (or a developer's own data) would
 * make the results depend on history. Databases left by a run that was killed are dropped
 * once they are a day old.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';

const SCRATCH = /_run_(\d{13})_\d+$/;
const DAY = 24 * 60 * 60 * 1000;

async function admin<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function scratchDatabase(given: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(given);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base.slice(0, 30)}_run_${Date.now()}_${process.pid}`;
  await admin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${base.slice(0, 30)}\\_run\\_%`,
    ]);
    for (const { datname } of rows) {
      const made = Number(SCRATCH.exec(datname)?.[1]);
      if (made && Date.now() - made > DAY)
        await client.query(`drop database if exists ${quoted(datname)} with (force)`);
    }
    await client.query(`create database ${quoted(name)}`);
  });
  const scratch = new URL(url);
  scratch.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: scratch.toString(),
    drop: () =>
      admin(url, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`)).then(() => {}),
  };
}

const given = process.env.DATABASE_URL;
const scratch = given ? await scratchDatabase(given) : undefined;
if (scratch) console.log(`Tests run on a database of their own: ${new URL(scratch.url).pathname.slice(1)}`);

const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: scratch ? { ...process.env, DATABASE_URL: scratch.url } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
await scratch?.drop().catch((error: unknown) => console.error('Could not drop the test database:', error));
process.exit(code);
