import { INGEST_SEGMENT_SECONDS } from '@ott/contracts/live-ingest';
import { avcCodec, RUNGS, type Rung } from '../../media-library/transcode/renditions';

/** What ffmpeg tells of an encoder's stream (see health.ts), enough to choose the ladder. */
export interface IngestInput {
  /** ffmpeg's codec name, e.g. `h264`, `hevc`; null when the stream has no video yet. */
  videoCodec: string | null;
  /** e.g. `aac`, `mp3`; null when the encoder sends no audio. */
  audioCodec: string | null;
  width: number;
  height: number;
  frameRate: number;
  /** Seconds between the encoder's keyframes; null until measured. */
  keyframeInterval: number | null;
  /** The encoder's video bitrate when known (its metadata or measured), for the passed-through rendition's BANDWIDTH. */
  videoKbps?: number | null;
}

export type RenditionName = 'src' | '720p' | '360p';

export interface PlannedRendition {
  name: RenditionName;
  width: number;
  height: number;
  /** False: the encoder's own H.264 is passed through untouched. */
  transcoded: boolean;
  videoKbps: number;
  audioKbps: number;
  /** RFC 6381 codecs for the master; null for a passed-through source, whose profile and level are unknown. */
  codecs: string | null;
  /** x264 profile and level of a re-encoded rendition; null when passed through. */
  h264: { profile: 'main' | 'high'; level: string } | null;
  /**
   * copy: the encoder's AAC as it is; aac: encoded from the encoder's audio; silence: encoded from
   * silence when the encoder sends none, so every live (and its slate) has the same tracks.
   */
  audio: 'copy' | 'aac' | 'silence';
}

const TOP = RUNGS[RUNGS.length - 1]!;
const LOWER: readonly { name: RenditionName; rung: Rung }[] = [
  { name: '360p', rung: RUNGS[0]! },
  { name: '720p', rung: RUNGS[1]! },
];
/** An encoder's AAC is commonly 128–160 kbit/s; the higher figure keeps BANDWIDTH an upper bound. */
const PASSTHROUGH_AUDIO_KBPS = 160;
/** Encoders send more than the ladder's own rate for the same size; the passed-through rendition is counted so when its rate is unknown. */
const PASSTHROUGH_RATE_FACTOR = 1.5;
/** Measured keyframe intervals wobble by a frame or two (29.97 fps, millisecond timestamps). */
const KEYFRAME_TOLERANCE_SECONDS = 0.1;

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

/**
 * A keyframe interval fits when it is at most the segment length and the segment length a
 * multiple of it: every segment then starts on one of the encoder's keyframes.
 */
export function keyframeIntervalFits(interval: number, segmentSeconds: number): boolean {
  const perSegment = Math.round(segmentSeconds / interval);
  return perSegment >= 1 && Math.abs(perSegment * interval - segmentSeconds) <= KEYFRAME_TOLERANCE_SECONDS;
}

export const isH264 = (codec: string | null): boolean => codec !== null && ['h264', 'avc', 'avc1'].includes(codec.toLowerCase().replaceAll(/[^0-9a-z]/g, ''));
const isAac = (codec: string | null): boolean => codec !== null && codec.toLowerCase().startsWith('aac');

/** The source's displayed size brought to `lines` along its short side, both sides even. */
function sized(width: number, height: number, lines: number): { width: number; height: number } {
  return width >= height ? { width: even((lines * width) / height), height: even(lines) } : { width: even(lines), height: even((lines * height) / width) };
}

/** The smallest rung at least this many lines, for the rates and level of an odd size. */
const rungFor = (lines: number): Rung => RUNGS.find((rung) => rung.lines >= lines) ?? TOP;

function encoded(name: RenditionName, size: { width: number; height: number }, rung: Rung, input: IngestInput, hasAudio: boolean): PlannedRendition {
  const highRate = input.frameRate > 30.5;
  const level = rung.levels[highRate ? 1 : 0];
  return {
    name,
    ...size,
    transcoded: true,
    // Twice the frames need more bits, not twice as many.
    videoKbps: Math.round(rung.videoKbps * (highRate ? 1.5 : 1)),
    audioKbps: rung.audioKbps,
    codecs: `${avcCodec(rung.profile, level)},mp4a.40.2`,
    h264: { profile: rung.profile, level },
    audio: hasAudio ? 'aac' : 'silence',
  };
}

/**
 * The live ladder for an encoder's stream, lowest first: `src` (the encoder's picture, passed
 * through when it is H.264 with AAC or no audio and keyframes that fit the segments, otherwise
 * re-encoded at its size up to 1080p), then 720p and 360p where they are strictly below it.
 */
export function planLadder(input: IngestInput, options: { segmentSeconds?: number } = {}): PlannedRendition[] {
  const segmentSeconds = options.segmentSeconds ?? INGEST_SEGMENT_SECONDS;
  const hasAudio = input.audioCodec !== null;
  const lines = Math.min(input.width, input.height);
  const passThrough =
    isH264(input.videoCodec) && (!hasAudio || isAac(input.audioCodec)) && (input.keyframeInterval === null || keyframeIntervalFits(input.keyframeInterval, segmentSeconds));

  let src: PlannedRendition;
  if (passThrough) {
    const rung = rungFor(lines);
    src = {
      name: 'src',
      width: input.width,
      height: input.height,
      transcoded: false,
      videoKbps: Math.round(input.videoKbps ?? rung.videoKbps * PASSTHROUGH_RATE_FACTOR),
      audioKbps: hasAudio ? PASSTHROUGH_AUDIO_KBPS : rung.audioKbps,
      codecs: null,
      h264: null,
      audio: hasAudio ? 'copy' : 'silence',
    };
  } else {
    // Down to even, never a line above the source.
    const srcLines = Math.min(lines - (lines % 2), TOP.lines);
    src = encoded('src', sized(input.width, input.height, srcLines), rungFor(srcLines), input, hasAudio);
  }

  const srcLines = Math.min(src.width, src.height);
  const lower = LOWER.filter(({ rung }) => rung.lines < srcLines).map(({ name, rung }) => encoded(name, sized(input.width, input.height, rung.lines), rung, input, hasAudio));
  return [...lower, src];
}
