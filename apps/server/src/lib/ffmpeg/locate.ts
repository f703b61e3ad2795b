import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

export interface FfmpegBinary {
  path: string;
  /** Where it was found, for the start-up log. */
  source: 'FFMPEG_PATH' | 'PATH' | 'bundled';
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the directories of a PATH-style list. */
export function findOnPath(name: string, searchPath: string): string | null {
  const suffixes = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const dir of searchPath.split(delimiter).filter(Boolean)) {
    for (const suffix of suffixes) {
      const candidate = join(dir, `${name}${suffix}`);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** The binary of the @ffmpeg-installer/<platform> package, when npm installed one for this platform. */
function bundledFfmpeg(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { path } = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return isExecutable(path) ? path : null;
  } catch {
    // The package throws a string when this platform has no binary package.
    return null;
  }
}

export class FfmpegNotFound extends Error {
  override name = 'FfmpegNotFound';
}

/**
 * FFMPEG_PATH (a path, or a command name looked up on PATH) wins; then the system's ffmpeg on
 * PATH; then the one shipped inside the npm package, so a bare `npm install` is enough.
 */
export function locateFfmpeg(configured: string | null, searchPath = process.env.PATH ?? '', bundled = bundledFfmpeg): FfmpegBinary {
  if (configured) {
    const path = /[\\/]/.test(configured) ? (isExecutable(configured) ? configured : null) : findOnPath(configured, searchPath);
    if (!path) throw new FfmpegNotFound(`FFMPEG_PATH names ${configured}, which is not an executable file`);
    return { path, source: 'FFMPEG_PATH' };
  }
  const system = findOnPath('ffmpeg', searchPath);
  if (system) return { path: system, source: 'PATH' };
  const shipped = bundled();
  if (shipped) return { path: shipped, source: 'bundled' };
  throw new FfmpegNotFound('No ffmpeg: set FFMPEG_PATH, install ffmpeg on PATH, or reinstall so @ffmpeg-installer/ffmpeg brings its binary');
}
