import { hostname } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Both src/config.ts and the bundled dist/server.js sit one level below the package root. */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultPaths = { packageRoot, repoRoot: resolve(packageRoot, '../..') };
export type ConfigPaths = typeof defaultPaths;

export { CONFIG_VARS, type ConfigVarName } from './config-vars';
import type { ConfigVarName } from './config-vars';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((value) => blankToUndefined(value) ?? fallback, schema);

const int = (min: number, max: number) =>
  z.coerce.number({ error: 'must be an integer' }).int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' })
  .transform((value) => new URL(value).origin);

/** Identity providers are reached over https; plain http only on loopback, where tests run their own. */
const providerUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => isHttpsOrLoopback(new URL(value)), 'must use https (http is accepted on loopback only)');

export function isHttpsOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length > 0 && parts.every((part) => /^[0-9a-f.:/]+$/.test(part) || part === 'loopback' || part === 'linklocal' || part === 'uniquelocal')) return parts;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses' });
  return z.NEVER;
});

const embedOrigins = z.string().transform((value, ctx): string[] | '*' => {
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 1 && parts[0] === '*') return '*';
  const origins: string[] = [];
  for (const part of parts) {
    const parsed = origin.safeParse(part);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `must be * or comma-separated http(s) origins; "${part}" is not one` });
      return z.NEVER;
    }
    origins.push(parsed.data);
  }
  return origins;
});

/**
 * What every instance of a cluster must share, and why. A secret left unset is made into each instance's own
 * DATA_DIR, so each machine would have a different one; SQLite and in-process state are one machine's.
 */
const CLUSTER_SHARED = [
  { name: 'DATABASE_URL', why: 'every instance must use one PostgreSQL database (SQLite is a file on one machine)' },
  { name: 'REDIS_URL', why: 'the instances share jobs, rate limits and cache invalidations through Redis' },
  { name: 'MEDIA_TOKEN_SECRET', why: 'a playback URL signed by one instance must open on every other and at the edge (to keep the URLs already given, copy DATA_DIR/media-token.secret)' },
  { name: 'ANALYTICS_EMAIL_SECRET', why: 'one viewer must hash alike on every instance, or the figures count them once per instance (copy DATA_DIR/analytics-email.secret to keep the hashes already stored)' },
  { name: 'STREAM_KEY_SECRET', why: 'a stream key sealed by one instance must open on every other (copy DATA_DIR/stream-keys.secret to keep the keys already made)' },
  { name: 'VAPID_PUBLIC_KEY', why: 'browsers subscribe to web push with one key pair, whichever instance sends (copy DATA_DIR/vapid-private.key to keep the subscriptions already made)' },
  { name: 'VAPID_PRIVATE_KEY', why: 'browsers subscribe to web push with one key pair, whichever instance sends (copy DATA_DIR/vapid-private.key to keep the subscriptions already made)' },
] as const satisfies ReadonlyArray<{ name: ConfigVarName; why: string }>;

