import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfmpegNotFound, locateFfmpeg } from './locate';

describe('locating ffmpeg', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ffmpeg-locate-'));
  const fake = join(dir, 'ffmpeg');
  writeFileSync(fake, '#!/bin/sh\n');
  chmodSync(fake, 0o755);
  const notExecutable = join(dir, 'plain');
  writeFileSync(notExecutable, '');
  const emptyDir = join(dir, 'nothing-here');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const noBundle = () => null;

  it('prefers FFMPEG_PATH, then PATH, then the bundled binary', () => {
    expect(locateFfmpeg(fake, emptyDir, noBundle)).toEqual({ path: fake, source: 'FFMPEG_PATH' });
    expect(locateFfmpeg(null, [emptyDir, dir].join(delimiter), () => '/bundled/ffmpeg')).toEqual({ path: fake, source: 'PATH' });
    expect(locateFfmpeg(null, emptyDir, () => '/bundled/ffmpeg')).toEqual({ path: '/bundled/ffmpeg', source: 'bundled' });
  });

  it('looks a bare command name up on PATH', () => {
    expect(locateFfmpeg('ffmpeg', dir, noBundle)).toEqual({ path: fake, source: 'FFMPEG_PATH' });
  });

  it('fails clearly when FFMPEG_PATH is wrong or nothing is found', () => {
    expect(() => locateFfmpeg(notExecutable, dir, noBundle)).toThrow(FfmpegNotFound);
    expect(() => locateFfmpeg(null, emptyDir, noBundle)).toThrow(/No ffmpeg/);
  });

  it('finds the binary the npm package ships on this machine', () => {
    const found = locateFfmpeg(null, emptyDir);
    expect(found.source).toBe('bundled');
    expect(found.path).toMatch(/@ffmpeg-installer/);
  });
});
