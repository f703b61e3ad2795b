// The cluster's PostgreSQL database: created on its server when missing (the server itself is never touched).
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ott_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/1';

/** Creates the database DATABASE_URL names unless it exists; returns its name. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`DATABASE_URL must name a database (letters, digits, _ and -): ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return name;
}
