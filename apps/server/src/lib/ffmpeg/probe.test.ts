import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from './locate';
import { ProbeError, locateFfprobe, parseProbe, probeMedia } from './probe';

const stream = (fields: object) => ({ codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30000/1001', ...fields });
const probeOf = (streams: object[], format: object = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.5' }) => parseProbe(JSON.stringify({ format, streams }));

describe('reading what ffprobe says', () => {
  it('gives the container, duration, size, frame rate and audio', () => {
    expect(probeOf([stream({}), { codec_type: 'audio' }])).toEqual({
      formatNames: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'],
      duration: 12.5,
      hasVideo: true,
      width: 1920,
      height: 1080,
      frameRate: 29.97,
      hasAudio: true,
    });
  });

  it('takes a 90° rotated video by its displayed size, from side data or the old rotate tag', () => {
    expect(probeOf([stream({ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] })])).toMatchObject({ width: 1080, height: 1920 });
    expect(probeOf([stream({ tags: { rotate: '270' } })])).toMatchObject({ width: 1080, height: 1920 });
    expect(probeOf([stream({ tags: { rotate: '180' } })])).toMatchObject({ width: 1920, height: 1080 });
  });

  it('does not count a cover picture as video, and says when there is no audio', () => {
    expect(probeOf([stream({ disposition: { attached_pic: 1 } }), { codec_type: 'audio' }])).toMatchObject({ hasVideo: false, width: null, hasAudio: true });
    expect(probeOf([stream({})])).toMatchObject({ hasAudio: false });
  });

  it('falls back on the stream duration and the nominal frame rate', () => {
    expect(probeOf([stream({ duration: '3.2', avg_frame_rate: '0/0', r_frame_rate: '25/1' })], { format_name: 'matroska,webm' })).toMatchObject({ duration: 3.2, frameRate: 25 });
  });
});

describe('probing a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a generated MP4, and rejects a file that is not media in ffprobe's own words", async () => {
    const file = join(dir, 'clip.mp4');
    const made = spawnSync(locateFfmpeg(null).path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=25:d=1', '-c:v', 'libx264', '-preset', 'ultrafast', file]);
    expect(made.status).toBe(0);
    expect(await probeMedia(locateFfprobe(null), file)).toMatchObject({ hasVideo: true, width: 320, height: 180, frameRate: 25, hasAudio: false });
    const junk = join(dir, 'junk.mp4');
    writeFileSync(junk, 'not a video at all');
    await expect(probeMedia(locateFfprobe(null), junk)).rejects.toBeInstanceOf(ProbeError);
    await expect(probeMedia(locateFfprobe(null), junk)).rejects.toThrow(/Invalid data|moov atom/);
  });

  it('finds ffprobe beside FFMPEG_PATH first, then on PATH, then the bundled one', () => {
    const beside = join(dir, 'bin');
    const onPath = join(dir, 'path');
    for (const folder of [beside, onPath]) mkdirSync(folder, { recursive: true });
    for (const path of [join(beside, 'ffmpeg'), join(beside, 'ffprobe'), join(onPath, 'ffprobe')]) {
      writeFileSync(path, '#!/bin/sh\n');
      chmodSync(path, 0o755);
    }
    expect(locateFfprobe(join(beside, 'ffmpeg'), onPath, () => '/bundled')).toBe(join(beside, 'ffprobe'));
    expect(locateFfprobe('ffmpeg', [join(dir, 'none'), onPath].join(delimiter), () => '/bundled')).toBe(join(onPath, 'ffprobe'));
    expect(locateFfprobe(null, join(dir, 'none'), () => '/bundled')).toBe('/bundled');
    expect(() => locateFfprobe(null, join(dir, 'none'), () => null)).toThrow(/No ffprobe/);
    expect(locateFfprobe(null, join(dir, 'none'))).toMatch(/@ffprobe-installer/);
  });
});
