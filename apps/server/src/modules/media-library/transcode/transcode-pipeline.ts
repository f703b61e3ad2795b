import { publishData } from '../../../lib/media-store/publish-data';
import { ACCEPTED_CONTAINERS, MEDIA_FAILURES } from '@ott/contracts/admin-media';
import { type ProbedMedia, ProbeError, probeMedia } from '../../../lib/ffmpeg/probe';
import { FfmpegError, type FfmpegJob } from '../../../lib/ffmpeg/run';
import type { MediaStore } from '../../../lib/media-store/media-store';
import type { JobContext } from '../../../lib/queue';
import { LIBRARY_FILES, libraryKey } from '../library-keys';
import { type MasterRendition, libraryMasterPlaylist } from '../library-master';
import { type EncodeSettings, encodeRenditions } from './encode-stage';
import { type RenderedExtras, renderExtras } from './extras-stage';
import { TranscodeFailure, failureReason, transcodeFailure } from './failure-reason';
import { createProgressTracker } from './progress-tracker';
import { storedBytes, withSource } from './published-files';
import { planLadder } from './renditions';
import type { TranscodeRepository } from './transcode.repository';

export interface TranscodePipelineDeps {
  store: MediaStore;
  repository: TranscodeRepository;
  ffmpeg: () => string;
  ffprobe: () => string;
  /** Makes this instance's playback see a change at once. */
  refresh: () => Promise<void>;
  /** Aborted when the process shuts down. */
  shutdown: AbortSignal;
  settings: EncodeSettings;
  run: (binary: string, job: FfmpegJob) => Promise<void>;
  probe?: typeof probeMedia;
  progressIntervalMs?: number;
}

type RunContext = Pick<JobContext, 'signal' | 'attempt' | 'attempts'>;

/** Overall percentage at the start of each stage; encoding is most of the work. */
const AT = { encode: 2, posters: 90, preview: 94, finish: 98 } as const;
/** Share of the encoding the first rendition stands for when a ladder follows (it runs beside it). */
const FIRST_SHARE = 0.25;
const POSTER_FILE = LIBRARY_FILES.poster;

class StaleRun extends Error {
  override name = 'StaleRun';
}

function checkProbe(probed: ProbedMedia): asserts probed is ProbedMedia & { width: number; height: number } {
  if (!probed.formatNames.some((name) => (ACCEPTED_CONTAINERS as readonly string[]).includes(name))) throw new TranscodeFailure(MEDIA_FAILURES.unsupported);
  if (!probed.hasVideo || !probed.width || !probed.height) throw new TranscodeFailure(MEDIA_FAILURES.noVideo);
}

/** ffmpeg ended on its own with an error: the same input would fail again. */
const deterministic = (error: unknown): error is TranscodeFailure | FfmpegError =>
  error instanceof TranscodeFailure || (error instanceof FfmpegError && error.message.startsWith('ffmpeg exited'));

/**
 * One processing run of an asset (docs/decisions/0050-media-library.md, "Processing"): probe,
 * first rendition, the rest of the ladder, posters, previews, finish. A failure the same input
 * would meet again ends in the failed state with its reason and nothing half-published; a cancel,
 * retry or deletion stops ffmpeg at the next progress write; anything unexpected goes back to the
 * queue.
 */
