import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FfmpegBinary } from '../../lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../../lib/ffmpeg/run';
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
  /** DATA_DIR/media/demo: the HLS ladders. */
  demoRoot: string;
  /** DATA_DIR/media/downloads: the MP4s, kept once made. */
  root: string;
  ffmpeg: () => FfmpegBinary;
  run?: (binary: string, job: FfmpegJob) => Promise<void>;
}

/** The downloadable MP4s of the demo videos, cut from the top rendition; one file per asset version. */
export function createMp4Maker({ demoRoot, root, ffmpeg, run = runFfmpeg }: Mp4MakerOptions) {
  const top = LADDER[LADDER.length - 1]!;
  const fileName = ({ asset, version }: Mp4Source) => `${asset}-${version}.mp4`;

  return {
    root,
    fileName,
    exists: (source: Mp4Source): boolean => existsSync(join(root, fileName(source))),

    async make(source: Mp4Source, signal?: AbortSignal): Promise<void> {
      const final = join(root, fileName(source));
      if (existsSync(final)) return;
      mkdirSync(root, { recursive: true });
      // Written aside and renamed when complete: a download never gets half a file.
      const scratch = join(root, `.tmp-${process.pid}-${fileName(source)}`);
      try {
        await run(ffmpeg().path, { args: mp4CopyArgs(join(demoRoot, source.asset, top.name, 'index.m3u8'), scratch), timeoutMs: 5 * 60_000, signal });
        renameSync(scratch, final);
      } finally {
        rmSync(scratch, { force: true });
      }
    },
  };
}
export type Mp4Maker = ReturnType<typeof createMp4Maker>;
