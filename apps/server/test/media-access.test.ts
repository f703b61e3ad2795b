import { Event } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser } from './auth-helpers';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { COUNTRY_HEADER, createMediaTestApp, eventFor, fetchMedia, findEvent, mediaOf, withDemoVideo } from './media-helpers';

const SIGNED = /^\/media\/s\/[A-Za-z0-9_-]{43}\/\d+\/e\d+\/(vod|live)\/[a-z0-9-]+\/master\.m3u8$/;

describe.each(dialects)('who gets playback URLs, on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let user: string;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    visitor = (await getApiKey(t.app)).api_key;
    user = (await registerUser(t.app)).apiKey;
  });
  afterAll(async () => t.close());

  it('says a demo video is still being made until it is', async () => {
    const free = await findEvent(t.db, 3, 'free');
    expect(mediaOf(await eventFor(t.app, free, visitor), 3)).toEqual(expect.objectContaining({ url: null, reason: 'processing' }));
    await withDemoVideo(t.app, free);
    expect(mediaOf(await eventFor(t.app, free, visitor), 3).url).toMatch(SIGNED);
  });

  it('gives a paid event no playback URL, saying a purchase is needed, to visitors and users alike', async () => {
    const paid = await withDemoVideo(t.app, await findEvent(t.db, 3, 'paid'));
    for (const key of [visitor, user]) {
      const event = await eventFor(t.app, paid, key);
      expect(event.has_access).toBe(false);
      expect(mediaOf(event, 3)).toMatchObject({ url: null, reason: 'purchase_required' });
      // Pictures and previews stay public.
      expect(mediaOf(event, 6).url).toMatch(/^\/media\/demo\/[a-z]+\/preview\.mp4$/);
    }
  });

  it('asks a visitor to log in for a register event and plays it for a logged-in user', async () => {
    const register = await withDemoVideo(t.app, await findEvent(t.db, 3, 'register'));
    const asVisitor = await eventFor(t.app, register, visitor);
    expect(asVisitor.has_access).toBe(false);
    expect(mediaOf(asVisitor, 3)).toMatchObject({ url: null, reason: 'login_required' });

    const asUser = await eventFor(t.app, register, user);
    expect(asUser.has_access).toBe(true);
    const url = mediaOf(asUser, 3).url!;
    expect(url).toMatch(SIGNED);
    expect(mediaOf(asUser, 3).reason).toBeUndefined();
    expect((await fetchMedia(t.app, url)).status).toBe(200);
  });

  it('does not serve one viewer\'s list to another from the list cache', async () => {
    const register = await findEvent(t.db, 3, 'register');
    await withDemoVideo(t.app, register);
    const listFor = async (key: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key: key, pricing_type: 'register', stream_status: 'vod', limit: '50' } });
      return z.array(Event).parse(response.json().data).find((event) => event.id === register)!;
    };
    expect(mediaOf(await listFor(user), 3).url).toMatch(SIGNED);
    expect(mediaOf(await listFor(visitor), 3)).toMatchObject({ url: null, reason: 'login_required' });
  });

  it('gives a geo-blocked viewer no URL even for a free event', async () => {
    const free = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: free, mode: 'block', countries: '["GB"]' }).execute();
    try {
      const blocked = await eventFor(t.app, free, visitor, { [COUNTRY_HEADER]: 'GB' });
      expect(blocked.is_geo_blocked).toBe(true);
      expect(mediaOf(blocked, 3)).toMatchObject({ url: null, reason: 'geo_blocked' });
      expect(mediaOf(await eventFor(t.app, free, visitor, { [COUNTRY_HEADER]: 'US' }), 3).url).toMatch(SIGNED);
    } finally {
      await t.db.deleteFrom('geo_rules').where('event_id', '=', free).execute();
    }
  });

});

describe.each(dialects)('playback URLs on a separate media origin, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { MEDIA_ORIGIN: 'https://media.example.com' } });
  });
  afterAll(async () => t.close());

  it('point signed playlists and public files at MEDIA_ORIGIN', async () => {
    const free = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    const event = await eventFor(t.app, free);
    expect(mediaOf(event, 3).url).toMatch(/^https:\/\/media\.example\.com\/media\/s\/[A-Za-z0-9_-]{43}\//);
    expect(mediaOf(event, 6).url).toMatch(/^https:\/\/media\.example\.com\/media\/demo\//);
  });
});
