import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/** Common places of a bold sans font; the first that exists labels the demo videos. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  'C:/Windows/Fonts/arialbd.ttf',
];

/**
 * A font file for on-screen labels, or null when this ffmpeg lacks the drawtext filter (built
 * without freetype) or no known font exists; the videos are then made without text.
 */
export async function labelFont(ffmpeg: string, candidates = FONT_CANDIDATES): Promise<string | null> {
  const font = candidates.find((path) => existsSync(path));
  if (!font) return null;
  try {
    const { stdout } = await promisify(execFile)(ffmpeg, ['-hide_banner', '-filters'], { timeout: 10_000, maxBuffer: 4 * 1024 * 1024 });
    return /\sdrawtext\s/.test(stdout) ? font : null;
  } catch {
    return null;
  }
}
