import type { IngestHealth } from '@ott/contracts/live-ingest';
import { createLadderProgressReader, healthWarnings, type IngestStreamInfo, type LadderProgress, parseInputStreams } from './packaging/health';
import type { PlannedRendition } from './packaging/ladder-plan';
import type { PublishedStream } from './rtmp/rtmp-server';

export interface HealthTracker {
  plan(plan: PlannedRendition[]): void;
  segment(rendition: string, duration: number, atMs: number): void;
  /** ffmpeg's `-progress` output, in chunks. */
  progress(chunk: string): void;
  /** What ffmpeg printed on stderr. */
  log(text: string): void;
  lastLog(): string;
  snapshot(): IngestHealth;
}

/** Segments whose lengths give the keyframe interval, and bytes whose rate gives the bitrate. */
const RECENT = 5;
const LOG_TAIL = 2_000;

/**
 * A publish's stream health, as the console shows it while live: what the encoder sends (its metadata and
 * ffmpeg's reading of the input), the input's measured bitrate, the keyframe interval the passed-through
 * segments reveal, and how the packager keeps up.
 */
export function createHealthTracker({ stream, reconnects, segmentSeconds, now }: { stream: PublishedStream; reconnects: number; segmentSeconds: number; now: () => number }): HealthTracker {
  let ladder: PlannedRendition[] = [];
  const durations: number[] = [];
  let lastSegmentAt: number | null = null;
  let latest: LadderProgress | null = null;
  let dropped = 0;
  const readProgress = createLadderProgressReader((block) => {
    latest = block;
    dropped = Math.max(dropped, block.dropFrames);
  });
  let input: IngestStreamInfo | null = null;
  let logHead = '';
  let logTail = '';
  const samples: Array<{ at: number; bytes: number }> = [{ at: now(), bytes: stream.inBytes() }];

  function bitrateKbps(): number | null {
    samples.push({ at: now(), bytes: stream.inBytes() });
    while (samples.length > 2 && samples[samples.length - 1]!.at - samples[0]!.at > RECENT * segmentSeconds * 1000) samples.shift();
    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    const seconds = (last.at - first.at) / 1000;
    return seconds < 1 ? null : Math.round(((last.bytes - first.bytes) * 8) / 1000 / seconds);
  }

  return {
    plan(plan) {
      ladder = plan;
    },
    segment(rendition, duration, atMs) {
      // The top rendition is the source's own cut (or the biggest re-encode): its lengths follow the keyframes.
      if (rendition !== ladder.at(-1)?.name) return;
      durations.push(duration);
      if (durations.length > RECENT) durations.shift();
      lastSegmentAt = atMs;
    },
    progress: (chunk) => readProgress(chunk),
    log(text) {
      logTail = (logTail + text).slice(-LOG_TAIL);
      // ffmpeg describes its input once, at the start.
      if (input === null && logHead.length < 20_000) {
        logHead += text;
        input = parseInputStreams(logHead);
      }
    },
    lastLog: () => logTail,
    snapshot() {
      const metadata = stream.metadata();
      const top = ladder.at(-1);
      const passedThrough = top !== undefined && !top.transcoded;
      // Passed-through segments are cut on the encoder's keyframes (the newest may be cut short by a drop).
      const keyframe = passedThrough && durations.length > 1 ? Math.max(...durations.slice(0, -1)) : null;
      const bitrate = bitrateKbps();
      const videoCodec = input?.videoCodec ?? null;
      const audioCodec = input ? input.audioCodec : null;
      const progress = latest as LadderProgress | null;
      return {
        width: input?.width ?? (metadata.width || null),
        height: input?.height ?? (metadata.height || null),
        frame_rate: input?.frameRate ?? (metadata.frameRate || null),
        video_codec: videoCodec,
        audio_codec: audioCodec,
        bitrate_kbps: bitrate,
        keyframe_interval: keyframe === null ? null : Math.round(keyframe * 100) / 100,
        speed: progress?.speed ?? null,
        dropped_frames: dropped,
        reconnects,
        last_segment_at: lastSegmentAt === null ? null : new Date(lastSegmentAt).toISOString(),
        warnings: input === null ? [] : healthWarnings({ keyframeInterval: keyframe, bitrateKbps: bitrate, videoCodec, audioCodec, plan: ladder, segmentSeconds }),
        renditions: ladder.map(({ name, width, height, transcoded, videoKbps }) => ({ name, width, height, transcoded, video_kbps: videoKbps })),
      };
    },
  };
}
