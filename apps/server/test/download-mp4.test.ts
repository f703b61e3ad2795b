import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { locateFfmpeg } from '../src/lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../src/lib/ffmpeg/run';
import { createLocalMediaStore } from '../src/lib/media-store/local-media-store';
import { createMp4Maker } from '../src/modules/downloads/mp4-copy';
import { createDemoMedia } from '../src/modules/media/demo/demo-media';
import { mp4BoxTypes, mp4DurationSeconds } from './mp4-boxes';

describe('the MP4 of a download', () => {
  const root = mkdtempSync(join(tmpdir(), 'download-mp4-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ffmpeg = () => locateFfmpeg(null);

  it('is remuxed from the 720p rendition by stream copy, once, into a faststart MP4', async () => {
    const store = createLocalMediaStore(root);
    const demo = createDemoMedia({ store, seconds: 4, ffmpeg, log: pino({ level: 'silent' }) });
    await demo.ensure(['arena']);
    const run = vi.fn((binary: string, job: FfmpegJob) => runFfmpeg(binary, job));
    const maker = createMp4Maker({ store, ffmpeg, run });
    const source = { asset: 'arena', version: demo.versionOf('arena')! };
    expect(await maker.exists(source)).toBe(false);

    await maker.make(source);
    expect(run).toHaveBeenCalledTimes(1);
    const args = run.mock.calls[0]![1].args;
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', join(root, 'demo', 'arena', '720p', 'index.m3u8')]);
    expect(args.join(' ')).toContain('-c copy -bsf:a aac_adtstoasc -movflags +faststart');
    expect(args.filter((arg) => /libx264|aac$|^-c:v$|^-c:a$/.test(arg))).toEqual([]);

    expect(await maker.exists(source)).toBe(true);
    const bytes = readFileSync(join(root, 'downloads', maker.fileName(source)));
    const boxes = mp4BoxTypes(bytes);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(mp4DurationSeconds(bytes)).toBeCloseTo(4, 0);
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    expect(bytes.includes(Buffer.from('mp4a'))).toBe(true);

    await maker.make(source);
    expect(run).toHaveBeenCalledTimes(1);
    expect(readdirSync(join(root, 'downloads'))).toEqual([maker.fileName(source)]);
  }, 60_000);

  it('leaves nothing behind when ffmpeg fails', async () => {
    const failed = join(root, 'failed');
    const maker = createMp4Maker({ store: createLocalMediaStore(failed), ffmpeg });
    await expect(maker.make({ asset: 'arena', version: 'v1' })).rejects.toThrow(/ffmpeg/);
    expect(readdirSync(failed)).toEqual(['.scratch']);
    expect(readdirSync(join(failed, '.scratch'))).toEqual([]);
  });
});
