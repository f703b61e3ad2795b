import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClipSigner } from '../src/modules/clips/clip-urls';
import { demoAssetFor } from '../src/modules/media/demo/demo-assets';
import { fingerprintOf } from '../src/modules/media/demo/demo-media';
import { KEY_LOOKUP_CACHE_MS } from '../src/modules/keys/keys.service';
import { post, RELAXED_AUTH_LIMITS, registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { dialects, type TestApp } from './helper';
import { createMediaTestApp, eventFor, fetchMedia, findEvent, mediaOf, resolveUri, withDemoVideo } from './media-helpers';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/**
 * Well under the lifetime of every cache below (key lookups 5 s, feed rows 1 s, clip listings 60 s): seen
 * within it, a change travelled on the cache bus, not by expiry.
 */
const AT_ONCE = { timeout: 500, interval: 10 };

/**
 * Instance A changes, instance B (same database, data directory and Redis) reads: API keys, simulated live
 * feed rows, clip listings and demo videos made by another process (docs/decisions/0070).
 */
describe.runIf(redisUrl).each(dialects)('caches of two instances on one %s database and one Redis', (dialect) => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // A runs jobs (the worker's part); B only serves, as with JOB_WORKER=external.
    a = await createMediaTestApp(dialect, { env: { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '' } });
    b = await createMediaTestApp(dialect, { env: { ...RELAXED_AUTH_LIMITS, REDIS_URL: redisUrl ?? '', JOB_WORKER: 'external' }, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const settingsStatus = async (t: TestApp, apiKey: string) => (await t.app.inject({ method: 'GET', url: '/api/settings', query: { api_key: apiKey } })).statusCode;

  it('a demo video made by the worker is served as ready by a running server, without a restart', async () => {
    const replay = await findEvent(a.db, 3, 'free');
    expect(mediaOf(await eventFor(b.app, replay), 3)).toMatchObject({ url: null, reason: 'processing' });

    await withDemoVideo(a.app, replay);

    // One visitor polls, as a player would: a key per poll would meet the key-issue rate limit on a slow machine.
    const { api_key: viewerKey } = await getApiKey(b.app);
    const ready = await vi.waitFor(
      async () => {
        const media = mediaOf(await eventFor(b.app, replay, viewerKey), 3);
        expect(media.url).toMatch(/master\.m3u8$/);
        return media;
      },
      { timeout: 8_000, interval: 50 },
    );
    expect((await fetchMedia(b.app, ready.url!)).status).toBe(200);
  }, 60_000);

  it('a key dropped on A fails on B at once: logout, and the visitor key a login replaces', async () => {
    const user = await registerUser(a.app);
    expect(await settingsStatus(b, user.apiKey)).toBe(200);
    expect((await post(a.app, '/api/auth/logout', { api_key: user.apiKey })).status).toBe(200);
    await vi.waitFor(async () => expect(await settingsStatus(b, user.apiKey)).toBe(401), AT_ONCE);

    const { api_key: visitor } = await getApiKey(b.app);
    expect(await settingsStatus(b, visitor)).toBe(200);
    expect((await post(a.app, '/api/v2/auth/login', { api_key: visitor, email: user.email, password: user.password })).status).toBe(200);
    await vi.waitFor(async () => expect(await settingsStatus(b, visitor)).toBe(401), AT_ONCE);
    expect(AT_ONCE.timeout).toBeLessThan(KEY_LOOKUP_CACHE_MS);
  });

  it("a live feed an operator stops on A closes on B's media host and event at once", async () => {
    const now = new Date().toISOString();
    const live = await a.db
      .selectFrom('events as e')
      .innerJoin('channels as c', 'c.id', 'e.channel_id')
      .innerJoin('event_media as m', 'm.event_id', 'e.id')
      .select('e.id')
      .where('c.key', '=', 'varsity')
      .where('m.kind', '=', 2)
      .where('e.pricing_type', '=', 'free')
      .where('e.event_utc_ts', '<=', now)
      .orderBy('e.event_utc_ts')
      .executeTakeFirstOrThrow();
    await withDemoVideo(a.app, live.id);
    const { api_key: apiKey } = await getApiKey(a.app);
    // Once B sees the video made, its feed row is cached (for a second) and its playlist is open.
    const rendition = await vi.waitFor(
      async () => {
        const url = mediaOf(await eventFor(b.app, live.id, apiKey), 2).url;
        expect(url).toMatch(/master\.m3u8$/);
        return resolveUri(url!, '360p/index.m3u8');
      },
      { timeout: 8_000, interval: 50 },
    );
    const open = await fetchMedia(b.app, rendition);
    expect(open.status).toBe(200);
    expect(open.text).not.toContain('#EXT-X-ENDLIST');

    const stopped = await a.app.inject({ method: 'POST', url: `/api/simulate/${live.id}/stop`, payload: { api_key: apiKey } });
    expect(stopped.statusCode).toBe(200);

    await vi.waitFor(async () => expect((await fetchMedia(b.app, rendition)).text).toContain('#EXT-X-ENDLIST'), AT_ONCE);
    await vi.waitFor(async () => expect((await eventFor(b.app, live.id, apiKey)).stream_status).toBe('vod'), AT_ONCE);
  }, 60_000);

  it("a clip made on A opens its source's segments on B at once, and removed on A stops at once", async () => {
    const replay = await findEvent(a.db, 3, 'free');
    await withDemoVideo(a.app, replay);
    const asset = demoAssetFor(replay);
    const segment = `${fingerprintOf(asset, 4)}_00000.ts`;
    const user = await registerUser(a.app);
    const channel = await a.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const media = await a.db.selectFrom('event_media').select('id').where('event_id', '=', replay).where('kind', '=', 3).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const clip = await a.db
      .insertInto('clips')
      .values({ channel_id: channel.id, user_id: user.userId, event_id: replay, event_media_id: media.id, name: 'Shared', tags: '[]', start_time: 0, duration: 2, asset: asset.name, asset_version: fingerprintOf(asset, 4), source: 'vod', status: 'ready', failure_reason: null, share_uuid: crypto.randomUUID(), downloaded_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const playlist = createClipSigner({ secret: b.app.media.secret, origin: null, ttlSeconds: 3_600 }).play(clip.id, asset.name).playlist;
    const segmentUrl = playlist.replace(/master\.m3u8$/, `360p/${segment}`);
    // Before its render job (on A) has published the clip, B finds no listing, and does not keep that.
    expect((await fetchMedia(b.app, segmentUrl)).status).toBe(404);
    // The clip's own playlist, as its render job would publish it: one segment of the source.
    await a.app.media.store.publishFile(`clips/${clip.id}/360p/index.m3u8`, async (path) => {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${segment}\n#EXT-X-ENDLIST\n`);
    });
    // B has now listed the clip's segments, and keeps the listing.
    expect((await fetchMedia(b.app, segmentUrl)).status).toBe(200);

    const removed = await a.app.inject({ method: 'DELETE', url: `/api/clip/${clip.id}`, query: { api_key: user.apiKey } });
    expect(removed.statusCode).toBe(200);

    await vi.waitFor(async () => expect((await fetchMedia(b.app, segmentUrl)).status).toBe(404), AT_ONCE);
  }, 60_000);
});
