import { AdminVideo } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { up as markSeededChannels } from '../src/db/migrations/20261129195000_demo_media_setting';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { dialects, type TestApp, createTestApp } from './helper';

const demoVideos = ['arena', 'bars', 'court', 'field'];

describe.each(dialects)('demo videos in the console picker (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  const videosOf = async (channelKey: string) => {
    const answer = await owner.inject('GET', `/api/admin/channels/${channelKey}/events/videos`);
    expect(answer.statusCode).toBe(200);
    return z.array(AdminVideo).parse(answer.json().data);
  };
  const settingsOf = async (channelKey: string) =>
    JSON.parse((await t.db.selectFrom('channels').select('settings').where('key', '=', channelKey).executeTakeFirstOrThrow()).settings) as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
  });
  afterAll(async () => t?.close());

  it('offers the demo videos as they are on both seeded channels', async () => {
    for (const key of ['varsity', 'universitaire']) {
      const videos = await videosOf(key);
      expect(videos.filter((video) => video.source === 'demo').map((video) => [video.id, video.hidden])).toEqual(demoVideos.map((id) => [id, false]));
      expect((await settingsOf(key)).demo_media).toBe(true);
    }
  });

  it('lists them hidden on a channel made in the console, whose settings have no demo_media', async () => {
    const created = await owner.inject('POST', '/api/admin/channels', { name: 'Riverside Athletics', channel_key: 'riverside' });
    expect(created.statusCode).toBe(201);
    const videos = await videosOf('riverside');
    expect(videos.map((video) => [video.id, video.source, video.hidden])).toEqual(demoVideos.map((id) => [id, 'demo', true]));
    expect((await settingsOf('riverside')).demo_media).toBeUndefined();
  });

  it('the migration marks the two channels the seed made before the setting existed, and no other', async () => {
    for (const key of ['varsity', 'riverside']) {
      const { demo_media: _dropped, ...rest } = await settingsOf(key);
      await t.db.updateTable('channels').set({ settings: JSON.stringify(rest) }).where('key', '=', key).execute();
    }
    const before = await settingsOf('varsity');
    await markSeededChannels(t.db as never);
    expect(await settingsOf('varsity')).toEqual({ ...before, demo_media: true });
    expect((await settingsOf('universitaire')).demo_media).toBe(true);
    expect((await settingsOf('riverside')).demo_media).toBeUndefined();
  });
});
