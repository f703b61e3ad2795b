import { join } from 'node:path';

/** Where the poster candidates are taken, as fractions of the duration. */
export const POSTER_POSITIONS = [0.1, 0.3, 0.5, 0.7] as const;
export const POSTER_WIDTH = 1280;
export const THUMBNAIL_WIDTH = 480;
/** Kind 6 and kind 7 previews, as the demo makes them: 360 lines for 6 s, 180 lines for 4 s, silent. */
export const PREVIEW = { seconds: 6, lines: 360, kbps: 500 } as const;
export const PREVIEW_ALT = { seconds: 4, lines: 180, kbps: 200 } as const;

const width = (most: number) => `scale='min(${most},iw)':-2`;

/**
 * The poster candidates (`posters/<n>.jpg`) and the thumbnail (from candidate 0), in one run. Each
 * input seeks to the keyframe before its instant and decodes just that frame (a tenth of the CPU of
 * an accurate seek, which decodes up to a whole GOP of the source per candidate).
 */
export function posterArgs(source: string, duration: number, dir: string, thumbnailPath: string): string[] {
  // Keyframes only: the frame shown is the keyframe at or before the instant, and nothing else is decoded.
  const inputs = POSTER_POSITIONS.flatMap((fraction) => ['-skip_frame', 'nokey', '-ss', (duration * fraction).toFixed(3), '-noaccurate_seek', '-i', source]);
  const graph = [`[0:v:0]${width(POSTER_WIDTH)},split=2[p0][t];[t]${width(THUMBNAIL_WIDTH)}[th]`, ...POSTER_POSITIONS.slice(1).map((_, index) => `[${index + 1}:v:0]${width(POSTER_WIDTH)}[p${index + 1}]`)].join(';');
  // The keyframe lies before the seek point, so its timestamp is negative: passthrough keeps it.
  const picture = (label: string, quality: string, path: string) => ['-map', label, '-vsync', '0', '-frames:v', '1', '-q:v', quality, path];
  const outputs = POSTER_POSITIONS.flatMap((_, index) => picture(`[p${index}]`, '3', join(dir, `${index}.jpg`)));
  return [...inputs, '-filter_complex', graph, ...outputs, ...picture('[th]', '4', thumbnailPath)];
}

/** Where the previews start: a tenth in, so they skip a slate or a black lead-in, yet stay inside short videos. */
export function previewStart(duration: number): number {
  return Math.max(0, Math.min(duration * 0.1, duration - PREVIEW.seconds));
}

/** The two short silent MP4 previews (kinds 6 and 7), H.264 baseline with the index up front. */
export function previewArgs(source: string, duration: number, previewPath: string, altPath: string): string[] {
  const start = previewStart(duration);
  const seconds = (most: number) => Math.max(0.5, Math.min(most, duration - start)).toFixed(3);
  const mp4 = (kbps: number) => ['-an', '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-b:v', `${kbps}k`, '-movflags', '+faststart'];
  const lines = (most: number) => `scale=-2:'min(${most},ih)'`;
  return [
    // From the keyframe before the instant: no decoding of frames the preview would throw away.
    ['-ss', start.toFixed(3), '-noaccurate_seek', '-i', source],
    ['-filter_complex', `[0:v:0]split=2[a][b];[a]${lines(PREVIEW.lines)}[av];[b]${lines(PREVIEW_ALT.lines)}[bv]`],
    ['-map', '[av]', '-t', seconds(PREVIEW.seconds), ...mp4(PREVIEW.kbps), '-f', 'mp4', previewPath],
    ['-map', '[bv]', '-t', seconds(PREVIEW_ALT.seconds), ...mp4(PREVIEW_ALT.kbps), '-f', 'mp4', altPath],
  ].flat();
}
