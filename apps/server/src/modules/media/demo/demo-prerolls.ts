import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FfmpegBinary } from '../../../lib/ffmpeg/locate';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import { DEMO_PREROLL_CLIPS, type DemoPrerollClip, PREROLL_SECONDS, prerollArgs } from './demo-preroll-clips';
import { labelFont } from './label-font';

export interface DemoPrerollsOptions {
  /** DATA_DIR/media/prerolls, served at /media/prerolls/. */
  root: string;
  /** Off when demo generation is off (MEDIA_DEMO_SECONDS=0). */
  enabled: boolean;
  ffmpeg: () => FfmpegBinary;
  log: FastifyBaseLogger;
  clips?: readonly DemoPrerollClip[];
}

export const prerollFileName = (name: string) => `${name}.mp4`;

/**
 * The advertisement clips the seeded prerolls play. Made once, in the demo media job; a clip
 * already in the directory (generated earlier, or put there by an operator) is left alone.
 */
export function createDemoPrerolls({ root, enabled, ffmpeg, log, clips = DEMO_PREROLL_CLIPS }: DemoPrerollsOptions) {
  const closing = new AbortController();
  const fileOf = (clip: DemoPrerollClip) => join(root, prerollFileName(clip.name));
  const missing = () => (enabled ? clips.filter((clip) => !existsSync(fileOf(clip))) : []);

  return {
    root,
    missing: (): string[] => missing().map((clip) => clip.name),

    async ensure(signal?: AbortSignal): Promise<void> {
      const todo = missing();
      if (todo.length === 0) return;
      const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      mkdirSync(root, { recursive: true });
      const binary = ffmpeg();
      const fontFile = await labelFont(binary.path);
      for (const clip of todo) {
        // Written aside and renamed when complete: the media host never serves half a clip.
        const scratch = join(root, `.tmp-${prerollFileName(clip.name)}`);
        try {
          await runFfmpeg(binary.path, { args: prerollArgs(clip, scratch, fontFile), timeoutMs: 120_000, expectedSeconds: PREROLL_SECONDS, signal: stop, niceness: 10 });
          renameSync(scratch, fileOf(clip));
          log.info({ preroll: clip.name }, 'demo preroll ready');
        } finally {
          rmSync(scratch, { force: true });
        }
      }
    },

    /** Kills a generation under way (the server is shutting down). */
    close(): void {
      closing.abort();
    },
  };
}
export type DemoPrerolls = ReturnType<typeof createDemoPrerolls>;
