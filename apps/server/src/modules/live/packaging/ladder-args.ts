import { join } from 'node:path';
import type { PlannedRendition } from './ladder-plan';

export const RENDITION_PLAYLIST = 'index.m3u8';
/** Segment file names the media store accepts: `<prefix>_%06d.ts`, at most 40 characters. */
const SEGMENT_PREFIX = /^[0-9a-z_]{1,33}$/;
/** Segments ffmpeg keeps listed in each rendition's playlist: the watcher takes each one as it is finished. */
const LIST_SIZE = 6;
/** With `lowLatency`, segments are this long, whatever `segmentSeconds` says. */
export const LOW_LATENCY_SEGMENT_SECONDS = 1;
const SILENCE = 'anullsrc=channel_layout=stereo:sample_rate=48000';

export interface LadderJob {
  /** `pipe:0` in production, fed by the RTMP server; a file in tests and benches. */
  input: string;
  /** Default `flv`, what RTMP carries. */
  inputFormat?: string;
  /** Receives one directory per rendition (`<outDir>/<name>/`), which must exist: the hls muxer makes none. */
  outDir: string;
  segmentSeconds: number;
  /** Changes with every run, so a segment name is never reused and can be cached forever. */
  segmentPrefix: string;
  /**
   * 1 s segments and no B-frames or look-ahead in x264, for hls.js's low-latency mode (the
   * encoder must send a keyframe every second for src to pass through). Not `-fflags nobuffer`:
   * it gains only at start-up, and the bundled ffmpeg then ends the silence track at once. ffmpeg's hls muxer cannot make LL-HLS: it writes whole segments only, with no
   * EXT-X-PART, EXT-X-PRELOAD-HINT or blocking playlist reload (only its dash muxer has a
   * non-standard `-lhls` prefetch). So low latency here means short segments and a player that
   * stays close to the live edge.
   */
  lowLatency?: boolean;
}

export const renditionDir = (outDir: string, name: string): string => join(outDir, name);

function videoArgs(rendition: PlannedRendition, index: number, segmentSeconds: number, lowLatency: boolean): string[] {
  if (!rendition.transcoded || !rendition.h264) return ['-map', '0:v:0', '-c:v', 'copy'];
  const { videoKbps, h264 } = rendition;
  return [
    ['-map', `[v${index}]`, '-c:v', 'libx264', '-preset', 'veryfast'],
    lowLatency ? ['-tune', 'zerolatency'] : [],
    ['-profile:v', h264.profile, '-level:v', h264.level],
    ['-b:v', `${videoKbps}k`, '-maxrate', `${Math.round(videoKbps * 1.1)}k`, '-bufsize', `${videoKbps * 2}k`],
    // A keyframe at each multiple of the segment length and no other (no scene cuts, a GOP longer
    // than a segment): every rendition's segments start at the same instants.
    ['-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`, '-sc_threshold', '0', '-g', String(Math.round(segmentSeconds * 300))],
  ].flat();
}

function audioArgs(rendition: PlannedRendition): string[] {
  if (rendition.audio === 'copy') return ['-map', '0:a:0', '-c:a', 'copy'];
  return ['-map', rendition.audio === 'silence' ? '1:a:0' : '0:a:0', '-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2', '-ar', '48000'];
}

/** The scaled pictures of the re-encoded renditions, decoded once: `[v<index>]` per rendition. */
function filterGraph(plan: PlannedRendition[]): string | null {
  const scaled = plan.flatMap((rendition, index) => (rendition.transcoded ? [{ rendition, index }] : []));
  if (scaled.length === 0) return null;
  const branch = (index: number) => (scaled.length > 1 ? `[s${index}]` : '[0:v:0]');
  const split = scaled.length > 1 ? [`[0:v:0]split=${scaled.length}${scaled.map(({ index }) => `[s${index}]`).join('')}`] : [];
  return [...split, ...scaled.map(({ rendition, index }) => `${branch(index)}scale=${rendition.width}:${rendition.height},setsar=1,format=yuv420p[v${index}]`)].join(';');
}

/**
 * ONE ffmpeg process that makes every rendition of the plan as HLS from the encoder's stream:
 * `<outDir>/<name>/index.m3u8` with segments `<outDir>/<name>/<segmentPrefix>_000000.ts`….
 * Progress blocks go to stdout (`-progress pipe:1`, see health.ts); stderr tells what the input is.
 *
 * A segment is finished once its rendition's playlist lists it (see finishedSegments): `temp_file`
 * makes newer ffmpeg write each segment and playlist aside and rename it, but the ffmpeg shipped in
 * node_modules ignores it for local paths and writes both in place.
 *
 * One hls output per rendition rather than one with `-var_stream_map`: the ffmpeg shipped in
 * node_modules predates `name:` in the stream map, so its directories could only be numbered.
 */
export function ladderArgs(plan: PlannedRendition[], job: LadderJob): string[] {
  if (!SEGMENT_PREFIX.test(job.segmentPrefix)) throw new Error(`Segment prefix ${job.segmentPrefix} is not 1 to 33 of [0-9a-z_]`);
  const lowLatency = job.lowLatency ?? false;
  const segmentSeconds = lowLatency ? LOW_LATENCY_SEGMENT_SECONDS : job.segmentSeconds;
  const silent = plan.some((rendition) => rendition.audio === 'silence');
  const graph = filterGraph(plan);

  const outputs = plan.flatMap((rendition, index) => {
    const dir = renditionDir(job.outDir, rendition.name);
    return [
      videoArgs(rendition, index, segmentSeconds, lowLatency),
      audioArgs(rendition),
      // The endless silence must stop when the encoder's stream does.
      silent ? ['-shortest'] : [],
      ['-max_muxing_queue_size', '4096'],
      ['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', String(LIST_SIZE)],
      ['-hls_flags', 'temp_file+independent_segments+program_date_time'],
      ['-hls_segment_filename', join(dir, `${job.segmentPrefix}_%06d.ts`), join(dir, RENDITION_PLAYLIST)],
    ].flat();
  });

  return [
    ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', '-y'],
    ['-f', job.inputFormat ?? 'flv', '-i', job.input],
    silent ? ['-f', 'lavfi', '-i', SILENCE] : [],
    graph ? ['-filter_complex', graph] : [],
    // The encoder's own timestamps, no frame dropped or doubled: the re-encoded renditions stay
    // frame for frame with the passed-through one.
    ['-vsync', 'passthrough'],
    outputs,
  ].flat();
}
