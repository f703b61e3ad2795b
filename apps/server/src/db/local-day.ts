import type SQLite from 'better-sqlite3';
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { zonedDate } from '../lib/zoned-time';

/** What an IANA zone name may hold: it is written into the SQL as a literal (parameters would differ between the select and the group by). */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * SQLite has no time zones: each connection gets `local_day(iso, zone)` in JavaScript (the same zonedDate every
 * server-side day uses, deterministic so SQLite may reuse results).
 */
export function registerLocalDay(connection: SQLite.Database): void {
  connection.function('local_day', { deterministic: true }, (iso: unknown, zone: unknown) => (typeof iso === 'string' && typeof zone === 'string' ? zonedDate(zone, new Date(iso)) : null));
}

/**
 * The calendar day (YYYY-MM-DD) in `zone` of a column holding an ISO 8601 UTC instant, in the database's own SQL: the
 * channel's days of the revenue figures (docs/decisions/0087).
 */
export function localDay<DB>(db: Kysely<DB>, column: string, zone: string): RawBuilder<string> {
  if (!ZONE_NAME.test(zone)) throw new RangeError(`Not a time zone name: ${zone}`);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return sql<string>`to_char(cast(${sql.ref(column)} as timestamptz) at time zone ${sql.lit(zone)}, 'YYYY-MM-DD')`;
  return sql<string>`local_day(${sql.ref(column)}, ${sql.lit(zone)})`;
}
