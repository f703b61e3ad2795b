import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { locateFfmpeg } from '../../../lib/ffmpeg/locate';
import { createLocalMediaStore } from '../../../lib/media-store/local-media-store';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { DEMO_ASSETS } from './demo-assets';
import { createDemoMedia, fingerprintOf } from './demo-media';

const log = pino({ level: 'silent' });
const arena = DEMO_ASSETS[0]!;

describe('demo media generation', () => {
  const root = mkdtempSync(join(tmpdir(), 'demo-media-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ffmpeg = () => locateFfmpeg(null);

  it('makes an HLS ladder with aligned 2-second segments, a master playlist, a poster, a thumbnail and previews', async () => {
    const demo = createDemoMedia({ store: createLocalMediaStore(root), seconds: 4, ffmpeg, log });
    await demo.load();
    expect(demo.isReady('arena')).toBe(false);
    await demo.ensure(['arena']);
    expect(demo.isReady('arena')).toBe(true);
    expect(demo.isReady('bars')).toBe(false);

    const dir = join(root, 'demo', 'arena');
    const master = readFileSync(join(dir, 'master.m3u8'), 'utf8');
    expect(master).toMatch(/RESOLUTION=640x360,.*CODECS="avc1\.42c01e,mp4a\.40\.2"\n360p\/index\.m3u8/);
    expect(master).toMatch(/RESOLUTION=1280x720,.*\n720p\/index\.m3u8/);
    for (const rendition of ['360p', '720p']) {
      const playlist = readFileSync(join(dir, rendition, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      expect([...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((match) => Number(match[1]))).toEqual([2, 2]);
      const segments = readdirSync(join(dir, rendition)).filter((file) => file.endsWith('.ts'));
      expect(segments).toEqual([`${fingerprintOf(arena, 4)}_00000.ts`, `${fingerprintOf(arena, 4)}_00001.ts`]);
      expect(readFileSync(join(dir, rendition, segments[0]!))[0]).toBe(0x47);
    }
    for (const file of ['poster.jpg', 'thumbnail.jpg', 'preview.mp4', 'preview_alt.mp4']) expect(statSync(join(dir, file)).size).toBeGreaterThan(500);
    expect(readFileSync(join(dir, 'poster.jpg')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(readdirSync(join(root, '.scratch'))).toEqual([]);
    // Real ffmpeg encodes: a busy 2-core machine takes longer than the default 5 s.
  }, 60_000);

  it('is cached by its manifest: a second server finds it ready, and a different length makes it stale', async () => {
    const loaded = async (seconds: number) => {
      const demo = createDemoMedia({ store: createLocalMediaStore(root), seconds, ffmpeg, log });
      await demo.load();
      return demo;
    };
    expect((await loaded(4)).isReady('arena')).toBe(true);
    expect((await loaded(6)).isReady('arena')).toBe(false);
    // Generation switched off: whatever was made before is served.
    expect((await loaded(0)).isReady('arena')).toBe(true);
  });

  it('reports a failed asset and leaves nothing half-made behind', async () => {
    const broken = createDemoMedia({ store: createLocalMediaStore(root), seconds: 4, ffmpeg: () => ({ path: '/bin/false', source: 'FFMPEG_PATH' }), log, assets: [DEMO_ASSETS[1]!] });
    await expect(broken.ensure()).rejects.toThrow(/bars/);
    expect(broken.isReady('bars')).toBe(false);
    expect(existsSync(join(root, 'demo', 'bars'))).toBe(false);
    expect(readdirSync(join(root, '.scratch'))).toEqual([]);
  });
});

describe('demo media made by another process', () => {
  it('is seen ready without a restart, the store being asked again at most every recheckMs while it is not', async () => {
    let manifest: string | null = null;
    const readText = vi.fn(async (key: string) => (key === 'demo/arena/asset.json' ? manifest : null));
    const clock = { ms: 0 };
    const demo = createDemoMedia({ store: { readText } as unknown as MediaStore, seconds: 4, ffmpeg: () => locateFfmpeg(null), log, assets: [arena], recheckMs: 2_000, now: () => clock.ms });
    await demo.load();
    expect(readText).toHaveBeenCalledTimes(1);
    expect(demo.isReady('arena')).toBe(false);
    expect(readText).toHaveBeenCalledTimes(2);

    // A worker publishes the asset: this process believes "not ready" for the rest of the window.
    manifest = JSON.stringify({ fingerprint: fingerprintOf(arena, 4), seconds: 4, generatedAt: '2026-01-01T00:00:00.000Z' });
    clock.ms = 1_999;
    expect(demo.isReady('arena')).toBe(false);
    expect(readText).toHaveBeenCalledTimes(2);

    clock.ms = 2_000;
    expect(demo.isReady('arena')).toBe(false);
    expect(readText).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(demo.isReady('arena')).toBe(true), { timeout: 1_000, interval: 5 });
    expect(demo.versionOf('arena')).toBe(fingerprintOf(arena, 4));
    expect(demo.missing()).toEqual([]);
    // Ready stays ready without asking again; an unknown name never reaches the store.
    expect(demo.isReady('arena')).toBe(true);
    expect(demo.isReady('no-such-video')).toBe(false);
    expect(readText).toHaveBeenCalledTimes(3);
  });

  it('ignores a manifest of another length', async () => {
    const manifest = JSON.stringify({ fingerprint: fingerprintOf(arena, 6), seconds: 6, generatedAt: '2026-01-01T00:00:00.000Z' });
    const readText = vi.fn(async () => manifest);
    const demo = createDemoMedia({ store: { readText } as unknown as MediaStore, seconds: 4, ffmpeg: () => locateFfmpeg(null), log, assets: [arena], recheckMs: 0 });
    expect(demo.isReady('arena')).toBe(false);
    await vi.waitFor(() => expect(readText).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(demo.isReady('arena')).toBe(false);
    expect(demo.missingVersions()).toEqual([`arena@${fingerprintOf(arena, 4)}`]);
  });
});

describe('demo media on shutdown', () => {
  const root = mkdtempSync(join(tmpdir(), 'demo-media-close-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('kills the generation under way and leaves the asset missing', async () => {
    // Long enough to be under way when closed; short enough that an orphan (the runner killed mid-test) ends soon.
    const demo = createDemoMedia({ store: createLocalMediaStore(root), seconds: 120, ffmpeg: () => locateFfmpeg(null), log, assets: [DEMO_ASSETS[0]!] });
    const started = Date.now();
    const run = demo.ensure();
    setTimeout(() => demo.close(), 300);
    await expect(run).rejects.toThrow(/arena/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(demo.missing()).toEqual(['arena']);
    expect(readdirSync(join(root, '.scratch'))).toEqual([]);
    await demo.ensure();
    expect(demo.missing()).toEqual(['arena']);
  });
});
