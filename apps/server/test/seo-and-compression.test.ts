import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('compression, robots.txt and sitemaps on %s', (dialect) => {
  let t: TestApp;
  const channelId = async (key: string) => (await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  const eventIdsOf = async (key: string) =>
    (await t.db.selectFrom('events').select('id').where('channel_id', '=', await channelId(key)).execute()).map((event) => event.id);
  const sitemapFor = (host: string) => t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('compresses the bootstrap data for clients that accept it, and only for them', async () => {
    const url = '/api/channel-bootstrap-data?channel_key=varsity';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('leaves small JSON bodies uncompressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses other large JSON answers too', async () => {
    const { api_key } = await getApiKey(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/participants?api_key=${api_key}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data.length).toBeGreaterThan(0);
  });

  it('serves a robots.txt that keeps crawlers out of the API, the account and checkout, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'universitaire.localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /buy', 'Sitemap: http://universitaire.localhost:8080/sitemap.xml']));
    expect(response.body).not.toContain('<html');
  });

  it("lists the hostname's channel: its public screens, its pages and every one of its events", async () => {
    const response = await sitemapFor('universitaire.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locations(response.body);
    expect(urls).toEqual(expect.arrayContaining(['http://universitaire.localhost/', 'http://universitaire.localhost/upcoming', 'http://universitaire.localhost/about', 'http://universitaire.localhost/privacy_policy']));
    const own = await eventIdsOf('universitaire');
    expect(urls.filter((url) => url?.includes('/watch/')).sort()).toEqual(own.map((id) => `http://universitaire.localhost/watch/${id}`).sort());
    expect(urls.some((url) => /\/(profile|buy|api)\b/.test(url ?? ''))).toBe(false);
  });

  it('gives an unknown hostname the default channel, as the key host does', async () => {
    const urls = locations((await sitemapFor('localhost:8080')).body);
    const varsity = await eventIdsOf('varsity');
    expect(urls).toContain(`http://localhost:8080/watch/${varsity[0]}`);
    expect(urls).toContain('http://localhost:8080/championships');
    const universitaire = await eventIdsOf('universitaire');
    expect(urls).not.toContain(`http://localhost:8080/watch/${universitaire[0]}`);
  });
});
