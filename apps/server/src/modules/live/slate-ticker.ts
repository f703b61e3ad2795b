import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { IngestRow, LiveIngestRepository } from './live-ingest.repository';
import { planOf } from './ingest-feed-source';
import { ingestKey } from './ingest-videos';
import type { PlannedRendition } from './packaging/ladder-plan';

export const SLATE_SEGMENT = 'slate.ts';

export interface SlateTickerDeps {
  repository: Pick<LiveIngestRepository, 'find' | 'lastSegment' | 'appendSegment' | 'channelLook'>;
  store: Pick<MediaStore, 'exists' | 'publishFile'>;
  /** Makes one slate segment for a rendition, in the channel's look, at `out`. */
  makeSlate(rendition: PlannedRendition, look: { colour: string; title: string }, seconds: number, out: string): Promise<void>;
  segmentSeconds: number;
  /** Each tick: how long the encoder has been away (the service ends an abandoned live). */
  onTick(eventId: number, awaySeconds: number): Promise<void>;
  log: FastifyBaseLogger;
  now?: () => number;
  tickMs?: number;
}

export interface SlateTicker {
  start(eventId: number): void;
  /** Resolves once a tick in flight has finished: nothing is appended after it. */
  stop(eventId: number): Promise<void>;
  isRunning(eventId: number): boolean;
  /** The events this process shows the slate of. */
  running(): number[];
  close(): void;
}

const DEFAULT_COLOUR = '#1b1f24';

/**
 * While a live's encoder is away, its playlists go on with the channel's slate: one short segment per rendition,
 * made once, listed again (each time behind a discontinuity) for every segment length the wall clock passes.
 * Viewers keep playing; when the encoder is back its segments follow behind another discontinuity.
 */
export function createSlateTicker({ repository, store, makeSlate, segmentSeconds, onTick, log, now = () => Date.now(), tickMs = 500 }: SlateTickerDeps): SlateTicker {
  const running = new Map<number, { since: number; timer: NodeJS.Timeout; inFlight: Promise<void> | null }>();

  /** Slates known to be in the store: the ticker runs twice a second, the store is asked once per slate. */
  const made = new Set<string>();

  async function ensureSlate(row: IngestRow, rendition: PlannedRendition): Promise<void> {
    const key = ingestKey(row.event_id, `${rendition.name}/${SLATE_SEGMENT}`);
    if (made.has(key)) return;
    if (await store.exists(key)) return void made.add(key);
    const channel = await repository.channelLook(row.channel_id);
    const colours = channel ? (JSON.parse(channel.color_settings) as Record<string, string>) : {};
    const look = { colour: colours['header-background'] ?? DEFAULT_COLOUR, title: channel?.name ?? '' };
    await store.publishFile(key, (out) => makeSlate(rendition, look, segmentSeconds, out));
    made.add(key);
  }

  async function tick(eventId: number): Promise<void> {
    const row = await repository.find(eventId);
    if (!row || row.state !== 'live') return void stopTicking(eventId);
    const at = now();
    for (const rendition of planOf(row)) {
      await ensureSlate(row, rendition);
      let last = await repository.lastSegment(eventId, rendition.name);
      while (last && last.start_ms + last.duration * 1000 <= at) {
        const next = {
          event_id: eventId,
          rendition: rendition.name,
          sequence: last.sequence + 1,
          uri: SLATE_SEGMENT,
          duration: segmentSeconds,
          start_ms: last.start_ms + last.duration * 1000,
          discontinuity: 1,
          discontinuities: last.discontinuities + 1,
          slate: 1,
        };
        await repository.appendSegment(next);
        last = next;
      }
    }
    const state = running.get(eventId);
    if (state) await onTick(eventId, (at - state.since) / 1000);
  }

  function stopTicking(eventId: number): Promise<void> | null {
    const state = running.get(eventId);
    if (!state) return null;
    clearInterval(state.timer);
    running.delete(eventId);
    return state.inFlight;
  }

  return {
    start(eventId) {
      if (running.has(eventId)) return;
      const state: { since: number; timer: NodeJS.Timeout; inFlight: Promise<void> | null } = {
        since: now(),
        inFlight: null,
        timer: setInterval(() => {
          if (state.inFlight) return;
          state.inFlight = tick(eventId)
            .catch((error: unknown) => log.error({ err: error, event_id: eventId }, 'live slate not added'))
            .finally(() => (state.inFlight = null));
        }, tickMs),
      };
      running.set(eventId, state);
    },
    stop: async (eventId) => {
      await stopTicking(eventId);
    },
    isRunning: (eventId) => running.has(eventId),
    running: () => [...running.keys()],
    close() {
      for (const eventId of [...running.keys()]) void stopTicking(eventId);
    },
  };
}

