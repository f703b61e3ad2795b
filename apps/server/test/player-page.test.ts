import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

const ENGINE_PRELOAD = '<link rel="modulepreload" crossorigin fetchpriority="low" data-stream-engine href="/assets/hls.light-abc.js">';
// watch.html as the build writes it: the early requests script (over a kilobyte, as the build's: worth compressing),
// the opening script and its preloads, the stream engine's among them, and the page's loader.
const WATCH_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Loading…</title>
    <script>window.asked=${JSON.stringify('x'.repeat(1500))}</script>
    <script type="module" crossorigin src="/assets/opening-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-abc.js">
    ${ENGINE_PRELOAD}
  </head>
  <body aria-busy="true">
    <div id="splash" role="status" aria-live="polite">
      <div class="splash__stage"><p class="splash__label"><span lang="en">Loading</span><span lang="fr">Chargement</span></p></div>
    </div>
    <div id="root"></div>
  </body>
</html>
`;
const SPLASH_OPENS = '<div id="splash" role="status" aria-live="polite">';
/** The page with the event's picture in its loader. */
const withPicture = (html: string, src: string) => html.replace(SPLASH_OPENS, `${SPLASH_OPENS}<img class="splash__picture" alt="" fetchpriority="high" src="${src}">`);
/** The page with the channel key the key host names for its hostname, for its first script. */
const withChannelKey = (html: string, channelKey = 'varsity') => html.replace('<html lang="en">', `<html lang="en" data-channel-key="${channelKey}">`);
/** The page of an event a visitor cannot play, or is first shown an ad on: the engine's preload held, inert, at the top of the head. */
const withEngineHeld = (html: string, heldFor: 'paywall' | 'preroll' = 'paywall') =>
  html.replace(`\n    ${ENGINE_PRELOAD}`, '').replace('<head>', `<head>\n    <template data-stream-engine="${heldFor}">${ENGINE_PRELOAD}</template>`);

interface ApiEvent {
  id: number;
  pricing_type: string;
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
  const lastPicture = (event: ApiEvent | undefined) => event?.media.filter((item) => item.kind === 1 && item.url).at(-1)?.url ?? undefined;
  /** A paid event a visitor cannot play, with its video's poster after the matchup art. */
  const paywalled = async () => (await visitorEvents()).find((item) => item.pricing_type === 'paid' && item.media.filter((media) => media.kind === 1).length > 1 && item.media.some((media) => media.kind === 3 && media.url === null));
  /** Gives the event an external player (media kind 4), which a visitor plays. */
  const playableByVisitors = async (eventId: number) =>
    (await t.db.insertInto('event_media').values({ event_id: eventId, kind: 4, url: 'https://video.example/embed/1', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;

  it("is sent with the event's last picture in its loader, the one a visitor's key gets, and the stream engine held back from a visitor who cannot play", async () => {
    const event = await paywalled();
    const poster = lastPicture(event);
    expect(poster).toMatch(/^\/media\/demo\//);
    for (const url of [`/watch/${event?.id}`, `/watch/${event?.id}?t=30`]) {
      const response = await open(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.link).toBe('</keys/varsity.localhost.json>; rel=preload; as=fetch; crossorigin');
      expect(response.body).toBe(withChannelKey(withEngineHeld(withPicture(WATCH_HTML, poster ?? ''))));
    }
    // Compressed for a browser that accepts it, as the built file would be.
    const compressed = await open(`/watch/${event?.id}`, 'varsity.localhost', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(withChannelKey(withEngineHeld(withPicture(WATCH_HTML, poster ?? ''))));
  });

  it('keeps the stream engine preloaded as built for an event a visitor plays', async () => {
    // A free replay (whose demo video is still being made here), given an external player a visitor plays.
    const event = (await visitorEvents()).find((item) => item.pricing_type === 'free' && item.media.filter((media) => media.kind === 1).length > 1);
    const player = await playableByVisitors(event?.id ?? 0);
    try {
      expect((await open(`/watch/${event?.id}`)).body).toBe(withChannelKey(withPicture(WATCH_HTML, lastPicture(event) ?? '')));
    } finally {
      await t.db.deleteFrom('event_media').where('id', '=', player).execute();
    }
  });

  it("holds the stream engine back on the page of an event a visitor plays once a first-time visitor's page opens on an ad", async () => {
    const event = (await visitorEvents()).find((item) => item.pricing_type === 'free' && item.media.filter((media) => media.kind === 1).length > 1);
    const player = await playableByVisitors(event?.id ?? 0);
    const page = withChannelKey(withPicture(WATCH_HTML, lastPicture(event) ?? ''));
    // The demo's preroll is a clip still being made here: no ad is offered yet.
    expect((await open(`/watch/${event?.id}`)).body).toBe(page);
    const ad = (await t.db.insertInto('prerolls').values({ channel_id: varsity, url: 'https://ads.example.com/spot.mp4', weight: 1, location_id: null, event_categories: '[]', for_live: 1, for_vod: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    try {
      t.app.invalidateChannelCaches(varsity);
      expect((await open(`/watch/${event?.id}`)).body).toBe(withEngineHeld(page, 'preroll'));
      // An ad for live events only: a replay's page plays at once again.
      await t.db.updateTable('prerolls').set({ for_vod: 0 }).where('id', '=', ad).execute();
      t.app.invalidateChannelCaches(varsity);
      expect((await open(`/watch/${event?.id}`)).body).toBe(page);
    } finally {
      await t.db.deleteFrom('prerolls').where('id', '=', ad).execute();
      await t.db.deleteFrom('event_media').where('id', '=', player).execute();
    }
  });

  it('is sent as built for a hidden event, an unknown one, another channel’s, an embed, a bad address, and one without a picture that a visitor plays', async () => {
    const event = await paywalled();
    const [other] = await visitorEvents('universitaire');
    const at = '2030-01-01T18:00:00.000Z';
    const bare = (
      await t.db
        .insertInto('events')
        .values({ channel_id: varsity, name: 'No picture yet', description: null, event_utc_ts: at, end_utc_ts: at, time_zone: 'UTC', stream_status: null, pricing_type: 'free', away_participant_id: null, home_participant_id: null, participant_id: null, participant_group_id: null, event_category_id: null, location_id: null, division: null, group_name: null, gender: null, live_slate: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    try {
      // Nothing to play and no picture: only the engine is held back.
      expect((await open(`/watch/${bare}`)).body).toBe(withChannelKey(withEngineHeld(WATCH_HTML)));
      await playableByVisitors(bare);
      t.app.invalidateChannelCaches(varsity);
      await t.db.updateTable('events').set({ visibility: 'hidden' }).where('id', '=', event?.id ?? 0).execute();
      for (const url of [`/watch/${event?.id}`, '/watch/999999', '/watch/9999999999', `/watch/${other?.id}`, `/watch_embed/${event?.id}`, '/watch/12abc', `/watch/${bare}`]) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(url === '/watch/12abc' ? 404 : 200);
        expect(response.body, url).toBe(WATCH_HTML);
      }
    } finally {
      await t.db.updateTable('events').set({ visibility: 'public' }).where('id', '=', event?.id ?? 0).execute();
      await t.db.deleteFrom('event_media').where('event_id', '=', bare).execute();
      await t.db.deleteFrom('events').where('id', '=', bare).execute();
    }
  });

  it("names the channel the key host names for the page's hostname, so that a first-time visitor's first script need not read that document, in the channel's language", async () => {
    const other = (await visitorEvents('universitaire')).find((item) => lastPicture(item) !== undefined);
    const pages = [
      { host: 'varsity.localhost:8080', url: `/watch/${(await paywalled())?.id}`, key: 'varsity', language: 'en' },
      { host: 'universitaire.localhost', url: `/watch/${other?.id}`, key: 'universitaire', language: 'fr' },
    ];
    for (const { host, url, key, language } of pages) {
      const { body } = await open(url, host);
      const [, spoken, named] = /<html lang="([^"]+)" data-channel-key="([^"]+)">/.exec(body) ?? [];
      expect(spoken, host).toBe(language);
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], host).toBe(language === 'fr' ? 'Chargement…' : 'Loading…');
      expect(named, host).toBe(key);
      expect((await open(`/keys/${host.split(':')[0]}.json`, host)).json(), host).toEqual({ channel_key: named });
    }
  });

  it('looks an event up once for its viewers, and again once the channel has changed', async () => {
    const event = await paywalled();
    const image = await t.db.selectFrom('event_media').select(['id', 'url']).where('event_id', '=', event?.id ?? 0).where('kind', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = withChannelKey(withEngineHeld(WATCH_HTML));
    expect((await open(`/watch/${event?.id}`)).body).toBe(withPicture(page, image.url ?? ''));
    await t.db.updateTable('event_media').set({ url: '/media/art/new-poster.jpg' }).where('id', '=', image.id).execute();
    try {
      expect((await open(`/watch/${event?.id}`)).body).toBe(withPicture(page, image.url ?? ''));
      t.app.invalidateChannelCaches(varsity);
      expect((await open(`/watch/${event?.id}`)).body).toBe(withPicture(page, '/media/art/new-poster.jpg'));
    } finally {
      await t.db.updateTable('event_media').set({ url: image.url }).where('id', '=', image.id).execute();
    }
  });
});

describe('the player page of an event geo-blocked for some visitors', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ott-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(join(dist, 'watch.html'), WATCH_HTML);
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist, GEO_HEADER: 'CF-IPCountry' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('preloads the stream engine only for visitors from where a visitor plays it, whoever asked first', async () => {
    // The demo data blocks an event in some countries (GB among them); made free, with a player a visitor plays.
    const { event_id: id } = await t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).executeTakeFirstOrThrow();
    await t.db.updateTable('events').set({ pricing_type: 'free' }).where('id', '=', id ?? 0).execute();
    await t.db.insertInto('event_media').values({ event_id: id ?? 0, kind: 4, url: 'https://video.example/embed/1', created_at: new Date().toISOString() }).execute();
    t.app.invalidateChannelCaches();
    const openFrom = async (country: string) => (await t.app.inject({ method: 'GET', url: `/watch/${id}`, headers: { host: 'varsity.localhost:8080', 'cf-ipcountry': country } })).body;
    for (const country of ['FR', 'GB', 'FR', 'GB']) {
      const page = await openFrom(country);
      expect(page.includes('<template data-stream-engine="paywall">'), country).toBe(country === 'GB');
      expect(page.includes(`\n    ${ENGINE_PRELOAD}`), country).toBe(country === 'FR');
    }
  });
});
