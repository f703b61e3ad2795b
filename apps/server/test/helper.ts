import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle, type DialectName } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import { type TestS3Server, startS3Server } from './s3-server';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/schema';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

if (!postgresUrl) {
  console.warn(
    [
      '',
      '################################################################################',
      '#  TEST_DATABASE_URL is not set: the PostgreSQL half of the integration suite  #',
      '#  is SKIPPED. Only SQLite was tested. Set it, e.g.                             #',
      '#  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test                    #',
      '################################################################################',
      '',
    ].join('\n'),
  );
}

/**
 * TEST_MEDIA_STORE=s3 runs every app on an S3-compatible store: one s3rver per test file, a new bucket per app
 * (an instance made `sameDatabaseAs` another shares its bucket).
 */
const s3Media = process.env.TEST_MEDIA_STORE?.trim() === 's3';
let s3Server: Promise<TestS3Server> | null = null;
if (s3Media) {
  afterAll(async () => {
    await (await s3Server)?.stop();
    s3Server = null;
  });
}
async function s3Env(): Promise<Record<string, string>> {
  s3Server ??= startS3Server();
  return (await s3Server).newBucketEnv();
}

/** Every suite runs once per dialect available here. */
export const dialects: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Kysely<Database>;
  /** The PostgreSQL schema the app uses (undefined on SQLite, whose file is in config.dataDir). */
  schema?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: DestinationStream;
  /** Skip migrations and the demo seed. */
  empty?: boolean;
  /** Runs before the app is ready, e.g. to add a route only the test uses. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Another instance of the same deployment: the app uses this one's database (same SQLite file or
   * PostgreSQL schema) and data directory, neither migrates nor seeds it, and leaves both on close.
   */
  sameDatabaseAs?: TestApp;
  /** Every chore's interval instead of its own. */
  choreEveryMs?: number;
  /**
   * How long users' entitlements are kept in memory. Off unless asked: many tests write orders straight to the
   * database, where no change is announced; the tests of the cache itself turn it on.
   */
  entitlementsCacheMs?: number;
}

/** Builds the app on a fresh database: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared ? shared.config.dataDir : mkdtempSync(join(tmpdir(), 'ott-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    CONSOLE_DIST_DIR: join(dataDir, 'no-console-build'),
    // Tests seed in bulk (100,000 orders in one statement) on a machine running four files at once: longer than a
    // request should wait. The outage tests set their own.
    DATABASE_TIMEOUT_MS: '60000',
    ...(s3Media && !shared ? await s3Env() : {}),
    ...(shared?.config.media.store.kind === 's3' ? sharedS3Env(shared.config) : {}),
    ...options.env,
    DATABASE_URL: dialect === 'postgres' ? (postgresUrl ?? '') : '',
  });
  const schema = shared ? shared.schema : dialect === 'postgres' ? `test_${randomUUID().replaceAll('-', '').slice(0, 20)}` : undefined;
  const database = createDatabase(config, { schema });
  const app = await buildApp(config, { database, logStream: options.logStream, choreEveryMs: options.choreEveryMs, entitlementsCacheMs: options.entitlementsCacheMs ?? 0 });
  if (!options.empty && !shared) await prepareWithRetry(() => prepareDatabase(database, app.log));
  await options.setup?.(app);
  await app.ready();

  return {
    app,
    config,
    db: database.db,
    schema,
    async close() {
      await app.close();
      if (shared) return;
      if (schema) await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same bucket as another instance's. */
function sharedS3Env({ media: { store } }: Config): Record<string, string> {
  if (store.kind !== 's3') return {};
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: store.endpoint ?? '',
    S3_BUCKET: store.bucket,
    S3_REGION: store.region,
    S3_ACCESS_KEY_ID: store.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: store.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: store.forcePathStyle ? 'on' : 'off',
  };
}

/**
 * Before it runs anything, Kysely's migrator lists every table of every schema; when another test file creates,
 * alters or drops its own schema at that instant, PostgreSQL answers that a schema, relation or column "does not
 * exist" (42P01, 42703, 3F000). No migration has run then (the error names none), so trying again is safe.
 */
const RACED_WITH_ANOTHER_SCHEMA = new Set(['42P01', '42703', '3F000']);

/**
 * Migrates a database (one a test made `empty`, or one already migrated), tried again when another file's schema raced
 * it (as above); what migrateToLatest answers: the migrations it ran.
 */
export function migrateWithRetry(database: DatabaseHandle): Promise<string[]> {
  return prepareWithRetry(() => migrateToLatest(database));
}

async function prepareWithRetry<T>(prepare: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prepare();
    } catch (error) {
      const pgError = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
      const aMigrationFailed = /^Database migration \S+ failed$/.test((error as Error).message);
      if (attempt >= attempts || aMigrationFailed || !RACED_WITH_ANOTHER_SCHEMA.has(pgError.code ?? '')) throw error;
    }
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** A log destination that keeps every line the app writes, for tests that read the logs. */
export function logCollector(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
