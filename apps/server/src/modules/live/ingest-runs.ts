import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { LiveIngestRepository } from './live-ingest.repository';
import { createHealthTracker, type HealthTracker } from './ingest-health';
import { ingestKey } from './ingest-videos';
import { startPackager, type PackagedSegment, type Packager } from './packager';
import { ladderArgs } from './packaging/ladder-args';
import { type IngestInput, type PlannedRendition, planLadder } from './packaging/ladder-plan';
import type { PublishedStream, StreamMetadata } from './rtmp/rtmp-server';

export interface IngestRunsDeps {
  repository: Pick<LiveIngestRepository, 'lastSegment' | 'appendSegment' | 'update'>;
  store: Pick<MediaStore, 'publishFile'>;
  ffmpeg: () => string;
  /** DATA_DIR/ingest: ffmpeg's working directories, one per run. */
  scratchDir: string;
  segmentSeconds: number;
  lowLatency: boolean;
  log: FastifyBaseLogger;
  /** A run's ladder is known: the catalog learns the renditions. */
  onLadder(eventId: number, plan: PlannedRendition[]): Promise<void>;
  /** Before a run's first segment enters the index (the slate stops there). */
  beforeFirstSegment(eventId: number): Promise<void>;
  /** A segment is in the index (`first`: the run's first). */
  onSegment(eventId: number, segment: PackagedSegment, first: boolean): Promise<void>;
  now?: () => number;
}

/** How long a publish's picture is waited for before the ladder is chosen from what is known. */
const METADATA_WAIT_MS = 3_000;

interface Run {
  eventId: number;
  number: number;
  stream: PublishedStream;
  health: HealthTracker;
  packager: Packager | null;
  /** The slate stopping before the run's first segment; every rendition waits for it. */
  slateStopped: Promise<void> | null;
  stop: () => void;
}

/** An encoder's codec ids as FLV metadata gives them (numbers, or FourCC strings from enhanced RTMP). */
function codecName(id: number | string | null, names: Record<string, string>): string | null {
  return id === null ? null : (names[String(id)] ?? String(id));
}
const VIDEO_CODECS: Record<string, string> = { '7': 'h264', avc1: 'h264', '12': 'hevc', hvc1: 'hevc', av01: 'av1' };
const AUDIO_CODECS: Record<string, string> = { '10': 'aac', mp4a: 'aac', '2': 'mp3', '.mp3': 'mp3', Opus: 'opus' };

export function inputOf(metadata: StreamMetadata): IngestInput {
  return {
    videoCodec: codecName(metadata.videoCodecId, VIDEO_CODECS),
    audioCodec: codecName(metadata.audioCodecId, AUDIO_CODECS),
    width: metadata.width || 1280,
    height: metadata.height || 720,
    frameRate: metadata.frameRate || 30,
    keyframeInterval: null,
    videoKbps: metadata.videoKbps || null,
  };
}

/**
 * The publishes being packaged: each feeds its FLV to one ffmpeg making the ladder, and each finished segment
 * is moved into the media store (`live/<event>/<rendition>/<run>_<n>.ts`) and appended to the segment index,
 * a discontinuity where a new run (or the slate) meets what came before.
 */
