import { readFile, stat } from 'node:fs/promises';
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

/** Bytes the store keeps under a prefix (an asset's folder). */
export const storedBytes = async (store: MediaStore, prefix: string): Promise<number> => (await store.list(prefix)).reduce((sum, object) => sum + object.size, 0);

/** The uploaded file under `library/<id>/source/`, as a local path lent to ffmpeg while `use` runs; null when there is none. */
export async function withSource<T>(store: MediaStore, prefix: string, use: (path: string | null) => Promise<T>): Promise<T> {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const first = (await store.list(base))[0];
  if (!first) return use(null);
  const name = first.key.slice(base.length + 1);
  return store.withLocalCopy(base, (dir) => use(join(dir, name)), (candidate) => candidate === name);
}
