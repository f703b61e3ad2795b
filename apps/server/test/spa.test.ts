import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerNotFoundHandler } from '../src/lib/error-handler';
import { registerSpa } from '../src/lib/spa';
import { type TestApp, createTestApp } from './helper';

// Over a kilobyte, as the build's: worth compressing.
const INDEX_HTML = `<!doctype html><html lang="en"><title>shell</title><div id="root"></div><!--${'x'.repeat(1500)}-->`;
const SHELL_JS = `export const shell = ${JSON.stringify('x'.repeat(4096))};`;

describe('the built SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ott-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    // The build writes the early requests script into the player page.
    writeFileSync(join(dist, 'watch.html'), '<!doctype html><html lang="en"><title>player</title><script>window.asked=1</script><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build writes compressed copies next to each text asset.
    writeFileSync(join(dist, 'assets', 'shell-def456.js'), SHELL_JS);
    writeFileSync(join(dist, 'assets', 'shell-def456.js.br'), brotliCompressSync(SHELL_JS));
    writeFileSync(join(dist, 'assets', 'shell-def456.js.gz'), gzipSync(SHELL_JS));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the pre-compressed copy of an asset that the browser accepts, and the plain file otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/shell-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL_JS);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/shell-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/shell-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL_JS);
  });

  it.each(['/', '/faq', '/upcoming?type=vod', '/profile/transactions', '/select-package/12', '/FAQ/'])('serves index.html for the screen %s with 200, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>shell</title>');
  });

  it.each(['/some/path', '/watchlist/12', '/404', '/faq/more', '/select-package/twelve'])('answers the unknown path %s with 404 and the app, which shows its not-found screen', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>shell</title>');
  });

  it.each(['/watch/12?x=1', '/watch_embed/12', '/watch_library/4'])('serves the player page (the opening script first) for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'varsity.localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>player</title>');
    // Its first request, the key host's document for this hostname, starts with the page.
    expect(response.headers.link).toBe('</keys/varsity.localhost.json>; rel=preload; as=fetch; crossorigin');
  });

  it.each(['/watch/12', '/watch_embed/12', '/'])("lets %s run the player page's own inline script, by its hash, and no other", async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    // sha256 of 'window.asked=1', base64 (openssl dgst -sha256 -binary | base64).
    expect(scriptSrc).toBe("'self' 'sha256-yvRy0QXBeXVeFd+gJjCmsiK5du3DTGuFWAcDuHi7POY='" + (url === '/watch_embed/12' ? '' : ' https://www.googletagmanager.com'));
  });

  it('answers a player page with an id the app does not accept with 404 (the player page still opens)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/watch/abc' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>player</title>');
  });

  it("answers the channel's custom pages and extra routes with 200, and another channel's with 404", async () => {
    // varsity (the default channel, and varsity.localhost) has /championships; universitaire has /championnats and /billets.
    expect((await t.app.inject({ method: 'GET', url: '/championships' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/championships', headers: { host: 'varsity.localhost' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/championnats' })).statusCode).toBe(404);
    const french = { host: 'universitaire.localhost:8080' };
    expect((await t.app.inject({ method: 'GET', url: '/championnats', headers: french })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/billets', headers: french })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/championships', headers: french })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/championnats?channel=universitaire' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/championnats', headers: french });
    expect(page.body).toContain('<title>shell</title>');
  });

  it.each(['/', '/upcoming', '/some/path'])('announces the key host document with the app on %s too: the shell asks for it first', async (url) => {
    for (const encoding of ['identity', 'br']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'universitaire.localhost:8080', 'accept-encoding': encoding } });
      expect(response.headers['content-type'], encoding).toMatch(/text\/html/);
      expect(response.headers.link, encoding).toBe('</keys/universitaire.localhost.json>; rel=preload; as=fetch; crossorigin');
    }
  });

  it.each([
    ['/upcoming', 200, 'shell'],
    ['/some/path', 404, 'shell'],
    ['/', 200, 'shell'],
    ['/watch_embed/12', 200, 'player'],
    ['/watch/12', 200, 'player'],
  ])("writes %s in its channel's language, compressed as the file would be", async (url, status, title) => {
    for (const [host, language] of [
      ['universitaire.localhost:8080', 'fr'],
      ['varsity.localhost:8080', 'en'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'br' } });
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      expect(response.statusCode, host).toBe(status);
      expect(body, host).toContain(`<html lang="${language}"><title>${title}</title>`);
      expect(response.headers['cache-control'], host).toBe('no-cache');
      expect(response.headers['content-type'], host).toBe('text/html; charset=utf-8');
      expect(response.headers.link, host).toBe(`</keys/${host.split(':')[0]}.json>; rel=preload; as=fetch; crossorigin`);
      // Only watch.html, which the fixture has no compressed copy of, is small enough to be sent as is.
      if (title === 'shell') {
        expect(response.headers['content-encoding'], host).toBe('br');
        // A shared cache keeps one copy per encoding, whichever the first browser took.
        const plain = await t.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });
        expect(plain.headers['content-encoding'], host).toBeUndefined();
        expect(plain.headers.vary, host).toMatch(/accept-encoding/i);
      }
    }
  });

  it('sends a page it wrote compressed once, with its length, in the form each browser takes', async () => {
    const host = 'universitaire.localhost:8080';
    const plain = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host, 'accept-encoding': 'identity' } });
    expect(plain.body).toContain('<html lang="fr">');
    const first = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host, 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    // Bytes compressed beforehand (lib/written-pages.ts, whose tests show each text is compressed once), not a stream
    // compressed as it is sent, which has no length.
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const gzipped = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host, 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a page revalidated with its ETag with 304, and the same address in another language with the page', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host: 'varsity.localhost:8080' } });
    const etag = String(english.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host: 'varsity.localhost:8080', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const french = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host: 'universitaire.localhost:8080', 'if-none-match': etag } });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.headers.etag).not.toBe(etag);
    // A page the server wrote is revalidated as a built one is.
    const frenchAgain = await t.app.inject({ method: 'GET', url: '/upcoming', headers: { host: 'universitaire.localhost:8080', 'if-none-match': String(french.headers.etag) } });
    expect(frenchAgain.statusCode).toBe(304);
    // A not-found page is sent whole: the browser may hold that address as one of the app's screens.
    const missing = await t.app.inject({ method: 'GET', url: '/some/path', headers: { host: 'varsity.localhost:8080', 'if-none-match': etag } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>shell</title>');
    expect(missing.headers.etag).toBeUndefined();
  });

  it("sends a page as built when its channel's language cannot be looked up, and the app starts", async () => {
    const app = Fastify({ logger: false });
    try {
      const fallback = await registerSpa(app, dist, async () => [], { pageLanguage: () => Promise.reject(new Error('the database is down')) });
      registerNotFoundHandler(app, fallback);
      for (const url of ['/', '/upcoming']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<html lang="en"><title>shell</title>');
      }
    } finally {
      await app.close();
    }
  });

  it('announces no key host document for a hostname it could not name as is, nor with a file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/watch/12', headers: { host: '[::1]:8080' } })).headers.link).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { host: '[::1]:8080' } })).headers.link).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers.link).toBeUndefined();
  });

  it('lets any http(s) site frame the embeddable player, and only the app itself frame other pages', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/watch_embed/12?autoplay=1' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(String(embed.headers['content-security-policy'])).toContain("frame-ancestors 'self' https: http:");
    for (const url of ['/watch/12', '/watch_embedded/12', '/api/health']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(page.headers['content-security-policy']), url).toMatch(/frame-ancestors 'self'(;|$)/);
    }
  });

  it('limits framing of the player to the configured sites', async () => {
    const limited = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist, EMBED_ALLOWED_ORIGINS: 'https://blog.example.org, https://news.example.com' } });
    try {
      const embed = await limited.app.inject({ method: 'GET', url: '/watch_embed/3' });
      expect(String(embed.headers['content-security-policy'])).toContain("frame-ancestors 'self' https://blog.example.org https://news.example.com");
      expect(embed.headers['x-frame-options']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files, and no HTML for a missing asset or API path', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/json/);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
  });
});

describe('without a built SPA', () => {
  it('answers page loads with a short 404 text', async () => {
    const t = await createTestApp('sqlite', { empty: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/some/path' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
    } finally {
      await t.close();
    }
  });
});
