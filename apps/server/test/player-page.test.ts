import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

// watch.html as the build writes it: the early requests script (over a kilobyte, as the build's: worth compressing),
// the opening script, and the page's loader.
const WATCH_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Loading…</title>
    <script>window.asked=${JSON.stringify('x'.repeat(1500))}</script>
    <script type="module" crossorigin src="/assets/opening-abc.js"></script>
  </head>
  <body aria-busy="true">
    <div id="splash" role="status" aria-live="polite">
      <div class="splash__stage"><p class="splash__label">Loading</p></div>
    </div>
    <div id="root"></div>
  </body>
</html>
`;
const SPLASH_OPENS = '<div id="splash" role="status" aria-live="polite">';
const pictureTag = (src: string) => `${SPLASH_OPENS}<img class="splash__picture" alt="" fetchpriority="high" src="${src}">`;

interface ApiEvent {
  id: number;
  media: Array<{ kind: number; url: string | null }>;
}

describe("an event's player page", () => {
  let t: TestApp;
  let dist: string;
  let varsity: number;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ott-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(join(dist, 'watch.html'), WATCH_HTML);
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    varsity = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
  });
  beforeEach(() => t.app.invalidateChannelCaches());
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string, host = 'varsity.localhost:8080', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  /** The channel's events as a visitor's key gets them. */
  async function visitorEvents(channelKey = 'varsity'): Promise<ApiEvent[]> {
    const key = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: channelKey } })).json<{ data: { api_key: string } }>().data.api_key;
    return (await t.app.inject({ method: 'GET', url: `/api/events?limit=100&api_key=${key}` })).json<{ data: ApiEvent[] }>().data;
  }
  const lastPicture = (event: ApiEvent) => event.media.filter((item) => item.kind === 1 && item.url).at(-1)?.url;

  it("is sent with the event's last picture in its loader, the one a visitor's key gets, and fetched at once", async () => {
    const events = await visitorEvents();
    const event = events.find((item) => item.media.filter((media) => media.kind === 1).length > 1) ?? events.find((item) => lastPicture(item));
    const poster = event && lastPicture(event);
    expect(poster).toMatch(/^\/media\//);
    for (const url of [`/watch/${event?.id}`, `/watch/${event?.id}?t=30`]) {
      const response = await open(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.link).toBe('</keys/varsity.localhost.json>; rel=preload; as=fetch; crossorigin');
      expect(response.body).toBe(WATCH_HTML.replace(SPLASH_OPENS, pictureTag(poster ?? '')));
    }
    // Compressed for a browser that accepts it, as the built file would be.
    const compressed = await open(`/watch/${event?.id}`, 'varsity.localhost', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(pictureTag(poster ?? ''));
  });

  it('is sent as built for a hidden event, an unknown one, another channel’s, one without a picture, an embed and a bad address', async () => {
    const [first] = await visitorEvents();
    const [other] = await visitorEvents('universitaire');
    await t.db.updateTable('events').set({ visibility: 'hidden' }).where('id', '=', first?.id ?? 0).execute();
    const at = '2030-01-01T18:00:00.000Z';
    const bare = (
      await t.db
        .insertInto('events')
        .values({ channel_id: varsity, name: 'No picture yet', description: null, event_utc_ts: at, end_utc_ts: at, time_zone: 'UTC', stream_status: null, pricing_type: 'free', away_participant_id: null, home_participant_id: null, participant_id: null, participant_group_id: null, event_category_id: null, location_id: null, division: null, group_name: null, gender: null, live_slate: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    try {
      for (const url of [`/watch/${first?.id}`, '/watch/999999', `/watch/${other?.id}`, `/watch/${bare}`, `/watch_embed/${other?.id}`, '/watch/12abc']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(url === '/watch/12abc' ? 404 : 200);
        expect(response.body, url).toBe(WATCH_HTML);
      }
    } finally {
      await t.db.updateTable('events').set({ visibility: 'public' }).where('id', '=', first?.id ?? 0).execute();
      await t.db.deleteFrom('events').where('id', '=', bare).execute();
    }
  });

  it('looks a picture up once for its viewers, and again once the channel has changed', async () => {
    const event = (await visitorEvents()).find((item) => lastPicture(item));
    const image = await t.db.selectFrom('event_media').select(['id', 'url']).where('event_id', '=', event?.id ?? 0).where('kind', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await open(`/watch/${event?.id}`)).body).toContain(pictureTag(image.url ?? ''));
    await t.db.updateTable('event_media').set({ url: '/media/art/new-poster.jpg' }).where('id', '=', image.id).execute();
    try {
      expect((await open(`/watch/${event?.id}`)).body).toContain(pictureTag(image.url ?? ''));
      t.app.invalidateChannelCaches(varsity);
      expect((await open(`/watch/${event?.id}`)).body).toContain(pictureTag('/media/art/new-poster.jpg'));
    } finally {
      await t.db.updateTable('event_media').set({ url: image.url }).where('id', '=', image.id).execute();
    }
  });
});
