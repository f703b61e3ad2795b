import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import type { DialectName } from './create-database';

/**
 * Kysely's `jsonArrayFrom` for the dialect in use: a subquery's rows as one JSON array column, so a list
 * and its children come in one query. Each dialect builds the array with its own SQL functions.
 */
export function jsonArrayFromFor(dialect: DialectName): typeof sqliteArray {
  return dialect === 'postgres' ? postgresArray : sqliteArray;
}

/** A `jsonArrayFrom` column as read back: SQLite hands JSON aggregates back as text, PostgreSQL as values. */
export function jsonCells<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value === '') return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