export function createTranscodePipeline(deps: TranscodePipelineDeps) {
  const { store, repository } = deps;
  const probe = deps.probe ?? probeMedia;

  async function publishMaster(id: number, renditions: readonly MasterRendition[]): Promise<void> {
    const master = libraryMasterPlaylist(renditions, await repository.captions(id));
    await publishData(store, libraryKey(id, LIBRARY_FILES.master), master);
  }

  async function process(id: number, run: number, context: RunContext): Promise<void> {
    const asset = await repository.find(id);
    if (!asset || asset.run !== run || !['queued', 'processing'].includes(asset.state)) return;
    if (!(await repository.start(id, run))) return;
    await deps.refresh();

    const stale = new AbortController();
    const signal = AbortSignal.any([context.signal, stale.signal, deps.shutdown]);
    const tracker = createProgressTracker({ write: (stage, percent) => repository.progress(id, run, stage, percent), onStale: () => stale.abort(), intervalMs: deps.progressIntervalMs });
    /** Stops the run when a write found it no longer current. */
    const current = async (written: Promise<boolean | void>) => {
      if ((await written) === false) stale.abort();
      if (stale.signal.aborted) throw new StaleRun('the run is no longer current');
    };
    /** Keys this run published, removed again if it does not end ready. */
    const published: string[] = [];
    /** The pictures, rendered beside the ladder; their scratch directory goes when the run ends. */
    const pictures: { work: Promise<RenderedExtras> | null } = { work: null };

    async function stages(source: string | null): Promise<void> {
      if (!source) throw new TranscodeFailure(failureReason(MEDIA_FAILURES.unreadable, 'the uploaded file is missing'));
      const probed = await probe(deps.ffprobe(), source, { signal }).catch((error: unknown) => {
        if (error instanceof ProbeError && !signal.aborted) throw new TranscodeFailure(failureReason(MEDIA_FAILURES.unreadable, error.message.slice(0, 200)));
        throw error;
      });
      checkProbe(probed);
      const container = probed.formatNames.join(',').slice(0, 60);
      await current(repository.probed(id, run, { duration: probed.duration, width: probed.width, height: probed.height, frame_rate: probed.frameRate, has_audio: probed.hasAudio, container }));
      const duration = probed.duration ?? 0;

      const { first, rest } = planLadder(probed.width, probed.height, probed.frameRate);
      published.push(libraryKey(id, LIBRARY_FILES.master), ...[first, ...rest].map((rendition) => libraryKey(id, rendition.name)));
      await current(tracker.enter('first_rendition', AT.encode));
      let firstEntry: MasterRendition | null = null;
      const ladder = await encodeRenditions(
        { store, ffmpeg: deps.ffmpeg(), run: deps.run, settings: deps.settings },
        {
          assetId: id,
          source,
          duration: probed.duration,
          frameRate: probed.frameRate,
          hasAudio: probed.hasAudio,
          normalizeAudio: asset!.normalize_audio === 1,
          first,
          rest,
          signal,
          onProgress: (firstDone, restDone) => {
            const share = rest.length ? FIRST_SHARE * firstDone + (1 - FIRST_SHARE) * restDone : firstDone;
            tracker.report(AT.encode + (AT.posters - AT.encode) * share);
          },
          onFirst: async (rendition) => {
            firstEntry = rendition;
            await publishMaster(id, [rendition]);
            await current(repository.renditions(id, run, [rendition]));
            await deps.refresh();
            if (rest.length) await current(tracker.enter('ladder'));
            // The first rendition's core is free again: the pictures are made while the ladder encodes.
            pictures.work = renderExtras({ store, ffmpeg: deps.ffmpeg(), run: deps.run }, source, duration, signal);
            pictures.work.catch(() => {});
          },
        },
      );
      if (rest.length) {
        const all = [firstEntry!, ...ladder];
        await publishMaster(id, all);
        await current(repository.renditions(id, run, all));
        await deps.refresh();
      }
      const extras = await pictures.work!;

      await current(tracker.enter('posters', AT.posters));
      const keepPoster = asset!.poster !== null && (await store.exists(libraryKey(id, asset!.poster)));
      published.push(libraryKey(id, 'posters'), ...(keepPoster ? [] : [libraryKey(id, LIBRARY_FILES.thumbnail), libraryKey(id, POSTER_FILE)]));
      const candidates = await extras.publishPosters(id, keepPoster);
      await current(repository.pictures(id, run, { poster: keepPoster ? asset!.poster! : POSTER_FILE, poster_candidates: candidates }));

      await current(tracker.enter('preview', AT.preview));
      published.push(libraryKey(id, LIBRARY_FILES.preview), libraryKey(id, LIBRARY_FILES.previewAlt));
      await extras.publishPreviews(id);
      await current(repository.pictures(id, run, { has_preview: 1 }));
    }

    async function unpublish(): Promise<void> {
      for (const key of published) await store.remove(key);
      await deps.refresh();
    }

    async function fail(reason: string): Promise<void> {
      if (await repository.failed(id, run, reason)) await unpublish();
    }

    try {
      await withSource(store, libraryKey(id, 'source'), stages);
      await current(tracker.enter('finish', AT.finish));
      await tracker.settled();
      await current(repository.ready(id, run, await storedBytes(store, libraryKey(id))));
      await deps.refresh();
    } catch (error) {
      await tracker.settled().catch(() => {});
      if (stale.signal.aborted) {
        // Cancelled, retried or deleted: a cancel leaves nothing playable; a newer run owns the files now;
        // a deletion may have removed the folder before this run's last publish.
        if (await repository.unpublished(id, run)) await unpublish();
        else if (!(await repository.find(id))) await store.remove(libraryKey(id));
        return;
      }
      if (context.signal.aborted || deps.shutdown.aborted) {
        if (context.attempt < context.attempts) throw error;
        await fail(MEDIA_FAILURES.interrupted);
        return;
      }
      if (deterministic(error)) {
        await fail(error instanceof FfmpegError ? transcodeFailure(error.stderrTail).message : error.message);
        return;
      }
      if (context.attempt >= context.attempts) await fail(failureReason(MEDIA_FAILURES.interrupted, error instanceof Error ? error.message.slice(0, 200) : ''));
      throw error;
    } finally {
      await pictures.work?.then((extras) => extras.dispose(), () => {});
    }
  }

  return { process };
}
export type TranscodePipeline = ReturnType<typeof createTranscodePipeline>;