const EnvSchema = z.object({
  PORT: withDefault(int(0, 65535), '8080'),
  HOST: withDefault(z.string().min(1).max(255), '0.0.0.0'),
  INSTANCE_NAME: optional(z.string().regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 visible ASCII characters (it is sent in a header)')),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  DATABASE_TIMEOUT_MS: withDefault(int(100, 600_000), '5000'),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  DEFAULT_CHANNEL_KEY: withDefault(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'must be a channel key (letters, digits, - and _)'), 'varsity'),
  PUBLIC_ORIGIN: optional(origin),
  API_ORIGIN: optional(origin),
  MEDIA_ORIGIN: optional(origin),
  KEY_ORIGIN: optional(origin),
  ANALYTICS_ORIGIN: optional(origin),
  ANALYTICS_RATE_LIMIT_PER_IP: withDefault(int(1, 10_000_000), '20000'),
  ANALYTICS_RATE_LIMIT_PER_SESSION: withDefault(int(1, 1_000_000), '300'),
  CHAT_RATE_LIMIT_PER_IP: withDefault(int(1, 10_000_000), '120'),
  CHAT_RATE_LIMIT_PER_USER: withDefault(int(1, 1_000_000), '20'),
  ANALYTICS_RAW_RETENTION_DAYS: withDefault(int(1, 36_500), '90'),
  ANALYTICS_EMAIL_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(512)),
  API_KEY_TTL_HOURS: withDefault(int(1, 24 * 365 * 5), '720'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }), 'info'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }), 'development'),
  WEB_DIST_DIR: withDefault(z.string().min(1), 'apps/web/dist'),
  CONSOLE_DIST_DIR: withDefault(z.string().min(1), 'apps/console/dist'),
  BODY_LIMIT_BYTES: withDefault(int(1024, 100 * 1024 * 1024), '1048576'),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  EMBED_ALLOWED_ORIGINS: withDefault(embedOrigins, '*'),
  API_KEY_ISSUE_LIMIT: withDefault(int(1, 100_000), '30'),
  /** How long a player's stream lease lives without a heartbeat (docs/decisions/0084). */
  STREAM_LEASE_SECONDS: withDefault(int(1, 3600), '90'),
  GEO_HEADER: optional(z.string().regex(/^[a-z0-9!#$%&'*+.^_`|~-]{1,64}$/i, 'must be an HTTP header name such as CF-IPCountry')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s/]+(\/\S*)?$/, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')),
  MAIL_FROM: withDefault(z.string().max(320).regex(/^[^\r\n]*@[^\r\n]+$/, 'must be one line with an address, e.g. "Streaming" <no-reply@example.com>'), '"Streaming" <no-reply@localhost>'),
  AUTH_RATE_LIMIT_PER_IP: withDefault(int(1, 100_000), '20'),
  AUTH_RATE_LIMIT_PER_IDENTIFIER: withDefault(int(1, 100_000), '10'),
  CONSOLE_IDLE_MINUTES: withDefault(int(1, 24 * 60), '30'),
  RECAPTCHA_SECRET_KEY: optional(z.string().max(512)),
  RECAPTCHA_VERIFY_URL: withDefault(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }), 'https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: withDefault(z.coerce.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(1, 'must be at most 1'), '0.5'),
  FFMPEG_PATH: optional(z.string().max(4096)),
  MEDIA_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(512)),
  MEDIA_TOKEN_TTL_SECONDS: withDefault(int(60, 7 * 86_400), '14400'),
  MEDIA_DEMO_SECONDS: optional(int(0, 600).refine((seconds) => seconds === 0 || (seconds >= 4 && seconds % 2 === 0), 'must be 0 or an even number of seconds from 4')),
  MEDIA_TRANSCODE_CONCURRENCY: withDefault(int(1, 16), '1'),
  MEDIA_QUOTA_GB: withDefault(int(1, 1_000_000), '100'),
  UPLOAD_MAX_GB: withDefault(int(1, 1_000), '20'),
  MEDIA_STORE: withDefault(z.enum(['local', 's3'], { error: 'must be local or s3' }), 'local'),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lowercase letters, digits, dots and hyphens)')),
  S3_REGION: withDefault(z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1 or auto'), 'us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optional(z.string().max(512)),
  S3_FORCE_PATH_STYLE: withDefault(z.enum(['on', 'off'], { error: 'must be on or off' }), 'off'),
  DEMO: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  LIVE_SIMULATION: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  RTMP_PORT: optional(int(0, 65_535)),
  RTMP_HOST: withDefault(z.string().min(1).max(255), '0.0.0.0'),
  RTMP_PUBLIC_URL: optional(z.string().regex(/^rtmps?:\/\/[^\s/]+\/[A-Za-z0-9_-]+$/, 'must be an rtmp:// or rtmps:// URL ending in the application name, such as rtmp://live.example.com:1935/live')),
  RTMPS_PORT: withDefault(int(1, 65_535), '1936'),
  RTMPS_CERT_FILE: optional(z.string().max(4096)),
  RTMPS_KEY_FILE: optional(z.string().max(4096)),
  LIVE_LOW_LATENCY: withDefault(z.enum(['on', 'off'], { error: 'must be on or off' }), 'off'),
  LIVE_DVR_SECONDS: withDefault(int(60, 12 * 3600), '7200'),
  LIVE_RECONNECT_SECONDS: withDefault(int(5, 3600), '60'),
  LIVE_LEAD_SECONDS: withDefault(int(0, 48 * 3600), '7200'),
  ROLE: optional(z.enum(['all', 'api', 'worker'], { error: 'must be all, api or worker' })),
  CLUSTER: withDefault(z.enum(['on', 'off'], { error: 'must be on or off' }), 'off'),
  STREAM_KEY_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(512)),
  JOB_WORKER: withDefault(z.enum(['inline', 'external'], { error: 'must be inline or external' }), 'inline'),
  GOOGLE_CLIENT_ID: optional(z.string().max(512)),
  GOOGLE_CLIENT_SECRET: optional(z.string().max(512)),
  GOOGLE_ISSUER: withDefault(providerUrl, 'https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optional(z.string().max(512)),
  FACEBOOK_CLIENT_SECRET: optional(z.string().max(512)),
  FACEBOOK_GRAPH_URL: withDefault(providerUrl, 'https://graph.facebook.com'),
  FACEBOOK_AUTH_URL: withDefault(providerUrl, 'https://www.facebook.com/v19.0/dialog/oauth'),
  EXTERNAL_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters').max(512)),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_\S+$/, 'must be a Stripe publishable key (pk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
  STRIPE_API_BASE: optional(providerUrl),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').max(512).regex(/^\S+$/, 'must not contain spaces')),
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters; npx web-push generate-vapid-keys)')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters; npx web-push generate-vapid-keys)')),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')),
  SENTRY_DSN: optional(z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>' })),
}).superRefine((env, ctx) => {
  if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'is required when the other S3 key is set' });
  if (Boolean(env.RTMPS_CERT_FILE) !== Boolean(env.RTMPS_KEY_FILE)) ctx.addIssue({ code: 'custom', path: [env.RTMPS_CERT_FILE ? 'RTMPS_KEY_FILE' : 'RTMPS_CERT_FILE'], message: 'is required when the other RTMPS file is set' });
  // Without the signing secret no webhook could be trusted, and paid orders would stay pending.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
  if (env.CLUSTER !== 'on' && Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) ctx.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'is required when the other VAPID key is set' });
  if (env.CLUSTER === 'on') {
    for (const { name, why } of CLUSTER_SHARED) if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when CLUSTER=on: ${why}` });
  }
});

export type Role = 'all' | 'api' | 'worker';

/** An S3-compatible bucket: endpoint null means AWS S3; credentials null means the SDK's default chain. */
export interface S3StoreConfig {
  kind: 's3';
  endpoint: string | null;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}
export type MediaStoreConfig = { kind: 'local' } | S3StoreConfig;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** Demo accounts with known passwords are seeded and printed (DEMO; opt-in in production). */
  demoAccounts: boolean;
  port: number;
  host: string;
  /** INSTANCE_NAME, or `<hostname>:<pid>`. */
  instanceName: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: the pool's connection timeout and the per-query timeout, in milliseconds. */
  databaseTimeoutMs: number;
  redisUrl: string | null;
  /** What this process does: all (serve, run jobs and chores), api (serve only) or worker (jobs and chores only). */
  role: Role;
  /** CLUSTER=on: several instances serve one deployment, so everything they share was required at start. */
  cluster: boolean;
  defaultChannelKey: string;
  /** Origins; null means "same origin as the page". */
  origins: { public: string | null; api: string | null; media: string | null; key: string | null; analytics: string | null };
  /** The analytics service: its rate limits, and the key of the email hash (null: generated once into DATA_DIR). */
  analytics: { perIpPerMinute: number; perSessionPerMinute: number; emailSecret: string | null };
  /** Web push (VAPID_*): null keys: a private key generated once and kept in DATA_DIR/vapid-private.key; null subject: the public origin. */
  push: { vapidPublicKey: string | null; vapidPrivateKey: string | null; vapidSubject: string | null };
  /** Live chat messages one client IP, and one viewer, may post per minute (modules/chat). */
  chat: { perIpPerMinute: number; perUserPerMinute: number };
  /** Days raw analytics rows are kept (ANALYTICS_RAW_RETENTION_DAYS); rollups are kept. */
  analyticsRawRetentionDays: number;
  apiKeyTtlHours: number;
  /** A stream lease's life without a heartbeat, in ms (STREAM_LEASE_SECONDS). */
  streamLeaseMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  /** The operator console's build, served at /admin. */
  consoleDistDir: string;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
  /** Who may frame /watch_embed/*: any http(s) site, or these origins. */
  embedAllowedOrigins: string[] | '*';
  /** API keys one client IP may request per minute. */
  apiKeyIssueLimit: number;
  /** Lower-cased name of the trusted country header, or null to use the IP database only. */
  geoHeader: string | null;
  /** Outgoing mail: SMTP server (null: mail stays in the outbox) and sender. */
  mail: { smtpUrl: string | null; from: string };
  /** Operating signals: the /metrics bearer token (null: loopback only) and the Sentry DSN of browser error reports. */
  ops: { metricsToken: string | null; sentryDsn: string | null };
  /** Limits of the auth endpoints, each counted per endpoint. */
  authRateLimit: { perIpPerMinute: number; perIdentifierPerQuarterHour: number };
  /** The operator console: its sessions' idle timeout. */
  console: { idleMinutes: number };
  recaptcha: { secretKey: string | null; verifyUrl: string; minScore: number };
  media: {
    /** FFMPEG_PATH, or null to look on PATH and then in the bundled package. */
    ffmpegPath: string | null;
    /** null: generated once and kept in DATA_DIR. */
    tokenSecret: string | null;
    tokenTtlSeconds: number;
    /** Length of each generated demo video; 0 generates none. */
    demoSeconds: number;
    /** Whether the /simulate operator API is served. */
    liveSimulation: boolean;
    /** Uploaded videos one worker process transcodes at once. */
    transcodeConcurrency: number;
    /** A channel's media library storage unless the channel sets its own. */
    defaultQuotaBytes: number;
    /** Largest single upload. */
    uploadMaxBytes: number;
    /** Where media lives (docs/decisions/0068-media-on-s3.md). */
    store: MediaStoreConfig;
  };
  /** RTMP ingest (docs/decisions/0067-rtmp-ingest.md). */
  live: {
    /** 0: no ingest. */
    rtmpPort: number;
    rtmpHost: string;
    /** What operators paste into their encoder (RTMP_PUBLIC_URL); null: made from `publicHost` and the port bound. */
    publicUrl: string | null;
    publicHost: string;
    rtmps: { port: number; certFile: string; keyFile: string } | null;
    segmentSeconds: 1 | 2;
    /** STREAM_KEY_SECRET; null: generated once and kept in DATA_DIR. */
    streamKeySecret: string | null;
    dvrSeconds: number;
    reconnectSeconds: number;
    leadSeconds: number;
  };
  /** Social login providers; a provider is null (not offered) until its client id and secret are both set. */
  social: {
    google: { clientId: string; clientSecret: string; issuer: string } | null;
    facebook: { clientId: string; clientSecret: string; graphUrl: string; authUrl: string } | null;
  };
  /** Default secret of external authentication hand-offs (a channel's own setting wins). */
  externalAuthSecret: string | null;
  /** Stripe, when STRIPE_SECRET_KEY is set; null: the built-in sandbox takes payments. */
  stripe: { secretKey: string; publishableKey: string | null; webhookSecret: string; apiBase: string | null } | null;
}

type Env = z.infer<typeof EnvSchema>;

function s3Config(e: Env): S3StoreConfig {
  const credentials = e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null;
  return { kind: 's3', endpoint: e.S3_ENDPOINT ?? null, bucket: e.S3_BUCKET!, region: e.S3_REGION, credentials, forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on' };
}

function liveConfig(e: Env): Config['live'] {
  const rtmpPort = e.RTMP_PORT ?? (e.NODE_ENV === 'test' ? 0 : 1935);
  const rtmps = e.RTMPS_CERT_FILE && e.RTMPS_KEY_FILE ? { port: e.RTMPS_PORT, certFile: e.RTMPS_CERT_FILE, keyFile: e.RTMPS_KEY_FILE } : null;
  // The listener is IPv4 (RTMP_HOST 0.0.0.0): `localhost` may resolve to ::1 first, and some encoders' resolvers fail on it.
  const host = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).hostname : '127.0.0.1';
  return {
    rtmpPort,
    rtmpHost: e.RTMP_HOST,
    publicUrl: e.RTMP_PUBLIC_URL ?? null,
    publicHost: host,
    rtmps,
    segmentSeconds: e.LIVE_LOW_LATENCY === 'on' ? 1 : 2,
    streamKeySecret: e.STREAM_KEY_SECRET ?? null,
    dvrSeconds: e.LIVE_DVR_SECONDS,
    reconnectSeconds: e.LIVE_RECONNECT_SECONDS,
    leadSeconds: e.LIVE_LEAD_SECONDS,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Pure: the same env gives the same config; a bad value throws naming the variable. */
export function loadConfig(env: Record<string, string | undefined>, paths: ConfigPaths = defaultPaths): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromRepo = (path: string) => (isAbsolute(path) ? path : resolve(paths.repoRoot, path));
  return {
    nodeEnv: e.NODE_ENV,
    demoAccounts: (e.DEMO ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    port: e.PORT,
    host: e.HOST,
    instanceName: e.INSTANCE_NAME ?? `${hostname()}:${process.pid}`,
    dataDir: fromRepo(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    redisUrl: e.REDIS_URL ?? null,
    role: e.ROLE ?? (e.JOB_WORKER === 'external' ? 'api' : 'all'),
    cluster: e.CLUSTER === 'on',
    defaultChannelKey: e.DEFAULT_CHANNEL_KEY,
    origins: {
      public: e.PUBLIC_ORIGIN ?? null,
      api: e.API_ORIGIN ?? null,
      media: e.MEDIA_ORIGIN ?? null,
      key: e.KEY_ORIGIN ?? null,
      analytics: e.ANALYTICS_ORIGIN ?? null,
    },
    push: { vapidPublicKey: e.VAPID_PUBLIC_KEY ?? null, vapidPrivateKey: e.VAPID_PRIVATE_KEY ?? null, vapidSubject: e.VAPID_SUBJECT ?? null },
    analytics: { perIpPerMinute: e.ANALYTICS_RATE_LIMIT_PER_IP, perSessionPerMinute: e.ANALYTICS_RATE_LIMIT_PER_SESSION, emailSecret: e.ANALYTICS_EMAIL_SECRET ?? null },
    chat: { perIpPerMinute: e.CHAT_RATE_LIMIT_PER_IP, perUserPerMinute: e.CHAT_RATE_LIMIT_PER_USER },
    analyticsRawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS,
    apiKeyTtlHours: e.API_KEY_TTL_HOURS,
    streamLeaseMs: e.STREAM_LEASE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRepo(e.WEB_DIST_DIR),
    consoleDistDir: fromRepo(e.CONSOLE_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    apiKeyIssueLimit: e.API_KEY_ISSUE_LIMIT,
    geoHeader: e.GEO_HEADER?.toLowerCase() ?? null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    ops: { metricsToken: e.METRICS_TOKEN ?? null, sentryDsn: e.SENTRY_DSN ?? null },
    authRateLimit: { perIpPerMinute: e.AUTH_RATE_LIMIT_PER_IP, perIdentifierPerQuarterHour: e.AUTH_RATE_LIMIT_PER_IDENTIFIER },
    console: { idleMinutes: e.CONSOLE_IDLE_MINUTES },
    recaptcha: { secretKey: e.RECAPTCHA_SECRET_KEY ?? null, verifyUrl: e.RECAPTCHA_VERIFY_URL, minScore: e.RECAPTCHA_MIN_SCORE },
    media: {
      ffmpegPath: e.FFMPEG_PATH ?? null,
      tokenSecret: e.MEDIA_TOKEN_SECRET ?? null,
      tokenTtlSeconds: e.MEDIA_TOKEN_TTL_SECONDS,
      demoSeconds: e.MEDIA_DEMO_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 30),
      liveSimulation: (e.LIVE_SIMULATION ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      transcodeConcurrency: e.MEDIA_TRANSCODE_CONCURRENCY,
      defaultQuotaBytes: e.MEDIA_QUOTA_GB * 1024 ** 3,
      uploadMaxBytes: e.UPLOAD_MAX_GB * 1024 ** 3,
      store: e.MEDIA_STORE === 's3' ? s3Config(e) : { kind: 'local' },
    },
    live: liveConfig(e),
    social: {
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER } : null,
      facebook:
        e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
          ? { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL, authUrl: e.FACEBOOK_AUTH_URL }
          : null,
    },
    externalAuthSecret: e.EXTERNAL_AUTH_SECRET ?? null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE ?? null }
        : null,
  };
}
