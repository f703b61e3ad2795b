import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { demoChannels } from '../src/db/seed';
import { locateFfmpeg } from '../src/lib/ffmpeg/locate';
import { DEMO_PREROLL_CLIPS, prerollArgs } from '../src/modules/media/demo/demo-preroll-clips';
import { createLocalMediaStore } from '../src/lib/media-store/local-media-store';
import { createDemoPrerolls } from '../src/modules/media/demo/demo-prerolls';
import { mp4BoxTypes } from './mp4-boxes';

const log = pino({ level: 'silent' });
const ffmpeg = () => locateFfmpeg(null);

describe('demo preroll clips', () => {
  const root = mkdtempSync(join(tmpdir(), 'demo-prerolls-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('exist for every preroll the demo channels seed', () => {
    const generated = new Set(DEMO_PREROLL_CLIPS.map((clip) => `/media/prerolls/${clip.name}.mp4`));
    const seeded = demoChannels.flatMap((channel) => channel.prerolls.map((preroll) => preroll.url));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((url) => !generated.has(url))).toEqual([]);
  });

  it('say "Advertisement" and what they advertise when a font is available, and draw nothing otherwise', () => {
    const clip = DEMO_PREROLL_CLIPS[0]!;
    expect(prerollArgs(clip, '/out.mp4', null)).not.toContain('-vf');
    const args = prerollArgs(clip, '/out.mp4', '/fonts/Bold.ttf');
    const graph = args[args.indexOf('-vf') + 1];
    expect(graph).toContain("text='Advertisement'");
    expect(graph).toContain("text='Varsity Season Pass'");
  });

  it('are made once as faststart H.264/AAC MP4s, and a file already there is left alone', async () => {
    const [made, operators] = DEMO_PREROLL_CLIPS;
    const operatorFile = join(root, 'prerolls', `${operators!.name}.mp4`);
    mkdirSync(join(root, 'prerolls'));
    writeFileSync(operatorFile, 'an operator clip');
    const prerolls = createDemoPrerolls({ store: createLocalMediaStore(root), enabled: true, ffmpeg, log, clips: [made!, operators!] });
    expect(await prerolls.missing()).toEqual([made!.name]);
    await prerolls.ensure();
    expect(await prerolls.missing()).toEqual([]);

    const bytes = readFileSync(join(root, 'prerolls', `${made!.name}.mp4`));
    const boxes = mp4BoxTypes(bytes);
    expect(boxes[0]).toBe('ftyp');
    // faststart: the index comes before the media data, so playback starts before the download ends.
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    expect(bytes.includes(Buffer.from('mp4a'))).toBe(true);
    expect(readFileSync(operatorFile, 'utf8')).toBe('an operator clip');
    expect(readdirSync(join(root, '.scratch'))).toEqual([]);
  }, 60_000);

  it('are not made when demo generation is off', async () => {
    const off = createDemoPrerolls({ store: createLocalMediaStore(join(root, 'off')), enabled: false, ffmpeg, log });
    expect(await off.missing()).toEqual([]);
    await off.ensure();
    expect(existsSync(join(root, 'off'))).toBe(false);
  });
});
