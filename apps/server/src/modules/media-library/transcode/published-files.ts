import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { RENDITION_PLAYLIST } from './encode-args';

/** Peak bits per second over one segment (BANDWIDTH) and the mean over the whole rendition (AVERAGE-BANDWIDTH). */
export async function renditionBandwidth(dir: string): Promise<{ bandwidth: number; averageBandwidth: number }> {
  const lines = (await readFile(join(dir, RENDITION_PLAYLIST), 'utf8')).split('\n').map((line) => line.trim());
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (let index = 0; index < lines.length; index++) {
    const match = /^#EXTINF:([\d.]+)/.exec(lines[index]!);
    const uri = lines[index + 1];
    if (!match || !uri || uri.startsWith('#')) continue;
    const duration = Number(match[1]);
    const size = (await stat(join(dir, uri))).size * 8;
    bits += size;
    seconds += duration;
    if (duration > 0) peak = Math.max(peak, size / duration);
  }
  return { bandwidth: Math.round(peak), averageBandwidth: seconds > 0 ? Math.round(bits / seconds) : 0 };
}

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await directoryBytes(path) : (await stat(path)).size;
  }
  return total;
}

/** Bytes the store keeps under a prefix (an asset's folder). */
export const storedBytes = (store: MediaStore, prefix: string): Promise<number> => store.withLocalDirectory(prefix, directoryBytes);

/** The uploaded file under `library/<id>/source/`, as a local path lent to ffmpeg while `use` runs; null when there is none. */
export function withSource<T>(store: MediaStore, prefix: string, use: (path: string | null) => Promise<T>): Promise<T> {
  return store.withLocalDirectory(prefix, async (dir) => {
    const files = await readdir(dir).catch(() => [] as string[]);
    const name = files.filter((file) => !file.startsWith('.')).sort()[0];
    return use(name ? join(dir, name) : null);
  });
}
