import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { post, registerUser } from './auth-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, findEvent, withDemoVideo } from './media-helpers';

/** The built app's index.html as it starts: English, a loading title, the site's English description. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Live sports, upcoming events and replays on demand." /><title>Loading…</title></head><body><div id="root"></div></body></html>';

const replayMediaOf = async (db: Kysely<Database>, eventId: number) =>
  (await db.selectFrom('event_media').select('id').where('event_id', '=', eventId).where('kind', '=', 3).executeTakeFirstOrThrow()).id;

/** The share page's raw HTML: the clip's card tags, title and description, in the channel's language, and no MP4. */
describe.each(dialects)('the shared clip page, on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  let sharePath: string;
  let frenchPath: string;

  async function clipOn(channelKey: string, passName: string, name: string): Promise<string> {
    const replay = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free', channelKey));
    const user = await registerUser(t.app, {}, channelKey);
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, passName), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    const created = await post(t.app, '/api/clip', { api_key: user.apiKey, event_id: replay, event_media_id: await replayMediaOf(t.db, replay), name, start_time: 0, duration: 4, tags: ['goal'] });
    if (created.status !== 200) throw new Error(`clip answered ${created.status}: ${JSON.stringify(created.body)}`);
    return created.body.data.share_path;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'share-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    t = await createMediaTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '6', WEB_DIST_DIR: dist } });
    await t.app.queue.start();
    sharePath = await clipOn('varsity', 'Monthly All-Access', 'Buzzer "beater" <3');
    frenchPath = await clipOn('universitaire', 'Accès total mensuel', 'Le but gagnant');
    await t.app.queue.drain({ timeoutMs: 20_000 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (path: string, host = 'localhost:8080') => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: { host } });
    return { status: response.statusCode, html: response.body };
  };
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

  it('renders the OpenGraph and Twitter card tags, the clip’s title and description into the raw HTML', async () => {
    const { status, html } = await page(sharePath);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(langOf(html)).toBe('en');
    expect(titleOf(html)).toBe('Buzzer &quot;beater&quot; &lt;3 | Varsity Sports Network');
    expect(meta(html, 'og:title')).toBe('Buzzer &quot;beater&quot; &lt;3');
    expect(meta(html, 'og:description')).toMatch(/ — a 4 s clip on Varsity Sports Network$/);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`http://localhost:8080${sharePath}`);
  });

  it('hands out no MP4: no og:video, no player stream, no .mp4 anywhere in the page', async () => {
    const { html } = await page(sharePath);
    expect(meta(html, 'og:video')).toBeUndefined();
    expect(meta(html, 'twitter:player:stream')).toBeUndefined();
    expect(html).not.toContain('.mp4');
    expect(html).not.toContain('/media/s/');
  });

  it('gives a long-lived public poster URL, with no token that expires before the unfurl caches do', async () => {
    const { html } = await page(sharePath);
    expect(meta(html, 'og:image')).toBe(`http://localhost:8080${sharePath}/poster.jpg`);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    const image = await t.app.inject({ method: 'GET', url: `${sharePath}/poster.jpg`, headers: { host: 'localhost:8080' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const [, , id] = sharePath.split('/');
    expect((await t.app.inject({ method: 'GET', url: `/share/${id}/${crypto.randomUUID()}/poster.jpg` })).statusCode).toBe(404);
  });

  it('speaks the French channel’s language, asked for by ?channel= or by its hostname, and keeps ?channel= on its links', async () => {
    const byQuery = await page(`${frenchPath}?channel=universitaire`);
    expect(byQuery.status).toBe(200);
    expect(langOf(byQuery.html)).toBe('fr');
    expect(titleOf(byQuery.html)).toBe('Le but gagnant | Réseau Sport Universitaire');
    expect(meta(byQuery.html, 'description')).toMatch(/ — un extrait de 4 s sur Réseau Sport Universitaire$/);
    expect(meta(byQuery.html, 'og:locale')).toBe('fr_CA');
    expect(meta(byQuery.html, 'og:url')).toBe(`http://localhost:8080${frenchPath}?channel=universitaire`);
    expect(meta(byQuery.html, 'og:image')).toBe(`http://localhost:8080${frenchPath}/poster.jpg?channel=universitaire`);
    expect((await t.app.inject({ method: 'GET', url: `${frenchPath}/poster.jpg?channel=universitaire` })).statusCode).toBe(200);

    const byHost = await page(frenchPath, 'universitaire.localhost:8080');
    expect(byHost.status).toBe(200);
    expect(langOf(byHost.html)).toBe('fr');
    expect(meta(byHost.html, 'og:url')).toBe(`http://universitaire.localhost:8080${frenchPath}`);
    // Without the channel, the link is another channel's: its 404 page.
    expect((await page(frenchPath)).status).toBe(404);
  });

  it('answers 404 without a card for a wrong uuid or an unknown clip', async () => {
    const [, , id] = sharePath.split('/');
    for (const path of [`/share/${id}/${crypto.randomUUID()}`, `/share/999999/${crypto.randomUUID()}`, `/share/abc/def`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).not.toContain('og:title');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
