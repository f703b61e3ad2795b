import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const paths = { packageRoot: '/repo/apps/server', repoRoot: '/repo' };

describe('media configuration', () => {
  const library = { transcodeConcurrency: 1, defaultQuotaBytes: 100 * 1024 ** 3, uploadMaxBytes: 20 * 1024 ** 3, store: { kind: 'local' } };

  it('defaults to 30-second demo videos, a 4-hour token lifetime, a generated secret, the operator API, one transcode at a time, 100 GB per channel and 20 GB uploads', () => {
    expect(loadConfig({}, paths).media).toEqual({ ffmpegPath: null, tokenSecret: null, tokenTtlSeconds: 14_400, demoSeconds: 30, liveSimulation: true, ...library });
  });

  it('makes no demo videos under test and keeps the operator API off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, paths).media.demoSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', MEDIA_DEMO_SECONDS: '4' }, paths).media.demoSeconds).toBe(4);
    expect(loadConfig({ NODE_ENV: 'production' }, paths).media.liveSimulation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LIVE_SIMULATION: 'on' }, paths).media.liveSimulation).toBe(true);
    expect(loadConfig({ LIVE_SIMULATION: 'off' }, paths).media.liveSimulation).toBe(false);
  });

  it('reads the rest as given', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg', MEDIA_TOKEN_SECRET: secret, MEDIA_TOKEN_TTL_SECONDS: '7200', MEDIA_DEMO_SECONDS: '0' }, paths).media).toEqual({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      tokenSecret: secret,
      tokenTtlSeconds: 7200,
      demoSeconds: 0,
      liveSimulation: true,
      ...library,
    });
    expect(loadConfig({ MEDIA_TRANSCODE_CONCURRENCY: '2', MEDIA_QUOTA_GB: '5', UPLOAD_MAX_GB: '1' }, paths).media).toMatchObject({ transcodeConcurrency: 2, defaultQuotaBytes: 5 * 1024 ** 3, uploadMaxBytes: 1024 ** 3 });
  });

  it.each([
    ['MEDIA_TOKEN_SECRET', 'too-short', 'at least 32 characters'],
    ['MEDIA_TOKEN_TTL_SECONDS', '30', 'at least 60'],
    ['MEDIA_DEMO_SECONDS', '5', 'even number of seconds from 4'],
    ['MEDIA_DEMO_SECONDS', '2', 'even number of seconds from 4'],
    ['LIVE_SIMULATION', 'yes', 'must be on or off'],
    ['MEDIA_TRANSCODE_CONCURRENCY', '0', 'at least 1'],
    ['UPLOAD_MAX_GB', 'big', 'must be an integer'],
    ['MEDIA_STORE', 'disk', 'must be local or s3'],
    ['S3_ENDPOINT', 'minio:9000', 'must be an http\\(s\\) URL'],
    ['S3_BUCKET', 'My_Bucket', 'must be an S3 bucket name'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'must be on or off'],
  ])('rejects %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, paths)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, paths)).toThrow(new RegExp(`${name}: .*${message}`));
  });

  it('puts media in a bucket with MEDIA_STORE=s3, which needs the bucket, and both keys or neither', () => {
    const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'media.example', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'on' };
    expect(loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' }, paths).media.store).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media.example',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
    });
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_REGION: 'auto' }, paths).media.store).toEqual({ kind: 's3', endpoint: null, bucket: 'media', region: 'auto', credentials: null, forcePathStyle: false });
    expect(() => loadConfig({ MEDIA_STORE: 's3' }, paths)).toThrow(/S3_BUCKET: is required when MEDIA_STORE=s3/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AK' }, paths)).toThrow(/S3_SECRET_ACCESS_KEY: is required when the other S3 key is set/);
  });
});
