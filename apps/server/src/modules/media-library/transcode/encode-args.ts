import { join } from 'node:path';
import type { RenditionPlan } from './renditions';

export const SEGMENT_SECONDS = 4;
export const SEGMENT_PATTERN = 's%05d.ts';
export const RENDITION_PLAYLIST = 'index.m3u8';
/** EBU R128 for streaming: -16 LUFS integrated, -1.5 dBTP peaks. */
export const LOUDNORM = 'loudnorm=I=-16:TP=-1.5:LRA=11';

export interface EncodeJob {
  source: string;
  /** Each rendition with the directory that receives its playlist and segments. */
  outputs: { rendition: RenditionPlan; dir: string }[];
  hasAudio: boolean;
  normalizeAudio: boolean;
  /** x264 threads per output; ffmpeg's choice when absent. */
  threads?: number;
}

/** Decoded once, scaled once per rendition. */
function filterGraph({ outputs, hasAudio, normalizeAudio }: EncodeJob): string {
  const count = outputs.length;
  const scaled = outputs.map(({ rendition }, index) => `${count > 1 ? `[s${index}]` : '[0:v:0]'}scale=${rendition.width}:${rendition.height},setsar=1[v${index}]`);
  const video = count > 1 ? [`[0:v:0]split=${count}${outputs.map((_, index) => `[s${index}]`).join('')}`, ...scaled] : scaled;
  const audio = hasAudio && normalizeAudio ? [`[0:a:0]${LOUDNORM}${count > 1 ? `,asplit=${count}` : ''}${outputs.map((_, index) => `[a${index}]`).join('')}`] : [];
  return [...video, ...audio].join(';');
}

/**
 * One ffmpeg run that encodes renditions of a source as HLS. Every rendition forces a keyframe at
 * each multiple of the segment length and makes no other (scene cuts off, a GOP longer than a
 * segment), so segment boundaries fall at the same instants in every rendition and in every run —
 * the first rendition and the rest of the ladder are made by different processes.
 */
export function encodeArgs(job: EncodeJob): string[] {
  const outputs = job.outputs.flatMap(({ rendition, dir }, index) => {
    const audio = job.hasAudio ? ['-map', job.normalizeAudio ? `[a${index}]` : '0:a:0', '-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2', '-ar', '48000'] : [];
    return [
      ['-map', `[v${index}]`, ...audio],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', rendition.profile, '-level:v', rendition.level, '-pix_fmt', 'yuv420p'],
      job.threads ? ['-threads', String(job.threads)] : [],
      ['-b:v', `${rendition.videoKbps}k`, '-maxrate', `${Math.round(rendition.videoKbps * 1.1)}k`, '-bufsize', `${rendition.videoKbps * 2}k`],
      ['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0', '-g', '600'],
      ['-max_muxing_queue_size', '4096'],
      ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ['-hls_segment_filename', join(dir, SEGMENT_PATTERN), join(dir, RENDITION_PLAYLIST)],
    ].flat();
  });
  return ['-i', job.source, '-filter_complex', filterGraph(job), ...outputs];
}
