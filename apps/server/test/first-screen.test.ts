import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

// index.html as the build writes it: the early requests script, then the app's module scripts and style sheet.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Loading…</title>
    <script>window.asked=1</script>
    <script type="module" crossorigin src="/assets/shell-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-abc.css">
  </head>
  <body aria-busy="true">
    <div id="splash"></div>
    <div id="root"></div>
  </body>
</html>
`;
const SHELL_CSS = '.hero{color:red}';

// Stands in for the web build's module (apps/web/src/first-screen/render.tsx, tested there): it draws what it was
// given, and keeps each input where the test can read it; a channel named "Broken" fails, as a render can.
const RENDER_JS = `
export async function renderFirstScreen(input) {
  globalThis.firstScreenInputs.push(input);
  const { settings } = input.channel.bootstrap;
  if (settings.channel_name === 'Broken') throw new Error('render failed');
  const live = input.homepage.live.map((event) => event.name).join('|');
  const eventTimes = Object.fromEntries(input.homepage.live.map((event) => [event.event_utc_ts + '|' + event.time_zone, { date: 'day ' + event.id, time: 'time ' + event.id }]));
  return { html: '<h1>' + settings.channel_name + '</h1><p>' + live + '</p>', themeCss: ':root{--x:1}', title: 'Home | ' + settings.channel_name, language: settings.language, eventTimes };
}
`;

interface RenderInput {
  channel: { channelKey: string; bootstrap: { settings: { channel_name: string } } };
  homepage: { live: Array<{ id: number }> };
  url: string;
  phone: boolean;
  wordmark: boolean;
}
const inputs = (): RenderInput[] => (globalThis as unknown as { firstScreenInputs: RenderInput[] }).firstScreenInputs;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

describe("the landing page's first screen", () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'ott-web-'));
    const dist = join(web, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(web, 'dist-first-screen'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'shell-abc.css'), SHELL_CSS);
    writeFileSync(join(web, 'dist-first-screen', 'render.js'), RENDER_JS);
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
  });
  beforeEach(() => {
    (globalThis as unknown as { firstScreenInputs: RenderInput[] }).firstScreenInputs = [];
    t.app.invalidateChannelCaches();
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const landing = (host: string, userAgent = DESKTOP, url = '/') => t.app.inject({ method: 'GET', url, headers: { host, 'user-agent': userAgent } });

  it("is sent drawn for the hostname's channel, with the sections a visitor's key gets and what the app needs to take it over", async () => {
    const response = await landing('varsity.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.link).toBe('</keys/varsity.localhost.json>; rel=preload; as=fetch; crossorigin');
    const page = response.body;
    expect(page).toContain('<html lang="en" data-first-screen="varsity en">');
    expect(page).toContain('<title>Home | Varsity Sports Network</title>');

    // The sections as the API gives them to a visitor's key.
    const key = (await t.app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: 'varsity' } })).json<{ data: { api_key: string } }>().data.api_key;
    const sections = (await t.app.inject({ method: 'GET', url: `/api/events-for-homepage?limit=12&api_key=${key}` })).json<{ data: { live: Array<{ id: number; name: string; event_utc_ts: string; time_zone: string }> } }>().data;
    expect(sections.live.length).toBeGreaterThan(0);
    expect(page).toContain(`<div id="root"><h1>Varsity Sports Network</h1><p>${sections.live.map((event) => event.name).join('|')}</p></div>`);
    const data = JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as { channelKey: string; language: string; homepage: unknown; wordmark: boolean; phone: boolean };
    // The sections' event starts as the render worded them, for the app to adopt.
    const eventTimes = Object.fromEntries(sections.live.map((event) => [`${event.event_utc_ts}|${event.time_zone}`, { date: `day ${event.id}`, time: `time ${event.id}` }]));
    expect(data).toEqual({ channelKey: 'varsity', language: 'en', homepage: sections, wordmark: true, phone: false, eventTimes });

    // The style sheet is written in; the scripts are listed, inert, for the page's first script to fetch and run.
    expect(page).toContain(`<style>${SHELL_CSS}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<template data-app-scripts><link rel="modulepreload" crossorigin href="/assets/shell-abc.js"></template>');
    expect(page.match(/\/assets\/shell-abc\.js/g)).toHaveLength(1);
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<style>:root{--x:1}</style>');
    expect(inputs()).toHaveLength(1);
    expect(inputs()[0]).toMatchObject({ url: 'http://varsity.localhost:8080/', phone: false, wordmark: true, channel: { channelKey: 'varsity' } });
  });

  it("draws another hostname's channel in its language, and a phone's header as a phone's", async () => {
    const response = await landing('universitaire.localhost', PHONE);
    expect(response.body).toContain('<html lang="fr" data-first-screen="universitaire fr">');
    expect(response.body).toContain('<h1>Réseau Sport Universitaire</h1>');
    expect(inputs()[0]).toMatchObject({ phone: true, channel: { channelKey: 'universitaire' } });
  });

  it('draws a page once for its viewers, and again once the channel has changed', async () => {
    await landing('varsity.localhost');
    await landing('varsity.localhost');
    expect(inputs()).toHaveLength(1);
    // A phone's page is drawn apart (its header's layout).
    await landing('varsity.localhost', PHONE);
    expect(inputs()).toHaveLength(2);
    t.app.invalidateChannelCaches();
    await landing('varsity.localhost');
    expect(inputs()).toHaveLength(3);
  });

  it.each([
    ['/?channel=universitaire', 'fr'],
    ['/?participant=huskies', 'en'],
    ['/index.html', 'en'],
  ])("sends %s as it is built, in its channel's language (%s): the app draws it", async (url, language) => {
    const response = await landing('varsity.localhost', DESKTOP, url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${language}">`);
    expect(response.body).toContain('<div id="root"></div>');
    expect(inputs()).toHaveLength(0);
  });

  it('sends the page as it is built when its screen cannot be drawn', async () => {
    await t.db.updateTable('channels').set({ name: 'Broken' }).where('key', '=', 'varsity').execute();
    try {
      t.app.invalidateChannelCaches();
      const response = await landing('varsity.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-first-screen');
      expect(inputs()).toHaveLength(1);
    } finally {
      await t.db.updateTable('channels').set({ name: 'Varsity Sports Network' }).where('key', '=', 'varsity').execute();
    }
  });
});
