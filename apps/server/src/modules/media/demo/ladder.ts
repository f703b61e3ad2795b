/** The two-rendition HLS ladder: 2-second segments, a keyframe every 48 frames at 24 fps. */
export interface Rendition {
  name: '360p' | '720p';
  width: number;
  height: number;
  profile: 'baseline' | 'main';
  level: '3.0' | '3.1';
  videoKbps: number;
  audioKbps: number;
  /** RFC 6381 codecs of the variant, for the master playlist. */
  codecs: string;
}

export const SEGMENT_SECONDS = 2;
export const FRAME_RATE = 24;
export const GOP_FRAMES = SEGMENT_SECONDS * FRAME_RATE;

/** Lowest first: players that take the first variant start fast and step up. */
export const LADDER: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, profile: 'baseline', level: '3.0', videoKbps: 500, audioKbps: 64, codecs: 'avc1.42c01e,mp4a.40.2' },
  { name: '720p', width: 1280, height: 720, profile: 'main', level: '3.1', videoKbps: 1500, audioKbps: 96, codecs: 'avc1.4d401f,mp4a.40.2' },
];

export const RENDITION_NAMES: ReadonlySet<string> = new Set(LADDER.map((rendition) => rendition.name));
