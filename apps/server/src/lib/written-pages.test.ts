import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createWrittenPages, pageEncoding } from './written-pages';

const LANDING = `<!doctype html><html lang="en"><title>Varsity</title><main>${'<article>a game</article>'.repeat(200)}</main></html>`;

describe('pages the server wrote', () => {
  it('compresses a page once, however often it is sent', () => {
    const writtenPage = createWrittenPages();
    const first = writtenPage(LANDING);
    const br = first.br();
    const gzip = first.gzip();
    // The same text, as a cache hands it out again (another string with the same characters).
    const again = writtenPage(`${LANDING.slice(0, 10)}${LANDING.slice(10)}`);
    expect(again).toBe(first);
    expect(again.br()).toBe(br);
    expect(again.gzip()).toBe(gzip);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(LANDING);
    expect(gunzipSync(gzip).toString('utf8')).toBe(LANDING);
    expect(br.length).toBeLessThan(first.bytes.length / 10);
  });

  it('keeps pages apart by their text, and forgets the least recently sent past its size', () => {
    // Room for two landing pages (each counted as its text, its bytes and their compressed forms), not for a third page however small.
    const writtenPage = createWrittenPages(8 * LANDING.length + 10);
    const english = writtenPage(LANDING);
    const french = writtenPage(LANDING.replace('lang="en"', 'lang="fr"'));
    expect(french).not.toBe(english);
    expect(french.bytes.toString('utf8')).toContain('lang="fr"');
    writtenPage(LANDING);
    writtenPage('<!doctype html><title>another</title>');
    expect(writtenPage(LANDING)).toBe(english);
    expect(writtenPage(LANDING.replace('lang="en"', 'lang="fr"'))).not.toBe(french);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['deflate', null],
    ['identity', null],
    [undefined, null],
  ] as const)('sends a page asked for with Accept-Encoding %s as %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
