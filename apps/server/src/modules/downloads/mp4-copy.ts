import { join } from 'node:path';
import type { FfmpegBinary } from '../../lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../../lib/ffmpeg/run';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { VideoCatalog } from '../media/video-catalog';
import { demoVideos, topRendition } from '../media/videos';

/** A video's MP4 (a demo video or a library asset): which video, and the version of the files it is cut from. */
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
  /** Reads the ladders (`demo/<asset>/`, `library/<id>/`) and keeps the MP4s once made (`downloads/`). */
  store: MediaStore;
  /** Where each video's ladder is and which is its top rendition; the demo videos when left out. */
  videos?: VideoCatalog;
  ffmpeg: () => FfmpegBinary;
  run?: (binary: string, job: FfmpegJob) => Promise<void>;
}

/** The downloadable MP4s of the videos, cut from the top rendition; one file per video version. */
export function createMp4Maker({ store, videos = demoVideos({ isReady: () => true }), ffmpeg, run = runFfmpeg }: Mp4MakerOptions) {
  const fileName = ({ asset, version }: Mp4Source) => `${asset}-${version}.mp4`;
  const keyOf = (source: Mp4Source) => `downloads/${fileName(source)}`;

  return {
    fileName,
    keyOf,
    exists: (source: Mp4Source): Promise<boolean> => store.exists(keyOf(source)),

    async make(source: Mp4Source, signal?: AbortSignal): Promise<void> {
      if (await store.exists(keyOf(source))) return;
      const info = videos.info(source.asset);
      const top = info ? topRendition(info) : null;
      if (!info || !top) throw new Error(`no video ${source.asset} to copy`);
      // Published when complete: a download never gets half a file.
      await store.withLocalCopy(info.key(top.name), (rendition) =>
        store.publishFile(keyOf(source), (out) => run(ffmpeg().path, { args: mp4CopyArgs(join(rendition, 'index.m3u8'), out), timeoutMs: 5 * 60_000, signal })),
      );
    },
  };
}
export type Mp4Maker = ReturnType<typeof createMp4Maker>;
