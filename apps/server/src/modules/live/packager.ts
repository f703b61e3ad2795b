import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finishedSegments } from './packaging/finished-segments';

/** One finished segment ffmpeg wrote for a rendition. */
export interface PackagedSegment {
  rendition: string;
  /** File name, as the playlist lists it. */
  uri: string;
  path: string;
  duration: number;
  /** Wall-clock start: the program date-time ffmpeg wrote, else the run's start plus the durations before it. */
  startMs: number;
}

export interface PackagerOptions {
  ffmpeg: string;
  args: string[];
  /** Where ffmpeg writes `<rendition>/index.m3u8` and its segments. */
  outDir: string;
  renditions: readonly string[];
  /** Called once per segment, in order per rendition; the next waits for it. */
  onSegment(segment: PackagedSegment): Promise<void>;
  /** What ffmpeg prints on stdout (`-progress pipe:1`), in chunks. */
  onProgress(chunk: string): void;
  /** What ffmpeg prints on stderr (its input's description, errors). */
  onLog(text: string): void;
  onExit(code: number | null): void;
  now?: () => number;
  pollMs?: number;
}

export interface Packager {
  /** Feeds the encoder's FLV to ffmpeg; dropped once ffmpeg has gone. */
  write(chunk: Buffer): void;
  /** Ends the input: ffmpeg closes its last segments, which are handed on before this resolves. */
  finish(): Promise<void>;
}

/**
 * One ffmpeg run making the ladder of one publish. Its playlists are read every `pollMs`: each segment they list
 * is complete (ffmpeg writes them under a temporary name first), and is handed to `onSegment` once.
 */
export function startPackager({ ffmpeg, args, outDir, renditions, onSegment, onProgress, onLog, onExit, now = () => Date.now(), pollMs = 250 }: PackagerOptions): Packager {
  const startedAt = now();
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const seen = new Map<string, number>(renditions.map((name) => [name, 0]));
  const clock = new Map<string, number>(renditions.map((name) => [name, startedAt]));
  let running = true;
  let polling: Promise<void> = Promise.resolve();

  child.stdin.on('error', () => {});
  child.stdout.on('data', (chunk: Buffer) => onProgress(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => onLog(chunk.toString()));

  async function readRendition(rendition: string): Promise<void> {
    let text: string;
    try {
      text = await readFile(join(outDir, rendition, 'index.m3u8'), 'utf8');
    } catch {
      return;
    }
    const mediaSequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
    for (const [index, segment] of finishedSegments(text).segments.entries()) {
      const number = mediaSequence + index;
      if (number < seen.get(rendition)!) continue;
      const startMs = segment.programDateTime === null ? clock.get(rendition)! : Date.parse(segment.programDateTime);
      await onSegment({ rendition, uri: segment.file, path: join(outDir, rendition, segment.file), duration: segment.duration, startMs });
      seen.set(rendition, number + 1);
      clock.set(rendition, startMs + segment.duration * 1000);
    }
  }

  const poll = () => (polling = polling.then(() => Promise.all(renditions.map(readRendition))).then(() => undefined));
  const timer = setInterval(() => void poll(), pollMs);
  const exited = new Promise<void>((resolve) => {
    child.on('close', (code) => {
      running = false;
      clearInterval(timer);
      // The last segments are written as ffmpeg ends.
      void poll().finally(() => {
        onExit(code);
        resolve();
      });
    });
  });

  return {
    write(chunk) {
      if (running && child.stdin.writable) child.stdin.write(chunk);
    },
    async finish() {
      if (running) child.stdin.end();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      await polling;
    },
  };
}
