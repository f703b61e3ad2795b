import { AdminEvent, AdminVideo } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { type TestApp, dialects } from './helper';
import { type LibraryFixture, createLibraryAsset } from './library-fixtures';
import { createMediaTestApp, eventFor, fetchMedia, resolveUri, urisOf } from './media-helpers';

const BASE = '/api/admin/channels/varsity';
const hour = 3_600_000;

describe.each(dialects)('the live fallback slate (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let slate: LibraryFixture;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    await t.app.media.demo.ensure(['court', 'field']);
    slate = await createLibraryAsset(t.app, t.db, { title: 'Back soon' });
  }, 120_000);
  afterAll(async () => t?.close());

  const createEvent = async (name: string, startsInMs: number, extra: Record<string, unknown> = {}) => {
    const created = await editor.inject('POST', `${BASE}/events`, {
      name,
      event_utc_ts: new Date(Date.now() + startsInMs).toISOString(),
      end_utc_ts: new Date(Date.now() + startsInMs + 2 * hour).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'free',
      video: { id: 'court', kind: 'live' },
      ...extra,
    });
    expect(created.statusCode).toBe(201);
    return AdminEvent.parse(created.json().data).id;
  };
  const attachSlate = (id: number, video: string) => editor.inject('POST', `${BASE}/events/${id}/media`, { video, kind: 'slate' });

  it('an editor attaches a library video as the slate: viewers of the coming event get it signed, and it plays', async () => {
    const id = await createEvent('Slate Coming', hour);
    const attached = await attachSlate(id, slate.video);
    expect(attached.statusCode).toBe(200);
    const event = AdminEvent.parse(attached.json().data);
    expect(event.live_slate).toBe(slate.video);
    // The slate is no media item: the live feed and its pictures are as they were.
    expect(event.media.filter((item) => item.kind === 2).map((item) => item.video)).toEqual(['court']);

    const viewer = await eventFor(t.app, id);
    expect(viewer.stream_status).toBe('upcoming');
    expect(viewer.live_slate).toMatch(new RegExp(`^/media/s/[^/]+/\\d+/e${id}/vod/${slate.video}/master\\.m3u8$`));
    const master = await fetchMedia(t.app, viewer.live_slate!);
    expect(master.status).toBe(200);
    const rendition = await fetchMedia(t.app, resolveUri(viewer.live_slate!, urisOf(master.text)[0]!));
    expect(rendition.text).toContain('#EXT-X-ENDLIST');
    expect((await fetchMedia(t.app, viewer.live_slate!.replace(`/vod/${slate.video}/`, '/vod/court/'))).status).toBe(403);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('entity_id', '=', String(id)).where('action', 'like', 'event.slate.%').execute();
    expect(audit.map((row) => [row.action, JSON.parse(row.after_json!)])).toEqual([['event.slate.attach', { live_slate: slate.video }]]);
  });

  it('is shown while the event is live, not once it is over, and not to a viewer who may not watch', async () => {
    const live = await createEvent('Slate Live', -hour);
    await attachSlate(live, 'field');
    expect((await eventFor(t.app, live)).live_slate).toMatch(/\/vod\/field\/master\.m3u8$/);

    const over = await createEvent('Slate Over', -3 * hour);
    await attachSlate(over, 'field');
    const ended = await eventFor(t.app, over);
    expect(ended.stream_status).toBe('vod');
    expect(ended).not.toHaveProperty('live_slate');

    const paid = await createEvent('Slate Paid', -hour, { pricing_type: 'ppv', price: 999 });
    await attachSlate(paid, 'field');
    const locked = await eventFor(t.app, paid);
    expect(locked.has_access).toBe(false);
    expect(locked).not.toHaveProperty('live_slate');
  });

  it('counts as a use of its video: the library refuses to delete it, and the video list counts the event', async () => {
    const id = await createEvent('Slate In Use', hour);
    const mine = await createLibraryAsset(t.app, t.db, { title: 'Slate only' });
    await attachSlate(id, mine.video);
    const refused = await editor.inject('DELETE', `${BASE}/media/${mine.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ events: ['Slate In Use'] });
    const videos = z.array(AdminVideo).parse((await editor.inject('GET', `${BASE}/events/videos`)).json().data);
    expect(videos.find((video) => video.id === mine.video)?.events_count).toBe(1);

    const detached = await editor.inject('DELETE', `${BASE}/events/${id}/slate`);
    expect(detached.statusCode).toBe(200);
    expect(AdminEvent.parse(detached.json().data).live_slate).toBeNull();
    expect(await eventFor(t.app, id)).not.toHaveProperty('live_slate');
    expect((await editor.inject('DELETE', `${BASE}/events/${id}/slate`)).statusCode).toBe(404);
    expect((await editor.inject('DELETE', `${BASE}/media/${mine.id}`)).statusCode).toBe(200);
  });

  it("refuses another channel's video, and another channel's event is not found", async () => {
    const id = await createEvent('Slate Foreign', hour);
    const foreign = await createLibraryAsset(t.app, t.db, { channelKey: 'universitaire', title: 'Foreign slate' });
    const refused = await attachSlate(id, foreign.video);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ video: ['Not found in this channel'] });
    const other = await t.db
      .selectFrom('events as e')
      .innerJoin('channels as c', 'c.id', 'e.channel_id')
      .select('e.id')
      .where('c.key', '=', 'universitaire')
      .executeTakeFirstOrThrow();
    expect((await attachSlate(other.id, 'field')).statusCode).toBe(404);
    expect((await editor.inject('DELETE', `${BASE}/events/${other.id}/slate`)).statusCode).toBe(404);
  });
});
