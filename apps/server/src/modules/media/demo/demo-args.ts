import { join } from 'node:path';
import { DEMO_EXTRAS, type DemoAsset } from './demo-assets';
import { FRAME_RATE, GOP_FRAMES, LADDER, SEGMENT_SECONDS } from './ladder';

/** Quotes a value for a filter option inside -filter_complex; a quote cannot be quoted, so it is dropped. */
export function quotedOption(text: string): string {
  return `'${text.replaceAll("'", '')}'`;
}

function label(text: string, height: number, fontFile: string | null): string {
  if (!fontFile) return '';
  const size = Math.round(height / 14);
  // The running clock shows playback moving, and where a loop restarts.
  const clock = '%{pts\\:hms}';
  return `,drawtext=fontfile=${quotedOption(fontFile)}:text=${quotedOption(`${text}  ${clock}`)}:fontcolor=white:fontsize=${size}:x=${size}:y=h-th-${size}:box=1:boxcolor=black@0.6:boxborderw=${Math.round(size / 3)}`;
}

export interface LadderJob {
  asset: DemoAsset;
  seconds: number;
  /** Directory that receives one sub-directory per rendition. */
  outDir: string;
  /** Prefix of segment file names; it changes whenever the output would, so segments can be cached forever. */
  segmentPrefix: string;
  fontFile: string | null;
}

/** One ffmpeg run that renders the pattern once and encodes every rendition of the ladder as HLS. */
export function ladderArgs({ asset, seconds, outDir, segmentPrefix, fontFile }: LadderJob): string[] {
  const top = LADDER[LADDER.length - 1]!;
  const source = `${asset.pattern}=s=${top.width}x${top.height}:r=${FRAME_RATE}:d=${seconds}`;
  const tone = `sine=frequency=${asset.toneHz}:beep_factor=4:sample_rate=48000:d=${seconds}`;
  const hue = asset.hue ? `hue=h=${asset.hue},` : '';
  const branches = LADDER.map((rendition, index) => {
    const scale = rendition === top ? 'null' : `scale=${rendition.width}:${rendition.height}`;
    return `[s${index}]${scale}${label(`${asset.label} · ${rendition.name}`, rendition.height, fontFile)}[v${index}]`;
  });
  const graph = `[0:v]${hue}split=${LADDER.length}${LADDER.map((_, index) => `[s${index}]`).join('')};${branches.join(';')}`;

  const outputs = LADDER.flatMap((rendition, index) => [
    ['-map', `[v${index}]`, '-map', '1:a'],
    ['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', rendition.profile, '-level:v', rendition.level, '-pix_fmt', 'yuv420p'],
    // Fixed GOP with no scene-cut keyframes: every segment starts on a keyframe at the same time in every rendition.
    ['-g', String(GOP_FRAMES), '-keyint_min', String(GOP_FRAMES), '-sc_threshold', '0'],
    ['-b:v', `${rendition.videoKbps}k`, '-maxrate', `${Math.round(rendition.videoKbps * 1.2)}k`, '-bufsize', `${rendition.videoKbps * 2}k`],
    ['-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2', '-ar', '48000'],
    ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
    ['-hls_segment_filename', join(outDir, rendition.name, `${segmentPrefix}_%05d.ts`), join(outDir, rendition.name, 'index.m3u8')],
  ].flat());
  return ['-f', 'lavfi', '-i', source, '-f', 'lavfi', '-i', tone, '-filter_complex', graph, ...outputs];
}

/** Poster (kind 1), thumbnail (kind 5) and two short silent MP4 previews (kinds 6, 7), cut from the top rendition. */
export function extrasArgs(dir: string, seconds: number): string[] {
  const at = Math.min(4, seconds / 2);
  const previewSeconds = Math.min(6, seconds - at);
  const mp4 = (kbps: number) => ['-an', '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-b:v', `${kbps}k`, '-movflags', '+faststart'];
  const top = LADDER[LADDER.length - 1]!;
  return [
    ['-ss', String(at), '-i', join(dir, top.name, 'index.m3u8')],
    ['-filter_complex', '[0:v]split=4[p][t][a][b];[t]scale=320:180[ts];[a]scale=640:360[as];[b]scale=320:180[bs]'],
    ['-map', '[p]', '-frames:v', '1', '-q:v', '3', join(dir, DEMO_EXTRAS.poster)],
    ['-map', '[ts]', '-frames:v', '1', '-q:v', '4', join(dir, DEMO_EXTRAS.thumbnail)],
    ['-map', '[as]', '-t', String(previewSeconds), ...mp4(500), join(dir, DEMO_EXTRAS.preview)],
    ['-map', '[bs]', '-t', String(Math.min(4, previewSeconds)), ...mp4(200), join(dir, DEMO_EXTRAS.previewAlt)],
  ].flat();
}
