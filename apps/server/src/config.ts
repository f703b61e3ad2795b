import { hostname } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Both src/config.ts and the bundled dist/server.js sit one level below the package root. */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultPaths = { packageRoot, repoRoot: resolve(packageRoot, '../..') };
export type ConfigPaths = typeof defaultPaths;

/** Every environment variable the server reads; the README documents exactly these. */
export const CONFIG_VARS = [
  { name: 'PORT', default: '8080', description: 'TCP port the one server process listens on' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to bind' },
  { name: 'INSTANCE_NAME', default: '<hostname>:<pid>', description: 'Name of this instance, given by /api/health/live and /api/health/ready and in the x-instance header of every response (which instance answered, behind a load balancer)' },
  { name: 'DATA_DIR', default: './data', description: 'Directory for the SQLite file and generated files (relative paths are taken from the repository root)' },
  { name: 'DATABASE_URL', default: '', description: 'postgres:// URL; when set, PostgreSQL is used instead of SQLite' },
  { name: 'DATABASE_TIMEOUT_MS', default: '5000', description: 'PostgreSQL: how long a request waits for a connection from the pool, and for one query, before it fails; a request that meets an unreachable database is answered 503 within this time instead of hanging' },
  { name: 'REDIS_URL', default: '', description: 'redis:// URL; when set, rate limits are counted in Redis and background jobs run on BullMQ, both shared by every instance (otherwise jobs live in the database), and a console change makes every instance drop its cached channel data at once (pub/sub)' },
  { name: 'ROLE', default: 'all', description: 'all: this process serves HTTP and runs the background jobs and chores (housekeeping, key purge, analytics rollups); api: it only serves; worker: it runs jobs and chores without serving, like `npm run worker` (several workers may run at once; each chore still runs once per cluster)' },
  { name: 'JOB_WORKER', default: 'inline', description: 'Older spelling of the role, still accepted: external means ROLE=api (when ROLE is not set)' },
  { name: 'CLUSTER', default: 'off', description: 'on or off: on says several instances serve one deployment, and the server refuses to start unless everything they must share is set: DATABASE_URL (PostgreSQL), REDIS_URL, MEDIA_TOKEN_SECRET, ANALYTICS_EMAIL_SECRET and STREAM_KEY_SECRET (a secret made into one DATA_DIR would differ on every machine)' },
  { name: 'DEFAULT_CHANNEL_KEY', default: 'varsity', description: 'Channel answered by the key host for unknown hostnames such as localhost' },
  { name: 'PUBLIC_ORIGIN', default: '', description: "The SPA's origin when it is served from another host; CORS then allows only this origin" },
  { name: 'API_ORIGIN', default: '', description: 'Origin of the API when moved to its own host (default: same origin)' },
  { name: 'MEDIA_ORIGIN', default: '', description: 'Origin of the media host (default: same origin)' },
  { name: 'KEY_ORIGIN', default: '', description: 'Origin of the key host (default: same origin)' },
  { name: 'ANALYTICS_ORIGIN', default: '', description: 'Origin of the analytics service (default: same origin)' },
  { name: 'ANALYTICS_RATE_LIMIT_PER_IP', default: '20000', description: 'Requests one client IP may make per minute to each /datalake/ route (a venue or campus shares one address); more get 429' },
  { name: 'ANALYTICS_RATE_LIMIT_PER_SESSION', default: '300', description: 'Requests naming one analytics session each /datalake/ route accepts per minute; more get 429' },
  { name: 'ANALYTICS_RAW_RETENTION_DAYS', default: '90', description: 'Days raw analytics events are kept; older ones are deleted hourly (the daily, per-event and per-minute rollups stay)' },
  { name: 'ANALYTICS_EMAIL_SECRET', default: '', description: 'Key (≥ 32 characters) of the hash that stands for a viewer\'s email in analytics (the address itself is never stored); share it with every instance. When unset, one is generated once and kept in DATA_DIR/analytics-email.secret' },
  { name: 'API_KEY_TTL_HOURS', default: '720', description: 'Sliding lifetime of an API key, renewed while it is used' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test' },
  { name: 'WEB_DIST_DIR', default: 'apps/web/dist', description: 'Built SPA served at / (relative paths are taken from the repository root)' },
  { name: 'CONSOLE_DIST_DIR', default: 'apps/console/dist', description: 'Built operator console served at /admin (relative paths are taken from the repository root)' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413' },
  { name: 'TRUST_PROXY', default: 'false', description: 'true, a hop count, or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are trusted' },
  { name: 'EMBED_ALLOWED_ORIGINS', default: '*', description: 'Sites allowed to frame the embeddable player (/watch_embed/*): `*` for any http(s) site, or comma-separated origins; other pages can only be framed by the app itself' },
  { name: 'API_KEY_ISSUE_LIMIT', default: '30', description: 'API keys one client IP may request per minute (POST /api/get_api_key); more get 429' },
  { name: 'GEO_HEADER', default: '', description: "Request header set by a trusted proxy or CDN with the viewer's ISO country code (e.g. CF-IPCountry); when absent the country comes from the bundled IP database" },
  { name: 'SMTP_URL', default: '', description: 'smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; when set, mail is delivered through it by a background job. Otherwise mail stays in the outbox, is logged with its links and is listed at /dev/mail (not in production)' },
  { name: 'MAIL_FROM', default: '"Streaming" <no-reply@localhost>', description: 'Sender of every mail' },
  { name: 'AUTH_RATE_LIMIT_PER_IP', default: '20', description: 'Requests one client IP may make per minute to each of login, registration, email verification, password reset (request and reset) and account deletion; more get 429' },
  { name: 'AUTH_RATE_LIMIT_PER_IDENTIFIER', default: '10', description: 'Requests naming one email (or one logged-in user) each of those endpoints accepts per 15 minutes, from all IPs together; more get 429 (for login: only from addresses that failed for that email; the right password from another address still logs in)' },
  { name: 'CONSOLE_IDLE_MINUTES', default: '30', description: "Minutes without a request after which an operator console session ends (a session ends 12 hours after sign-in in any case)" },
  { name: 'RECAPTCHA_SECRET_KEY', default: '', description: 'reCAPTCHA secret used to check registration tokens on channels whose settings enable reCAPTCHA' },
  { name: 'RECAPTCHA_VERIFY_URL', default: 'https://www.google.com/recaptcha/api/siteverify', description: 'reCAPTCHA siteverify endpoint' },
  { name: 'RECAPTCHA_MIN_SCORE', default: '0.5', description: 'Lowest reCAPTCHA v3 score (0.0 robot … 1.0 human) accepted at registration' },
  { name: 'FFMPEG_PATH', default: '', description: 'ffmpeg binary for media jobs; otherwise the one on PATH, otherwise the one shipped by the @ffmpeg-installer/ffmpeg package' },
  { name: 'MEDIA_TOKEN_SECRET', default: '', description: 'Secret (≥ 32 characters) of the HMAC tokens in playback URLs; share it with every instance and the CDN edge. When unset, one is generated once and kept in DATA_DIR/media-token.secret' },
  { name: 'MEDIA_TOKEN_TTL_SECONDS', default: '14400', description: 'Lifetime of a signed playback URL (rounded up to the next 5 minutes so URLs stay cacheable)' },
  { name: 'MEDIA_DEMO_SECONDS', default: '30', description: 'Length of each generated demo video (0: generate none; default 0 when NODE_ENV=test). Generated once in the background into DATA_DIR/media/demo' },
  { name: 'MEDIA_TRANSCODE_CONCURRENCY', default: '1', description: 'Uploaded videos transcoded at once by each worker process (1 suits 2 cores: viewers are not starved); the console shows the others waiting' },
  { name: 'MEDIA_QUOTA_GB', default: '100', description: "Storage each channel's media library may use (sources, ladders, captions, posters), unless the channel sets its own quota in the console; an upload over it is refused with a clear message" },
  { name: 'MEDIA_STORE', default: 'local', description: 'Where media lives: local (DATA_DIR/media, one machine) or s3 (an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2; every instance must use the same one, docs/decisions/0068-media-on-s3.md)' },
  { name: 'S3_ENDPOINT', default: '', description: 'With MEDIA_STORE=s3: the S3 API endpoint URL (e.g. http://127.0.0.1:9000 for MinIO, https://<account>.r2.cloudflarestorage.com for R2); empty for AWS S3 itself' },
  { name: 'S3_BUCKET', default: '', description: 'With MEDIA_STORE=s3 (required): the bucket holding the media; it stays private, the app streams or signs every read' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'With MEDIA_STORE=s3: the bucket region (auto for R2)' },
  { name: 'S3_ACCESS_KEY_ID', default: '', description: 'With MEDIA_STORE=s3: access key; empty uses the AWS SDK default chain (environment, instance role)' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', description: 'With MEDIA_STORE=s3: secret key paired with S3_ACCESS_KEY_ID' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'off', description: 'on or off: address the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint> (on for MinIO and most self-hosted servers)' },
  { name: 'UPLOAD_MAX_GB', default: '20', description: 'Largest single video upload (tus, resumable); unfinished uploads expire after 24 hours' },
  { name: 'DEMO', default: 'on', description: 'on or off: demo accounts with published passwords (and the start-up lines that print them); default off when NODE_ENV=production. Demo channels, catalogue and passes are seeded either way' },
  { name: 'LIVE_SIMULATION', default: 'on', description: 'on or off: the /simulate operator API that starts and stops simulated live feeds (default off when NODE_ENV=production); it answers loopback clients only' },
  { name: 'RTMP_PORT', default: '1935', description: 'Port of the RTMP ingest encoders publish to (0: no ingest; default 0 when NODE_ENV=test)' },
  { name: 'RTMP_HOST', default: '0.0.0.0', description: 'Address the RTMP ingest listens on' },
  { name: 'RTMP_PUBLIC_URL', default: '', description: 'Server URL the console tells operators to paste into their encoder (default rtmp://<PUBLIC_ORIGIN host or 127.0.0.1>:<RTMP_PORT>/live, or rtmps://… with a certificate)' },
  { name: 'RTMPS_PORT', default: '1936', description: 'Port of RTMP over TLS, served when RTMPS_CERT_FILE and RTMPS_KEY_FILE are set' },
  { name: 'RTMPS_CERT_FILE', default: '', description: 'PEM certificate (chain) for RTMPS' },
  { name: 'RTMPS_KEY_FILE', default: '', description: 'PEM private key for RTMPS' },
  { name: 'LIVE_LOW_LATENCY', default: 'off', description: 'on or off: 1-second live segments and low-latency player settings (≈ 3 s glass-to-glass instead of ≈ 6 s, at a higher segment and request rate)' },
  { name: 'STREAM_KEY_SECRET', default: '', description: "Secret (≥ 32 characters) that seals the live stream keys in the database so the console can show them again; share it with every instance. When unset, one is generated once and kept in DATA_DIR/stream-keys.secret (moving to a cluster: set it to that file's content, or the keys already made cannot be shown)" },
  { name: 'LIVE_DVR_SECONDS', default: '7200', description: 'How far back viewers can rewind a live event (per event, set when its stream key is made)' },
  { name: 'LIVE_RECONNECT_SECONDS', default: '60', description: 'How long a dropped encoder may take to come back while viewers see the slate; after the scheduled end, the event ends when it has been away this long' },
  { name: 'LIVE_LEAD_SECONDS', default: '7200', description: "How long before an event's start its encoder may publish (operators see a preview; viewers from the start)" },
  { name: 'GOOGLE_CLIENT_ID', default: '', description: 'Google sign-in OAuth client id; Google login is offered when it and the secret are set' },
  { name: 'GOOGLE_CLIENT_SECRET', default: '', description: 'Google sign-in OAuth client secret' },
  { name: 'GOOGLE_ISSUER', default: 'https://accounts.google.com', description: 'OpenID Connect issuer discovered for Google sign-in (http only on loopback, for tests)' },
  { name: 'FACEBOOK_CLIENT_ID', default: '', description: 'Facebook app id; Facebook login is offered when it and the secret are set' },
  { name: 'FACEBOOK_CLIENT_SECRET', default: '', description: 'Facebook app secret' },
  { name: 'FACEBOOK_GRAPH_URL', default: 'https://graph.facebook.com', description: 'Facebook Graph API base (token exchange and /me)' },
  { name: 'FACEBOOK_AUTH_URL', default: 'https://www.facebook.com/v19.0/dialog/oauth', description: 'Facebook login dialog URL' },
  { name: 'STRIPE_SECRET_KEY', default: '', description: 'Stripe secret key (sk_live_… or sk_test_…); when set, payments go to Stripe instead of the built-in sandbox' },
  { name: 'STRIPE_PUBLISHABLE_KEY', default: '', description: "Stripe publishable key (pk_…) for the SPA's Stripe Elements card form, sent in the settings file" },
  { name: 'STRIPE_WEBHOOK_SECRET', default: '', description: 'Signing secret (whsec_…) of the Stripe webhook endpoint `/api/stripe/webhook`; required when STRIPE_SECRET_KEY is set' },
  { name: 'STRIPE_API_BASE', default: '', description: 'Another Stripe API origin, such as a local mock (http only on loopback); default api.stripe.com' },
  { name: 'EXTERNAL_AUTH_SECRET', default: '', description: "Shared secret that signs external authentication hand-offs (device linking with remote_auth 2) for channels without their own `external_auth_secret` setting" },
  { name: 'METRICS_TOKEN', default: '', description: 'Bearer token (≥ 16 characters) Prometheus sends to scrape /metrics (`Authorization: Bearer <token>`); when unset, /metrics answers loopback clients only' },
  { name: 'SENTRY_DSN', default: '', description: "Sentry DSN; when set, the browser's error reports (POST /api/client-errors) are forwarded to Sentry by the server (the log keeps one line per report with the Sentry event id)" },
] as const;

export type ConfigVarName = (typeof CONFIG_VARS)[number]['name'];

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
  SENTRY_DSN: optional(z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project>' })),
}).superRefine((env, ctx) => {
  if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'is required when the other S3 key is set' });
  if (Boolean(env.RTMPS_CERT_FILE) !== Boolean(env.RTMPS_KEY_FILE)) ctx.addIssue({ code: 'custom', path: [env.RTMPS_CERT_FILE ? 'RTMPS_KEY_FILE' : 'RTMPS_CERT_FILE'], message: 'is required when the other RTMPS file is set' });
  // Without the signing secret no webhook could be trusted, and paid orders would stay pending.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
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
  /** Days raw analytics rows are kept (ANALYTICS_RAW_RETENTION_DAYS); rollups are kept. */
  analyticsRawRetentionDays: number;
  apiKeyTtlHours: number;
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
    analytics: { perIpPerMinute: e.ANALYTICS_RATE_LIMIT_PER_IP, perSessionPerMinute: e.ANALYTICS_RATE_LIMIT_PER_SESSION, emailSecret: e.ANALYTICS_EMAIL_SECRET ?? null },
    analyticsRawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS,
    apiKeyTtlHours: e.API_KEY_TTL_HOURS,
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
