import pg from 'pg';

/** Makes the database a connection string names when its server lacks it; answers whether it did. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL names no database');
  // The server's maintenance database, which every role may connect to, asks for the rest.
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return false;
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await admin.end();
  }
}
