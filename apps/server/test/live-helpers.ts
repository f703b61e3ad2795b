import { type ChildProcess, spawn } from 'node:child_process';
import { locateFfmpeg } from '../src/lib/ffmpeg/locate';

export interface Push {
  child: ChildProcess;
  /** Resolves when ffmpeg has exited, with its code and what it printed. */
  done: Promise<{ code: number | null; stderr: string }>;
  /** Drops the connection at once, as a crashed encoder or a cut cable does. */
  drop(): Promise<void>;
}

/**
 * An encoder: ffmpeg publishing `seconds` of a moving test pattern with a tone, at real-time pace, with a keyframe
 * every 2 s (what the console asks of OBS). Stopped by PID when the test ends, even when it fails.
 */
export function pushTestStream(url: string, { seconds, size = '320x180', rate = 25 }: { seconds: number; size?: string; rate?: number }): Push {
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${rate}:d=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:d=${seconds}`];
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(rate * 2), '-keyint_min', String(rate * 2), '-sc_threshold', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url);
  const child = spawn(locateFfmpeg(null).path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
  pushes.add(child);
  void done.then(() => pushes.delete(child));
  return {
    child,
    done,
    async drop() {
      child.kill('SIGKILL');
      await done;
    },
  };
}

const pushes = new Set<ChildProcess>();

/** Kills every encoder a test left running (call from afterEach/afterAll). */
export function stopPushes(): void {
  for (const child of pushes) child.kill('SIGKILL');
}