export function createIngestRuns({ repository, store, ffmpeg, scratchDir, segmentSeconds, lowLatency, log, onLadder, beforeFirstSegment, onSegment, now = () => Date.now() }: IngestRunsDeps) {
  const runs = new Map<number, Run>();

  async function index(run: Run, segment: PackagedSegment): Promise<void> {
    const key = ingestKey(run.eventId, `${segment.rendition}/${segment.uri}`);
    await store.publishFile(key, async (target) => {
      await rename(segment.path, target).catch(async () => {
        await copyFile(segment.path, target);
        await rm(segment.path, { force: true });
      });
    });
    const first = run.slateStopped === null;
    await (run.slateStopped ??= beforeFirstSegment(run.eventId));
    const last = await repository.lastSegment(run.eventId, segment.rendition);
    const discontinuity = last !== undefined && (last.slate === 1 || !last.uri.startsWith(`r${run.number}_`));
    // A new run starts where the recording is, not where its ffmpeg's clock says (which may overlap the slate).
    const startMs = last && discontinuity ? Math.max(segment.startMs, last.start_ms + last.duration * 1000) : segment.startMs;
    await repository.appendSegment({
      event_id: run.eventId,
      rendition: segment.rendition,
      sequence: last ? last.sequence + 1 : 0,
      uri: segment.uri,
      duration: segment.duration,
      start_ms: startMs,
      discontinuity: discontinuity ? 1 : 0,
      discontinuities: (last?.discontinuities ?? 0) + (discontinuity ? 1 : 0),
      slate: 0,
    });
    run.health.segment(segment.rendition, segment.duration, now());
    await onSegment(run.eventId, { ...segment, startMs }, first);
  }

  /** Chooses the ladder and starts ffmpeg; returns the packager once it takes input. */
  async function startLadder(run: Run): Promise<Packager> {
    const plan = planLadder(inputOf(run.stream.metadata()), { segmentSeconds });
    run.health.plan(plan);
    await onLadder(run.eventId, plan);
    const outDir = join(scratchDir, `e${run.eventId}`, `r${run.number}`);
    await Promise.all(plan.map((rendition) => mkdir(join(outDir, rendition.name), { recursive: true })));
    log.info({ event_id: run.eventId, run: run.number, ladder: plan.map((rendition) => `${rendition.name}${rendition.transcoded ? '' : ' (passed through)'}`) }, 'live: packaging');
    const args = ladderArgs(plan, { input: 'pipe:0', inputFormat: 'flv', outDir, segmentSeconds, segmentPrefix: `r${run.number}`, lowLatency });
    run.packager = startPackager({
      ffmpeg: ffmpeg(),
      args,
      outDir,
      renditions: plan.map((rendition) => rendition.name),
      onSegment: (segment) => index(run, segment).catch((error: unknown) => log.error({ err: error, event_id: run.eventId }, 'live segment not recorded')),
      onProgress: (line) => run.health.progress(line),
      onLog: (text) => run.health.log(text),
      onExit: (code) => {
        if (code !== 0 && code !== 255) log.warn({ event_id: run.eventId, code, tail: run.health.lastLog() }, 'live packager stopped');
        void rm(outDir, { recursive: true, force: true });
      },
      now,
    });
    return run.packager;
  }

  return {
    isPublishing: (eventId: number) => runs.has(eventId),
    /** The events whose encoder this process holds. */
    publishing: () => [...runs.keys()],
    healthOf: (eventId: number) => runs.get(eventId)?.health ?? null,

    /** Starts packaging an accepted publish: the ladder is chosen once the encoder has said what it sends. */
    start(stream: PublishedStream, number: number, reconnects: number): void {
      const buffered: Buffer[] = [];
      let ready = false;
      const run: Run = { eventId: stream.eventId, number, stream, health: createHealthTracker({ stream, reconnects, segmentSeconds, now }), packager: null, slateStopped: null, stop: () => {} };
      runs.set(stream.eventId, run);
      let began: Promise<void> | null = null;
      const begin = () => {
        if (began) return began;
        clearTimeout(waiting);
        began = startLadder(run).then((packager) => {
          // What came while ffmpeg started goes first, in order; from here on chunks go straight in.
          for (const chunk of buffered.splice(0)) packager.write(chunk);
          ready = true;
        });
        began.catch((error: unknown) => {
          log.error({ err: error, event_id: run.eventId }, 'live packager did not start');
          stream.disconnect();
        });
        return began;
      };
      const waiting = setTimeout(() => void begin(), METADATA_WAIT_MS);
      const unsubscribe = stream.subscribe((chunk) => {
        if (ready && run.packager) run.packager.write(chunk);
        else buffered.push(chunk);
        if (!began && stream.metadata().width > 0) void begin();
      });
      run.stop = () => {
        clearTimeout(waiting);
        unsubscribe();
      };
    },

    /** The encoder has gone: its last segments are recorded before this resolves. */
    async stop(eventId: number): Promise<void> {
      const run = runs.get(eventId);
      if (!run) return;
      runs.delete(eventId);
      run.stop();
      await run.packager?.finish();
    },

    disconnect(eventId: number): void {
      runs.get(eventId)?.stream.disconnect();
    },

    async close(): Promise<void> {
      for (const run of runs.values()) run.stream.disconnect();
      await Promise.all([...runs.values()].map((run) => run.packager?.finish()));
    },
  };
}
export type IngestRuns = ReturnType<typeof createIngestRuns>;
