/** One HLS rendition the transcode makes: size, bitrates and the H.264 profile the master names. */
export interface RenditionPlan {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  profile: 'main' | 'high';
  level: string;
  /** RFC 6381 video codec, e.g. `avc1.640028`. */
  videoCodec: string;
}

/** One rung of the H.264 ladder uploads and live encoders share. */
export interface Rung {
  lines: number;
  videoKbps: number;
  audioKbps: number;
  profile: 'main' | 'high';
  /** H.264 level up to 30 fps, and above. */
  levels: [string, string];
}

/** Lowest first. Lines count along the short side, so an upright phone video gets the same ladder. */
export const RUNGS: readonly Rung[] = [
  { lines: 360, videoKbps: 800, audioKbps: 96, profile: 'main', levels: ['3.0', '3.1'] },
  { lines: 720, videoKbps: 2800, audioKbps: 128, profile: 'high', levels: ['3.1', '3.2'] },
  { lines: 1080, videoKbps: 5000, audioKbps: 128, profile: 'high', levels: ['4.0', '4.2'] },
];

const PROFILE_IDC = { main: '4d40', high: '6400' } as const;
export function avcCodec(profile: 'main' | 'high', level: string): string {
  const levelIdc = Math.round(Number(level) * 10);
  return `avc1.${PROFILE_IDC[profile]}${levelIdc.toString(16).padStart(2, '0')}`;
}

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

function plan(rung: Rung, lines: number, width: number, height: number, frameRate: number | null): RenditionPlan {
  const landscape = width >= height;
  const level = rung.levels[frameRate !== null && frameRate > 30.5 ? 1 : 0];
  return {
    name: `${lines}p`,
    width: landscape ? even((lines * width) / height) : lines,
    height: landscape ? lines : even((lines * height) / width),
    videoKbps: rung.videoKbps,
    audioKbps: rung.audioKbps,
    profile: rung.profile,
    level,
    videoCodec: avcCodec(rung.profile, level),
  };
}

/**
 * The ladder of a source of this displayed size: `first` (360p, or the source's own lines when it
 * has fewer) is made first so the asset plays early; `rest` are the higher rungs the source reaches
 * (never upscaled), highest first.
 */
export function planLadder(width: number, height: number, frameRate: number | null): { first: RenditionPlan; rest: RenditionPlan[] } {
  const lines = Math.min(width, height);
  const bottom = RUNGS[0]!;
  const first = plan(bottom, Math.min(bottom.lines, lines - (lines % 2)), width, height, frameRate);
  const rest = RUNGS.slice(1)
    .filter((rung) => rung.lines <= lines)
    .reverse()
    .map((rung) => plan(rung, rung.lines, width, height, frameRate));
  return { first, rest };
}

/** The variant's CODECS attribute: no audio codec for a silent source. */
export const variantCodecs = (rendition: RenditionPlan, hasAudio: boolean): string => (hasAudio ? `${rendition.videoCodec},mp4a.40.2` : rendition.videoCodec);
