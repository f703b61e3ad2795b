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
  { name: 'DATA_DIR', default: './data', description: 'Directory for the SQLite file and generated files (relative paths are taken from the repository root)' },
  { name: 'DATABASE_URL', default: '', description: 'postgres:// URL; when set, PostgreSQL is used instead of SQLite' },
  { name: 'REDIS_URL', default: '', description: 'redis:// URL; when set, rate limits are counted in Redis and shared by every instance (later also caches and jobs)' },
  { name: 'DEFAULT_CHANNEL_KEY', default: 'varsity', description: 'Channel answered by the key host for unknown hostnames such as localhost' },
  { name: 'PUBLIC_ORIGIN', default: '', description: "The SPA's origin when it is served from another host; CORS then allows only this origin" },
  { name: 'API_ORIGIN', default: '', description: 'Origin of the API when moved to its own host (default: same origin)' },
  { name: 'MEDIA_ORIGIN', default: '', description: 'Origin of the media host (default: same origin)' },
  { name: 'KEY_ORIGIN', default: '', description: 'Origin of the key host (default: same origin)' },
  { name: 'ANALYTICS_ORIGIN', default: '', description: 'Origin of the analytics service (default: same origin)' },
  { name: 'API_KEY_TTL_HOURS', default: '720', description: 'Sliding lifetime of an API key, renewed while it is used' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test' },
  { name: 'WEB_DIST_DIR', default: 'apps/web/dist', description: 'Built SPA served at / (relative paths are taken from the repository root)' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413' },
  { name: 'TRUST_PROXY', default: 'false', description: 'true, a hop count, or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are trusted' },
  { name: 'EMBED_ALLOWED_ORIGINS', default: '*', description: 'Sites allowed to frame the embeddable player (/watch_embed/*): `*` for any http(s) site, or comma-separated origins; other pages can only be framed by the app itself' },
  { name: 'API_KEY_ISSUE_LIMIT', default: '30', description: 'API keys one client IP may request per minute (POST /api/get_api_key); more get 429' },
  { name: 'GEO_HEADER', default: '', description: "Request header set by a trusted proxy or CDN with the viewer's ISO country code (e.g. CF-IPCountry); when absent the country comes from the bundled IP database" },
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

const EnvSchema = z.object({
  PORT: withDefault(int(0, 65535), '8080'),
  HOST: withDefault(z.string().min(1).max(255), '0.0.0.0'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  DEFAULT_CHANNEL_KEY: withDefault(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'must be a channel key (letters, digits, - and _)'), 'varsity'),
  PUBLIC_ORIGIN: optional(origin),
  API_ORIGIN: optional(origin),
  MEDIA_ORIGIN: optional(origin),
  KEY_ORIGIN: optional(origin),
  ANALYTICS_ORIGIN: optional(origin),
  API_KEY_TTL_HOURS: withDefault(int(1, 24 * 365 * 5), '720'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }), 'info'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }), 'development'),
  WEB_DIST_DIR: withDefault(z.string().min(1), 'apps/web/dist'),
  BODY_LIMIT_BYTES: withDefault(int(1024, 100 * 1024 * 1024), '1048576'),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  EMBED_ALLOWED_ORIGINS: withDefault(embedOrigins, '*'),
  API_KEY_ISSUE_LIMIT: withDefault(int(1, 100_000), '30'),
  GEO_HEADER: optional(z.string().regex(/^[a-z0-9!#$%&'*+.^_`|~-]{1,64}$/i, 'must be an HTTP header name such as CF-IPCountry')),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  defaultChannelKey: string;
  /** Origins; null means "same origin as the page". */
  origins: { public: string | null; api: string | null; media: string | null; key: string | null; analytics: string | null };
  apiKeyTtlHours: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
  /** Who may frame /watch_embed/*: any http(s) site, or these origins. */
  embedAllowedOrigins: string[] | '*';
  /** API keys one client IP may request per minute. */
  apiKeyIssueLimit: number;
  /** Lower-cased name of the trusted country header, or null to use the IP database only. */
  geoHeader: string | null;
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
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRepo(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    defaultChannelKey: e.DEFAULT_CHANNEL_KEY,
    origins: {
      public: e.PUBLIC_ORIGIN ?? null,
      api: e.API_ORIGIN ?? null,
      media: e.MEDIA_ORIGIN ?? null,
      key: e.KEY_ORIGIN ?? null,
      analytics: e.ANALYTICS_ORIGIN ?? null,
    },
    apiKeyTtlHours: e.API_KEY_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRepo(e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    apiKeyIssueLimit: e.API_KEY_ISSUE_LIMIT,
    geoHeader: e.GEO_HEADER?.toLowerCase() ?? null,
  };
}
