import { INGEST_MIN_VIDEO_KBPS, type IngestWarning } from '@ott/contracts/live-ingest';
import { isH264, keyframeIntervalFits, type PlannedRendition } from './ladder-plan';

/** The encoder's stream as ffmpeg describes its input on stderr; null where it does not say. */
export interface IngestStreamInfo {
  videoCodec: string | null;
  /** The H.264 profile in brackets, e.g. `High`. */
  videoProfile: string | null;
  audioCodec: string | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  /** The rate the stream line gives (from an FLV, the encoder's own `videodatarate`). */
  videoKbps: number | null;
}

const number = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const value = text.endsWith('k') ? Number(text.slice(0, -1)) * 1000 : Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * Reads the `Input #0` block of ffmpeg's stderr (the `Stream #0:n: Video: …` and `Audio: …` lines),
 * stopping where the output's own stream lines begin. Null until ffmpeg has printed that block.
 */
export function parseInputStreams(stderr: string): IngestStreamInfo | null {
  const start = stderr.indexOf('Input #0');
  if (start === -1) return null;
  const rest = stderr.slice(start);
  const end = rest.search(/^(Output #|Stream mapping:)/m);
  if (end === -1) return null;
  const block = rest.slice(0, end);

  const video = /^\s*Stream #0:\d+\S*: Video: (\w+)(?: \(([^)]*)\))?(.*)$/m.exec(block);
  const audio = /^\s*Stream #0:\d+\S*: Audio: (\w+)/m.exec(block);
  const details = video?.[3] ?? '';
  const size = /, (\d{2,5})x(\d{2,5})\b/.exec(details);
  const frameRate = number(/, ([\d.]+k?) fps\b/.exec(details)?.[1]) ?? number(/, ([\d.]+k?) tbr\b/.exec(details)?.[1]);
  const kbps = number(/, (\d+) kb\/s\b/.exec(details)?.[1]);
  return {
    videoCodec: video?.[1] ?? null,
    videoProfile: video?.[2] && !video[2].includes('/') ? video[2] : null,
    audioCodec: audio?.[1] ?? null,
    width: size ? Number(size[1]) : null,
    height: size ? Number(size[2]) : null,
    frameRate: frameRate === null ? null : Math.round(frameRate * 1000) / 1000,
    videoKbps: kbps === null ? null : Math.round(kbps),
  };
}

/** One block of `-progress pipe:1`. */
export interface LadderProgress {
  frame: number;
  fps: number;
  /** kbit/s of the output when ffmpeg knows it (never for HLS, whose size it does not track). */
  bitrateKbps: number | null;
  dropFrames: number;
  dupFrames: number;
  /** Times real time; below 1 the packager falls behind the encoder. */
  speed: number | null;
  outSeconds: number;
  /** progress=end: ffmpeg has finished. */
  ended: boolean;
}

function progressBlock(fields: Map<string, string>): LadderProgress {
  const int = (key: string) => Number.parseInt(fields.get(key) ?? '', 10) || 0;
  const bitrate = /^([\d.]+)kbits\/s$/.exec(fields.get('bitrate') ?? '');
  const speed = Number.parseFloat(fields.get('speed') ?? '');
  const outMicros = fields.get('out_time_us') ?? fields.get('out_time_ms') ?? '';
  return {
    frame: int('frame'),
    fps: Number.parseFloat(fields.get('fps') ?? '') || 0,
    bitrateKbps: bitrate ? Number(bitrate[1]) : null,
    dropFrames: int('drop_frames'),
    dupFrames: int('dup_frames'),
    speed: Number.isFinite(speed) ? speed : null,
    outSeconds: /^\d+$/.test(outMicros) ? Number(outMicros) / 1e6 : 0,
    ended: fields.get('progress') === 'end',
  };
}

/** Feeds on ffmpeg's stdout in chunks split anywhere and reports each complete progress block. */
export function createLadderProgressReader(onProgress: (progress: LadderProgress) => void): (chunk: string) => void {
  let pending = '';
  let fields = new Map<string, string>();
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const equals = line.indexOf('=');
      if (equals === -1) continue;
      const key = line.slice(0, equals).trim();
      fields.set(key, line.slice(equals + 1).trim());
      if (key === 'progress') {
        onProgress(progressBlock(fields));
        fields = new Map();
      }
    }
  };
}

/** Every progress block in a whole stdout, for tests and benches. */
export function parseProgress(stdout: string): LadderProgress[] {
  const blocks: LadderProgress[] = [];
  createLadderProgressReader((block) => blocks.push(block))(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
  return blocks;
}

export interface HealthFacts {
  keyframeInterval: number | null;
  bitrateKbps: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
  plan: PlannedRendition[];
  segmentSeconds: number;
}

const SOURCE_LINES_FOR_BITRATE = 720;

/** The plain warnings the console shows beside the health figures, in the contract's order. */
export function healthWarnings({ keyframeInterval, bitrateKbps, videoCodec, audioCodec, plan, segmentSeconds }: HealthFacts): IngestWarning[] {
  const src = plan.find((rendition) => rendition.name === 'src');
  const sourceLines = src ? Math.min(src.width, src.height) : 0;
  const warnings: IngestWarning[] = [];
  if (keyframeInterval !== null && !keyframeIntervalFits(keyframeInterval, segmentSeconds)) warnings.push('keyframe_interval');
  // A 720p rendition made from less than this shows the encoder's artefacts, scaled.
  if (bitrateKbps !== null && sourceLines >= SOURCE_LINES_FOR_BITRATE && bitrateKbps < INGEST_MIN_VIDEO_KBPS) warnings.push('low_bitrate');
  if (videoCodec !== null && !isH264(videoCodec)) warnings.push('not_h264');
  if (audioCodec === null) warnings.push('no_audio');
  return warnings;
}
