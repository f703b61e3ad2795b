import type { Clip } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { patchChannelSettings } from './channel-settings';
import { insertOrder, passIdByName } from './commerce-helpers';
import { untilClipReady } from './clip-helpers';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, fetchMedia, findEvent, withDemoVideo } from './media-helpers';

/** What a viewer does with clips once made: renaming, the file a download saves, and the slots under the clip cap. */
describe.each(dialects)('managing clips, on %s', (dialect) => {
  let t: TestApp;
  let replay: number;
  let mediaId: number;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '12' } });
    replay = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    mediaId = (await t.db.selectFrom('event_media').select('id').where('event_id', '=', replay).where('kind', '=', 3).executeTakeFirstOrThrow()).id;
    await t.app.queue.start();
  }, 120_000);
  afterAll(async () => t.close());

  /** A user whose All-Access pass grants clipping and download_clip. */
  async function clipper() {
    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    return user;
  }
  const create = (apiKey: string, name = 'The goal') => post(t.app, '/api/clip', { api_key: apiKey, event_id: replay, event_media_id: mediaId, name, start_time: 3, duration: 5, tags: ['goal'] });
  const rename = async (apiKey: string, id: number, body: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/clip/${id}`, payload: { api_key: apiKey, ...body } });
    return { status: response.statusCode, body: response.json() };
  };
  const remove = async (apiKey: string, id: number) => (await t.app.inject({ method: 'DELETE', url: `/api/clip/${id}`, query: { api_key: apiKey } })).statusCode;
  const untilReady = (apiKey: string, id: number) => untilClipReady(t.app, apiKey, id);

  it('renames a clip of the user, with the rules of a new clip, and is a 404 to anyone else', async () => {
    const owner = await clipper();
    const id = (await create(owner.apiKey)).body.data.id as number;
    const renamed = await rename(owner.apiKey, id, { name: '  Winning goal  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Winning goal', event: { id: replay } });
    expect(((await get(t.app, '/api/clips/user', owner.apiKey)).body.data as Clip[]).map((clip) => clip.name)).toEqual(['Winning goal']);

    expect(await rename(owner.apiKey, id, { name: '   ' })).toMatchObject({ status: 400, body: { errors: { name: ['Please fill in the input field'] } } });
    expect(await rename(owner.apiKey, id, {})).toMatchObject({ status: 400, body: { errors: { name: ['Field is required'] } } });
    expect(await rename(owner.apiKey, id, { name: 'x'.repeat(101) })).toMatchObject({ status: 400, body: { errors: { name: ['Field length must be less than 101'] } } });
    // The spec's way for clients without PATCH.
    const viaPost = await post(t.app, `/api/clip/${id}`, { api_key: owner.apiKey, _method: 'patch', name: 'Late winner' });
    expect(viaPost).toMatchObject({ status: 200, body: { data: { name: 'Late winner' } } });

    const stranger = await clipper();
    expect(await rename(stranger.apiKey, id, { name: 'Mine now' })).toMatchObject({ status: 404 });
    expect(await rename(owner.apiKey, 999_999, { name: 'Nothing' })).toMatchObject({ status: 404 });
    expect(((await get(t.app, '/api/clips/user', owner.apiKey)).body.data as Clip[])[0]!.name).toBe('Late winner');
  });

  it('downloads as a file named after the clip, in UTF-8 beside a plain ASCII name', async () => {
    const owner = await clipper();
    const id = (await create(owner.apiKey, 'Arrêt réflexe / 2e période')).body.data.id as number;
    await untilReady(owner.apiKey, id);
    const named = async () => {
      const link = await get(t.app, `/api/clip/download/${id}`, owner.apiKey);
      expect(link.status).toBe(200);
      const file = await fetchMedia(t.app, link.body.data.url);
      expect(file.status).toBe(200);
      return file.headers['content-disposition'];
    };
    expect(await named()).toBe("attachment; filename=\"Arret reflexe 2e periode.mp4\"; filename*=UTF-8''Arr%C3%AAt%20r%C3%A9flexe%202e%20p%C3%A9riode.mp4");
    await rename(owner.apiKey, id, { name: 'Big save' });
    expect(await named()).toBe('attachment; filename="Big save.mp4"');
  });

  it('gives a slot back under the clip cap when a clip is deleted, and says how many are used', async () => {
    const owner = await clipper();
    await patchChannelSettings(t, { clip_limit: 2 });
    try {
      const first = (await create(owner.apiKey, 'One')).body.data.id as number;
      expect((await create(owner.apiKey, 'Two')).status).toBe(200);
      expect(await create(owner.apiKey, 'Three')).toMatchObject({ status: 403, body: { message: 'You have reached your clip limit' } });
      expect((await get(t.app, '/api/user/access', owner.apiKey)).body.data).toMatchObject({ featureCount: { clips: 2 }, featureCaps: { clips: 2, downloads: null } });

      expect(await remove(owner.apiKey, first)).toBe(200);
      expect((await get(t.app, '/api/user/access', owner.apiKey)).body.data.featureCount.clips).toBe(1);
      expect((await create(owner.apiKey, 'Three')).status).toBe(200);
      expect(await create(owner.apiKey, 'Four')).toMatchObject({ status: 403, body: { message: 'You have reached your clip limit' } });
      expect((await get(t.app, '/api/user/access', owner.apiKey)).body.data.featureCount.clips).toBe(2);
    } finally {
      await patchChannelSettings(t, { clip_limit: null });
    }
  });

  it('counts the clips a user has, also when some went with their event, and lets only one of two requests take the last slot', async () => {
    const owner = await clipper();
    await patchChannelSettings(t, { clip_limit: 2 });
    try {
      const gone = (await create(owner.apiKey, 'Gone')).body.data.id as number;
      // As when an operator deletes the event: its clips go with it, not through DELETE /clip.
      await t.db.deleteFrom('clips').where('id', '=', gone).execute();
      const both = await Promise.all([create(owner.apiKey, 'A'), create(owner.apiKey, 'B')]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 200]);
      const third = await Promise.all([create(owner.apiKey, 'C'), create(owner.apiKey, 'D')]);
      expect(third.map((answer) => answer.status)).toEqual([403, 403]);
    } finally {
      await patchChannelSettings(t, { clip_limit: null });
    }
  });
});
