import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARS, ConfigError, loadConfig } from './config';

const paths = { packageRoot: '/repo/apps/server', repoRoot: '/repo' };

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, paths);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/repo/data',
      databaseUrl: null,
      redisUrl: null,
      defaultChannelKey: 'varsity',
      apiKeyTtlHours: 720,
      logLevel: 'info',
      nodeEnv: 'development',
      webDistDir: '/repo/apps/web/dist',
      consoleDistDir: '/repo/apps/console/dist',
      bodyLimitBytes: 1_048_576,
      trustProxy: false,
      geoHeader: null,
      embedAllowedOrigins: '*',
      apiKeyIssueLimit: 30,
    });
    expect(config.origins).toEqual({ public: null, api: null, media: null, key: null, analytics: null });
  });

  it('names the instance after INSTANCE_NAME, else after the host and the process', () => {
    expect(loadConfig({ INSTANCE_NAME: 'edge-api-1' }, paths).instanceName).toBe('edge-api-1');
    expect(loadConfig({}, paths).instanceName).toBe(`${hostname()}:${process.pid}`);
    expect(() => loadConfig({ INSTANCE_NAME: 'api one' }, paths)).toThrow('INSTANCE_NAME: must be 1 to 100 visible ASCII characters (it is sent in a header)');
  });

  it('seeds demo accounts by default, but in production only with DEMO=on', () => {
    expect(loadConfig({}, paths).demoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, paths).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }, paths).demoAccounts).toBe(true);
    expect(loadConfig({ DEMO: 'off' }, paths).demoAccounts).toBe(false);
    expect(() => loadConfig({ DEMO: 'yes' }, paths)).toThrow(/DEMO: must be on or off/);
  });

  it('reads and normalises every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/ott',
        DATABASE_URL: 'postgres://app@db:5432/ott',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_ORIGIN: 'https://watch.example.com/',
        MEDIA_ORIGIN: 'https://media.example.com/some/path',
        API_KEY_TTL_HOURS: '24',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        WEB_DIST_DIR: 'custom/dist',
        CONSOLE_DIST_DIR: '/srv/console',
        GEO_HEADER: 'CF-IPCountry',
        EMBED_ALLOWED_ORIGINS: 'https://blog.example.org/post, http://localhost:3000',
        API_KEY_ISSUE_LIMIT: '5',
      },
      paths,
    );
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe('/var/lib/ott');
    expect(config.databaseUrl).toBe('postgres://app@db:5432/ott');
    expect(config.origins.public).toBe('https://watch.example.com');
    expect(config.origins.media).toBe('https://media.example.com');
    expect(config.apiKeyTtlHours).toBe(24);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.webDistDir).toBe('/repo/custom/dist');
    expect(config.consoleDistDir).toBe('/srv/console');
    expect(config.geoHeader).toBe('cf-ipcountry');
    expect(config.embedAllowedOrigins).toEqual(['https://blog.example.org', 'http://localhost:3000']);
    expect(config.apiKeyIssueLimit).toBe(5);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }, paths)).toMatchObject({ databaseUrl: null, port: 8080 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://cache'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['GEO_HEADER', 'not a header'],
    ['API_KEY_TTL_HOURS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['DEFAULT_CHANNEL_KEY', 'bad key!'],
    ['TRUST_PROXY', 'maybe'],
    ['BODY_LIMIT_BYTES', '12'],
    ['EMBED_ALLOWED_ORIGINS', "https://ok.example, 'none'"],
    ['API_KEY_ISSUE_LIMIT', '0'],
    ['AUTH_RATE_LIMIT_PER_IP', '0'],
    ['AUTH_RATE_LIMIT_PER_IDENTIFIER', 'many'],
    ['RECAPTCHA_MIN_SCORE', '1.5'],
    ['RECAPTCHA_VERIFY_URL', 'ftp://verify.example'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value }, paths)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, paths)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('reads the auth limits and reCAPTCHA settings, with their defaults', () => {
    expect(loadConfig({}, paths)).toMatchObject({
      authRateLimit: { perIpPerMinute: 20, perIdentifierPerQuarterHour: 10 },
      recaptcha: { secretKey: null, verifyUrl: 'https://www.google.com/recaptcha/api/siteverify', minScore: 0.5 },
    });
    const config = loadConfig({ AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_IDENTIFIER: '2', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_MIN_SCORE: '0.7' }, paths);
    expect(config.authRateLimit).toEqual({ perIpPerMinute: 5, perIdentifierPerQuarterHour: 2 });
    expect(config.recaptcha).toMatchObject({ secretKey: 's', minScore: 0.7 });
  });

  it('reads the role: all by default, JOB_WORKER=external as api, ROLE over it', () => {
    expect(loadConfig({}, paths).role).toBe('all');
    expect(loadConfig({ JOB_WORKER: 'external' }, paths).role).toBe('api');
    expect(loadConfig({ JOB_WORKER: 'inline' }, paths).role).toBe('all');
    expect(loadConfig({ ROLE: 'worker', JOB_WORKER: 'external' }, paths).role).toBe('worker');
    expect(loadConfig({ ROLE: 'api' }, paths).role).toBe('api');
    expect(() => loadConfig({ ROLE: 'both' }, paths)).toThrow('ROLE: must be all, api or worker');
  });

  it('never echoes the rejected value (it may be a secret)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' }, paths)).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(() => loadConfig({ [name]: '' }, paths)).not.toThrow();
  });
});
