import { DownloadState } from '@ott/contracts/downloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadsRepository } from '../src/modules/downloads/downloads.repository';
import { registerUser } from './auth-helpers';
import { patchChannelSettings } from './channel-settings';
import { basicPassName, eventIn, insertOrder, passIdByName } from './commerce-helpers';
import { type TestApp, dialects } from './helper';
import { COUNTRY_HEADER, createMediaTestApp, fetchMedia, findEvent, withDemoVideo } from './media-helpers';
import { mp4BoxTypes } from './mp4-boxes';

const BASIC_SPORTS = ['basketball', 'soccer', 'volleyball'];

const SIGNED_MP4 = /^\/media\/s\/[A-Za-z0-9_-]{43}\/\d+\/e(\d+)\/download\/[a-z]+\/[a-z0-9-]+\.mp4$/;

describe.each(dialects)('downloads, on %s', (dialect) => {
  let t: TestApp;
  let user: { apiKey: string; userId: number };
  let replay: number;

  const download = async (eventId: number, apiKey = user.apiKey, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/download-event/${eventId}`, query: { api_key: apiKey }, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const downloadsCount = async (userId = user.userId) =>
    (await t.db.selectFrom('users').select('downloads_count').where('id', '=', userId).executeTakeFirstOrThrow()).downloads_count;
  const setDownloadLimit = (limit: number | null) => patchChannelSettings(t, { download_limit: limit });
  async function anotherFreeReplay(except: number[]): Promise<number> {
    const row = await t.db
      .selectFrom('events as e')
      .innerJoin('channels as c', 'c.id', 'e.channel_id')
      .innerJoin('event_media as m', 'm.event_id', 'e.id')
      .select('e.id')
      .where('c.key', '=', 'varsity')
      .where('m.kind', '=', 3)
      .where('e.pricing_type', '=', 'free')
      .where('e.id', 'not in', except)
      .where('e.id', 'not in', t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    return withDemoVideo(t.app, row.id);
  }

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    user = await registerUser(t.app);
    replay = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    await t.app.queue.start();
  });
  afterAll(async () => t.close());

  it('needs a logged-in user', async () => {
    const visitor = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity' } })).json().data.api_key;
    expect(await download(replay, visitor)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('needs the download capability', async () => {
    expect(await download(replay)).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: 'Download is not available for your account', message_code: 'DOWNLOAD_NOT_AVAILABLE' } });
    expect(await downloadsCount()).toBe(0);
  });

  it('makes the MP4 by a job, then hands out a signed attachment link, counting the event once', async () => {
    // The basic pass opens its sports; the add-on on top of it grants the download capability.
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, basicPassName()) });
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Ad-free & Downloads Add-on') });
    const first = await download(replay);
    expect(first).toEqual({ status: 200, body: { data: { status: 'processing' } } });
    expect(await downloadsCount()).toBe(0);

    await t.app.queue.drain({ timeoutMs: 30_000 });
    const job = await t.db.selectFrom('jobs').select(['status', 'payload']).where('name', '=', 'media.download-mp4').executeTakeFirstOrThrow();
    expect(job.status).toBe('done');

    const ready = DownloadState.parse((await download(replay)).body.data);
    if (ready.status !== 'ready') throw new Error('expected the download to be ready');
    expect(ready.url).toMatch(SIGNED_MP4);
    expect(SIGNED_MP4.exec(ready.url)![1]).toBe(String(replay));
    expect(await downloadsCount()).toBe(1);

    const file = await fetchMedia(t.app, ready.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-\d+\.mp4"$/);
    const boxes = mp4BoxTypes(file.bytes);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    // Asking again for the same event neither makes another file nor counts again.
    expect(DownloadState.parse((await download(replay)).body.data).status).toBe('ready');
    expect(await downloadsCount()).toBe(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/access', query: { api_key: user.apiKey } });
    expect(profile.json().data.featureCount.downloads).toBe(1);
  }, 60_000);

  it('serves the file only behind a valid signature', async () => {
    const ready = DownloadState.parse((await download(replay)).body.data);
    if (ready.status !== 'ready') throw new Error('expected the download to be ready');
    const tampered = ready.url.replace(/\/s\/(.)/, (_match, first: string) => `/s/${first === 'A' ? 'B' : 'A'}`);
    expect((await fetchMedia(t.app, tampered)).status).toBe(403);
    expect((await fetchMedia(t.app, ready.url.replace(`/e${replay}/`, `/e${replay + 1}/`))).status).toBe(403);
    expect((await fetchMedia(t.app, ready.url.replace(/\/download\/[a-z]+\//, '/download/bars/'))).status).toBe(403);
    // The playback route does not open it either.
    expect((await fetchMedia(t.app, ready.url.replace('/download/', '/vod/'))).status).toBe(403);
    // A leading zero spells the same signed expiry differently: refused, so one file has one URL.
    expect((await fetchMedia(t.app, ready.url.replace(/\/s\/([^/]+)\/(\d+)\//, '/s/$1/0$2/'))).status).toBe(403);
  });

  it("stops at the channel's download limit, still allowing events already granted", async () => {
    await setDownloadLimit(1);
    try {
      const other = await anotherFreeReplay([replay]);
      expect(await download(other)).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: 'You have reached your download limit', message_code: 'DOWNLOAD_LIMIT_REACHED' } });
      expect(DownloadState.parse((await download(replay)).body.data).status).toBe('ready');
      expect(await downloadsCount()).toBe(1);

      await setDownloadLimit(2);
      expect(DownloadState.parse((await download(other)).body.data).status).toBe('ready');
      expect(await downloadsCount()).toBe(2);
    } finally {
      await setDownloadLimit(null);
    }
  });

  it('lets only one of two simultaneous grants take the last download under the limit', async () => {
    const repository = createDownloadsRepository(t.db);
    const someone = await registerUser(t.app);
    const other = await anotherFreeReplay([replay]);
    const now = new Date().toISOString();
    const results = await Promise.all([repository.grant(someone.userId, replay, 1, now), repository.grant(someone.userId, other, 1, now)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await downloadsCount(someone.userId)).toBe(1);
    // The refused grant left no row behind.
    expect(await t.db.selectFrom('user_downloads').select('event_id').where('user_id', '=', someone.userId).execute()).toHaveLength(1);
  });

  it("opens paid replays the user's orders cover", async () => {
    const covered = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: true, kind: 3 }));
    expect((await download(covered)).status).toBe(200);
  });

  it('follows the replay pricing in force: a rule making a free replay paid refuses it, one making a paid replay free opens it', async () => {
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const free = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'free', sports: BASIC_SPORTS, inSports: false, kind: 3 }));
    const paid = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: false, kind: 3 }));
    expect((await download(free)).status).toBe(200);
    expect((await download(paid)).status).toBe(403);
    const at = new Date().toISOString();
    const rule = (eventId: number, pricing: string) => ({ channel_id: channel.id, event_id: eventId, event_category_id: null, steps: JSON.stringify([{ after_hours: 0, pricing_type: pricing, price: null, price_percent: null }]), created_at: at, updated_at: at });
    await t.db.insertInto('pricing_rules').values([rule(free, 'paid'), rule(paid, 'free')]).execute();
    try {
      expect(await download(free)).toMatchObject({ status: 403, body: { message: 'You do not have access to this event' } });
      expect((await download(paid)).status).toBe(200);
    } finally {
      await t.db.deleteFrom('pricing_rules').where('event_id', 'in', [free, paid]).execute();
    }
  });

  it('refuses events the user may not watch, live events, and geo-blocked viewers', async () => {
    const paid = await withDemoVideo(t.app, await eventIn(t.db, { pricing: 'paid', sports: BASIC_SPORTS, inSports: false, kind: 3 }));
    expect(await download(paid)).toMatchObject({ status: 403, body: { message: 'You do not have access to this event' } });
    const live = await findEvent(t.db, 2, 'free');
    expect(await download(live)).toMatchObject({ status: 403, body: { message: 'This event cannot be downloaded' } });
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: replay, mode: 'block', countries: '["GB"]' }).execute();
    try {
      expect(await download(replay, user.apiKey, { [COUNTRY_HEADER]: 'GB' })).toMatchObject({ status: 403, body: { message: 'this content is not available in your region' } });
      expect((await download(replay, user.apiKey, { [COUNTRY_HEADER]: 'US' })).status).toBe(200);
    } finally {
      await t.db.deleteFrom('geo_rules').where('event_id', '=', replay).execute();
    }
    expect((await download(999_999)).status).toBe(404);
  });
});
