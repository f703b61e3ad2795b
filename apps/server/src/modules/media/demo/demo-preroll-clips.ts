import { quotedOption } from './demo-args';
import { FRAME_RATE, GOP_FRAMES } from './ladder';

/** A generated advertisement clip the seeded prerolls point to (`/media/prerolls/<name>.mp4`). */
export interface DemoPrerollClip {
  name: string;
  /** What it advertises, drawn in the middle. */
  label: string;
  /** The notice in the corner, in the channel's language. */
  notice: string;
  /** The line above the countdown, in the channel's language. */
  countdown: string;
  /** Background, as an ffmpeg colour. */
  color: string;
  toneHz: number;
}

export const PREROLL_SECONDS = 6;

export const DEMO_PREROLL_CLIPS: readonly DemoPrerollClip[] = [
  { name: 'varsity-season-promo', label: 'Varsity Season Pass', notice: 'Advertisement', countdown: 'Your video starts in', color: '0x1e3a8a', toneHz: 330 },
  { name: 'huskies-fieldhouse-sponsor', label: 'Huskies Fieldhouse', notice: 'Advertisement', countdown: 'Your video starts in', color: '0x5b21b6', toneHz: 392 },
  { name: 'rsu-saison-promo', label: 'Saison RSU', notice: 'Publicité', countdown: 'Votre vidéo commence dans', color: '0xb91c1c', toneHz: 294 },
];

function texts(clip: DemoPrerollClip, fontFile: string): string {
  const text = (value: string, size: number, x: string, y: string) =>
    `drawtext=fontfile=${quotedOption(fontFile)}:text=${quotedOption(value)}:fontcolor=white:fontsize=${size}:x=${x}:y=${y}`;
  return [
    text(clip.notice, 28, '32', '32'),
    text(clip.label, 84, '(w-text_w)/2', '(h-text_h)/2'),
    // Counts the seconds left, so the clip visibly plays.
    text(`${clip.countdown} %{eif\\:ceil(${PREROLL_SECONDS}-t)\\:d}`, 32, '(w-text_w)/2', 'h-text_h-48'),
  ].join(',');
}

/** One 6-second 720p H.264/AAC MP4 with its index up front (faststart), so it starts playing at once. */
export function prerollArgs(clip: DemoPrerollClip, outFile: string, fontFile: string | null): string[] {
  return [
    ['-f', 'lavfi', '-i', `color=c=${clip.color}:s=1280x720:r=${FRAME_RATE}:d=${PREROLL_SECONDS}`],
    ['-f', 'lavfi', '-i', `sine=frequency=${clip.toneHz}:sample_rate=48000:d=${PREROLL_SECONDS}`],
    fontFile ? ['-vf', texts(clip, fontFile)] : [],
    ['-map', '0:v', '-map', '1:a'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-b:v', '1200k', '-g', String(GOP_FRAMES)],
    ['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'],
    ['-movflags', '+faststart', '-f', 'mp4', outFile],
  ].flat();
}
