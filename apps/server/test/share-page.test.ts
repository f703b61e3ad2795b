import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from './auth-helpers';
import { insertOrder, passIdByName } from './commerce-helpers';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, findEvent, withDemoVideo } from './media-helpers';

/** The share page's HTML carries the clip's card tags, so a link pasted in a chat app unfurls. */
describe.each(dialects)('the shared clip page, on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  let sharePath: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'share-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body><div id="root"></div></body></html>');
    t = await createMediaTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '6', WEB_DIST_DIR: dist } });
    const replay = await withDemoVideo(t.app, await findEvent(t.db, 3, 'free'));
    const mediaId = (await t.db.selectFrom('event_media').select('id').where('event_id', '=', replay).where('kind', '=', 3).executeTakeFirstOrThrow()).id;
    const user = await registerUser(t.app);
    await insertOrder(t.db, { userId: user.userId, passId: await passIdByName(t.db, 'Monthly All-Access'), period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await t.app.queue.start();
    const created = await post(t.app, '/api/clip', { api_key: user.apiKey, event_id: replay, event_media_id: mediaId, name: 'Buzzer "beater" <3', start_time: 0, duration: 4, tags: ['goal'] });
    sharePath = created.body.data.share_path;
    await t.app.queue.drain({ timeoutMs: 20_000 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost:8080' } });
    return { status: response.statusCode, html: response.body };
  };
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('renders the OpenGraph and Twitter card tags into the raw HTML', async () => {
    const { status, html } = await page(sharePath);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'og:title')).toBe('Buzzer &quot;beater&quot; &lt;3');
    expect(meta(html, 'og:description')).toMatch(/ — a 4 s clip on Varsity Sports Network$/);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:8080\/media\/s\/[^/]+\/\d+\/c\d+\/clip\/[a-z]+\/poster\.jpg$/);
    expect(meta(html, 'og:video')).toMatch(/^http:\/\/localhost:8080\/media\/s\/.+\/clip\.mp4$/);
    expect(meta(html, 'twitter:card')).toBe('player');
    expect(meta(html, 'og:url')).toBe(`http://localhost:8080${sharePath}`);
    // The card's picture and video open for anyone who has them.
    const image = await t.app.inject({ method: 'GET', url: new URL(meta(html, 'og:image')!).pathname });
    expect(image.statusCode).toBe(200);
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
