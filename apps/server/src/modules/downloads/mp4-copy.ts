import { join } from 'node:path';
import type { FfmpegBinary } from '../../lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../../lib/ffmpeg/run';
import type { MediaStore } from '../../lib/media-store/media-store';
import { demoKey } from '../media/demo/demo-assets';
import { LADDER } from '../media/demo/ladder';

/** A demo video's MP4: which asset, and the fingerprint of the files it is cut from. */
export interface Mp4Source {
  asset: string;
  version: string;
}

/**
 * Remuxes an HLS playlist into one MP4 without re-encoding: the segments' H.264 and AAC are
 * copied as they are (AAC from ADTS framing into MP4's), with the index up front so the file
 * plays while it downloads.
 */
export function mp4CopyArgs(playlist: string, outFile: string): string[] {
  return ['-i', playlist, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', outFile];
}

export interface Mp4MakerOptions {
  /** Reads the demo ladders (`demo/<asset>/`) and keeps the MP4s once made (`downloads/`). */
  store: MediaStore;
  ffmpeg: () => FfmpegBinary;
  run?: (binary: string, job: FfmpegJob) => Promise<void>;
}

/** The downloadable MP4s of the demo videos, cut from the top rendition; one file per asset version. */
export function createMp4Maker({ store, ffmpeg, run = runFfmpeg }: Mp4MakerOptions) {
  const top = LADDER[LADDER.length - 1]!;
  const fileName = ({ asset, version }: Mp4Source) => `${asset}-${version}.mp4`;
  const keyOf = (source: Mp4Source) => `downloads/${fileName(source)}`;

  return {
    fileName,
    keyOf,
    exists: (source: Mp4Source): Promise<boolean> => store.exists(keyOf(source)),

    async make(source: Mp4Source, signal?: AbortSignal): Promise<void> {
      if (await store.exists(keyOf(source))) return;
      // Published when complete: a download never gets half a file.
      await store.withLocalDirectory(demoKey(source.asset), (ladder) =>
        store.publishFile(keyOf(source), (out) => run(ffmpeg().path, { args: mp4CopyArgs(join(ladder, top.name, 'index.m3u8'), out), timeoutMs: 5 * 60_000, signal })),
      );
    },
  };
}
export type Mp4Maker = ReturnType<typeof createMp4Maker>;
