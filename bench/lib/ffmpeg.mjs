// The ffmpeg a bench runs, found as the server finds it: FFMPEG_PATH, then PATH, then the npm package's binary.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './server.mjs';

export function ffmpegPath() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  if (spawnSync('ffmpeg', ['-version']).status === 0) return 'ffmpeg';
  return createRequire(join(root, 'apps/server/package.json'))('@ffmpeg-installer/ffmpeg').path;
}
