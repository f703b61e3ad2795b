import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helper';

const CONSOLE_JS = 'export const console_ = 1;';

function fakeBuild(prefix: string, title: string, asset: [string, string]): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${title}</title><div id="root"></div>`);
  writeFileSync(join(dist, 'assets', asset[0]), asset[1]);
  return dist;
}

describe('the operator console at /admin', () => {
  let t: TestApp;
  let web: string;
  let consoleDist: string;
  beforeAll(async () => {
    web = fakeBuild('ott-web-', 'viewer', ['index-abc.js', 'console.log("viewer")']);
    consoleDist = fakeBuild('ott-console-', 'console', ['index-c0ffee.js', CONSOLE_JS]);
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: web, CONSOLE_DIST_DIR: consoleDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(consoleDist, { recursive: true, force: true });
  });

  it('serves its hashed assets under /admin/assets, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/assets/index-c0ffee.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(CONSOLE_JS);
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/audit?offset=25', '/admin/channels/varsity/events/12', '/admin/no/such/screen'])(
    "answers %s with the console's page (its router shows the screen or its 404), never cached",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>console</title>');
      // The same security headers as the viewer's pages.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // Not the viewer's key host document, which the console never reads (the browser would warn it went unused).
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('answers a missing console asset with 404, not with a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it("leaves the viewer app's paths to the viewer app", async () => {
    for (const url of ['/', '/faq', '/administration', '/adminx']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>viewer</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(asset.body).toBe('console.log("viewer")');
  });

  it('keeps the API out of it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-route' });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.statusCode).not.toBe(200);
  });
});

describe('the operator console without the viewer app built', () => {
  let t: TestApp;
  let consoleDist: string;
  beforeAll(async () => {
    consoleDist = fakeBuild('ott-console-', 'console', ['index-c0ffee.js', CONSOLE_JS]);
    t = await createTestApp('sqlite', { env: { CONSOLE_DIST_DIR: consoleDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(consoleDist, { recursive: true, force: true });
  });

  it('is still served', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-c0ffee.js', headers: { 'accept-encoding': 'identity' } });
    expect(asset.body).toBe(CONSOLE_JS);
  });
});

describe('without a console build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers /admin with 404 and says to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/console has not been built/);
  });
});
