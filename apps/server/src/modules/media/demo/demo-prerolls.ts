import type { FastifyBaseLogger } from 'fastify';
import type { FfmpegBinary } from '../../../lib/ffmpeg/locate';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { DEMO_PREROLL_CLIPS, type DemoPrerollClip, PREROLL_SECONDS, prerollArgs } from './demo-preroll-clips';
import { labelFont } from './label-font';

export interface DemoPrerollsOptions {
  /** Clips are kept as `prerolls/<name>.mp4`, served at /media/prerolls/. */
  store: MediaStore;
  /** Off when demo generation is off (MEDIA_DEMO_SECONDS=0). */
  enabled: boolean;
  ffmpeg: () => FfmpegBinary;
  log: FastifyBaseLogger;
  clips?: readonly DemoPrerollClip[];
}

export const prerollFileName = (name: string) => `${name}.mp4`;
/** Where a preroll file lives in the media store. */
export const prerollKey = (file: string) => `prerolls/${file}`;

/**
 * The advertisement clips the seeded prerolls play. Made once, in the demo media job; a clip
 * already in the directory (generated earlier, or put there by an operator) is left alone.
 */
export function createDemoPrerolls({ store, enabled, ffmpeg, log, clips = DEMO_PREROLL_CLIPS }: DemoPrerollsOptions) {
  const closing = new AbortController();
  const keyOf = (clip: DemoPrerollClip) => prerollKey(prerollFileName(clip.name));
  async function missing(): Promise<DemoPrerollClip[]> {
    if (!enabled) return [];
    const present = await Promise.all(clips.map((clip) => store.exists(keyOf(clip))));
    return clips.filter((_, index) => !present[index]);
  }

  return {
    missing: async (): Promise<string[]> => (await missing()).map((clip) => clip.name),

    async ensure(signal?: AbortSignal): Promise<void> {
      const todo = await missing();
      if (todo.length === 0) return;
      const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      const binary = ffmpeg();
      const fontFile = await labelFont(binary.path);
      for (const clip of todo) {
        // Published when complete: the media host never serves half a clip.
        await store.publishFile(keyOf(clip), (path) => runFfmpeg(binary.path, { args: prerollArgs(clip, path, fontFile), timeoutMs: 120_000, expectedSeconds: PREROLL_SECONDS, signal: stop, niceness: 10 }));
        log.info({ preroll: clip.name }, 'demo preroll ready');
      }
    },

    /** Kills a generation under way (the server is shutting down). */
    close(): void {
      closing.abort();
    },
  };
}
export type DemoPrerolls = ReturnType<typeof createDemoPrerolls>;
