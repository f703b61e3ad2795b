import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const paths = { packageRoot: '/repo/apps/server', repoRoot: '/repo' };

const shared = {
  DATABASE_URL: 'postgres://app@db:5432/ott',
  REDIS_URL: 'redis://cache:6379',
  MEDIA_TOKEN_SECRET: 'm'.repeat(32),
  ANALYTICS_EMAIL_SECRET: 'a'.repeat(32),
  STREAM_KEY_SECRET: 's'.repeat(32),
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'k'.repeat(43),
};

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env, paths);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('cluster configuration', () => {
  it('is off by default: secrets may then be made into DATA_DIR', () => {
    const config = loadConfig({}, paths);
    expect(config.cluster).toBe(false);
    expect(config.live.streamKeySecret).toBeNull();
  });

  it('starts with everything the instances share, and reads the stream key secret', () => {
    const config = loadConfig({ ...shared, CLUSTER: 'on' }, paths);
    expect(config.cluster).toBe(true);
    expect(config.live.streamKeySecret).toBe('s'.repeat(32));
    expect(config.media.tokenSecret).toBe('m'.repeat(32));
    expect(config.analytics.emailSecret).toBe('a'.repeat(32));
  });

  it('refuses to start without any of them, naming each missing variable and why', () => {
    expect(messageOf({ CLUSTER: 'on' })).toBe(
      [
        'Invalid configuration:',
        '  DATABASE_URL: is required when CLUSTER=on: every instance must use one PostgreSQL database (SQLite is a file on one machine)',
        '  REDIS_URL: is required when CLUSTER=on: the instances share jobs, rate limits and cache invalidations through Redis',
        '  MEDIA_TOKEN_SECRET: is required when CLUSTER=on: a playback URL signed by one instance must open on every other and at the edge (to keep the URLs already given, copy DATA_DIR/media-token.secret)',
        '  ANALYTICS_EMAIL_SECRET: is required when CLUSTER=on: one viewer must hash alike on every instance, or the figures count them once per instance (copy DATA_DIR/analytics-email.secret to keep the hashes already stored)',
        '  STREAM_KEY_SECRET: is required when CLUSTER=on: a stream key sealed by one instance must open on every other (copy DATA_DIR/stream-keys.secret to keep the keys already made)',
        '  VAPID_PUBLIC_KEY: is required when CLUSTER=on: browsers subscribe to web push with one key pair, whichever instance sends (copy DATA_DIR/vapid-private.key to keep the subscriptions already made)',
        '  VAPID_PRIVATE_KEY: is required when CLUSTER=on: browsers subscribe to web push with one key pair, whichever instance sends (copy DATA_DIR/vapid-private.key to keep the subscriptions already made)',
      ].join('\n'),
    );
  });

  it('reads the VAPID keys and wants both or neither', () => {
    expect(loadConfig({ ...shared, CLUSTER: 'on' }, paths).push).toEqual({ vapidPublicKey: 'B'.repeat(87), vapidPrivateKey: 'k'.repeat(43), vapidSubject: null });
    expect(messageOf({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toBe('Invalid configuration:\n  VAPID_PRIVATE_KEY: is required when the other VAPID key is set');
  });

  it.each(Object.keys(shared))('names %s alone when only it is missing', (name) => {
    const lines = messageOf({ ...shared, [name]: '', CLUSTER: 'on' }).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^  ${name}: is required when CLUSTER=on: `));
  });

  it('rejects a short stream key secret and an unknown CLUSTER value', () => {
    expect(messageOf({ STREAM_KEY_SECRET: 'short' })).toBe('Invalid configuration:\n  STREAM_KEY_SECRET: must be at least 32 characters');
    expect(messageOf({ CLUSTER: 'yes' })).toBe('Invalid configuration:\n  CLUSTER: must be on or off');
  });
});
