const COLOUR = /^#?([0-9a-f]{6})$/i;

export interface SlateJob {
  /** The rendition's own size and frame rate: the slate stands in for its segments. */
  width: number;
  height: number;
  frameRate: number;
  seconds: number;
  /** The channel's colour, `#rrggbb`. */
  colour: string;
  /** e.g. the channel's name. */
  title: string;
  /** e.g. "We'll be right back". */
  subtitle: string;
  /** From `labelFont`; without a font the slate is the colour alone. */
  fontFile: string | null;
  /** The rendition's x264 profile and level, so the slate plays wherever its CODECS say it does. */
  h264?: { profile: 'main' | 'high'; level: string } | null;
  /** An MPEG-TS file. */
  out: string;
}

/**
 * A value inside a filter graph, escaped for both levels that read it: the option (`'`, `\`, `:`)
 * and the graph (`'`, `\`, `[`, `]`, `,`, `;`). Quoting instead would lose the apostrophe of
 * "We'll be right back".
 */
export function filterValue(text: string): string {
  const option = text.replaceAll(/[\\':]/g, (char) => `\\${char}`);
  return option.replaceAll(/[\\'[\],;]/g, (char) => `\\${char}`);
}

function drawtext(text: string, fontFile: string, size: number, y: string): string {
  // expansion=none: a channel named "100% Hoops" is shown as it is written.
  return `drawtext=fontfile=${filterValue(fontFile)}:expansion=none:text=${filterValue(text)}:fontcolor=white:fontsize=${size}:shadowcolor=black@0.6:shadowx=2:shadowy=2:x=(w-text_w)/2:y=${y}`;
}

/** A bold sans glyph is about 0.65 em wide: a long name is made smaller to fit 90 % of the width. */
const fitting = (text: string, size: number, width: number): number => Math.max(8, Math.min(size, Math.floor((0.9 * width) / (0.65 * Math.max(1, text.length)))));

/**
 * ffmpeg arguments for ONE slate segment (for `runFfmpeg`, which adds the common flags): the channel's colour with its name and a line of text,
 * H.264 with a single keyframe at its start and silent AAC, at the rendition's size and frame rate.
 * The live playlist repeats it behind discontinuities while an encoder is away.
 */
export function slateSegmentArgs(job: SlateJob): string[] {
  const colour = COLOUR.exec(job.colour)?.[1];
  if (!colour) throw new Error(`Slate colour ${job.colour} is not #rrggbb`);
  const frames = Math.round(job.seconds * job.frameRate);
  const titleSize = fitting(job.title, Math.round(job.height / 12), job.width);
  const subtitleSize = fitting(job.subtitle, Math.round(job.height / 20), job.width);
  const text = job.fontFile
    ? `,${drawtext(job.title, job.fontFile, titleSize, `h/2-text_h-${Math.round(titleSize / 4)}`)},${drawtext(job.subtitle, job.fontFile, subtitleSize, `h/2+${Math.round(subtitleSize / 2)}`)}`
    : '';
  const h264 = job.h264 ?? { profile: 'high', level: '4.0' };
  return [
    ['-f', 'lavfi', '-i', `color=c=0x${colour}:s=${job.width}x${job.height}:r=${job.frameRate}`],
    ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'],
    ['-filter_complex', `[0:v]format=yuv420p${text}[v]`, '-map', '[v]', '-map', '1:a'],
    ['-frames:v', String(frames), '-t', String(job.seconds)],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', h264.profile, '-level:v', h264.level, '-g', String(frames + 1), '-sc_threshold', '0'],
    ['-c:a', 'aac', '-b:a', '64k', '-ac', '2', '-ar', '48000'],
    ['-f', 'mpegts', job.out],
  ].flat();
}
