import type { IngestHealth } from '@ott/contracts/live-ingest';
import type { PlannedRendition } from './packaging/ladder-plan';
import type { PublishedStream } from './rtmp/rtmp-server';

export interface HealthTracker {
  plan(plan: PlannedRendition[]): void;
  segment(rendition: string, duration: number, atMs: number): void;
  /** One line of ffmpeg's `-progress` output. */
  progress(line: string): void;
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
  const progress = new Map<string, string>();
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

  const numberOf = (key: string): number | null => {
    const value = Number.parseFloat(progress.get(key) ?? '');
    return Number.isFinite(value) ? value : null;
  };

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
    progress(line) {
      const at = line.indexOf('=');
      if (at > 0) progress.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
    },
    log(text) {
      logTail = (logTail + text).slice(-LOG_TAIL);
    },
    lastLog: () => logTail,
    snapshot() {
      const metadata = stream.metadata();
      const top = ladder.at(-1);
      const passedThrough = top !== undefined && !top.transcoded;
      const keyframe = passedThrough && durations.length > 1 ? Math.max(...durations.slice(0, -1)) : null;
      const bitrate = bitrateKbps();
      const warnings: IngestHealth['warnings'] = [];
      if (keyframe !== null && keyframe > segmentSeconds + 0.1) warnings.push('keyframe_interval');
      if (bitrate !== null && metadata.height >= 720 && bitrate < 2_500) warnings.push('low_bitrate');
      const speed = numberOf('speed');
      return {
        width: metadata.width || null,
        height: metadata.height || null,
        frame_rate: metadata.frameRate || null,
        video_codec: metadata.videoCodecId === null ? null : String(metadata.videoCodecId),
        audio_codec: metadata.audioCodecId === null ? null : String(metadata.audioCodecId),
        bitrate_kbps: bitrate,
        keyframe_interval: keyframe === null ? null : Math.round(keyframe * 100) / 100,
        speed,
        dropped_frames: numberOf('drop_frames') ?? 0,
        reconnects,
        last_segment_at: lastSegmentAt === null ? null : new Date(lastSegmentAt).toISOString(),
        warnings,
        renditions: ladder.map(({ name, width, height, transcoded, videoKbps }) => ({ name, width, height, transcoded, video_kbps: videoKbps })),
      };
    },
  };
}
