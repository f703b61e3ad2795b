import type { AdminIngest, AdminReplayPatch, IngestState, LiveStateMessage } from '@ott/contracts/live-ingest';
import { INGEST_KEYFRAME_SECONDS } from '@ott/contracts/live-ingest';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { NotFound, ValidationError } from '../../lib/errors';
import type { MediaStore } from '../../lib/media-store/media-store';
import { localStreamUrl } from '../media/media-refs';
import type { IngestRow, LiveIngestRepository } from './live-ingest.repository';
import { planOf } from './ingest-feed-source';
import type { IngestRuns } from './ingest-runs';
import { ingestAssetOf } from '../media/media-refs';
import type { IngestVideos } from './ingest-videos';
import type { PlannedRendition } from './packaging/ladder-plan';
import type { PublishDecision, PublishedStream } from './rtmp/rtmp-server';
import { writeReplay } from './replay';
import { replayPosterUrl } from './replay-poster.routes';
import type { SlateTicker } from './slate-ticker';
import type { StreamKeys } from './stream-keys';

export interface IngestServiceDeps {
  repository: LiveIngestRepository;
  keys: StreamKeys;
  runs: IngestRuns;
  slate: SlateTicker;
  store: Pick<MediaStore, 'publishFile' | 'withLocalCopy'>;
  /** Takes a replay's poster from one of its segment files. */
  takePoster(segment: string, out: string): Promise<void>;
  videos: IngestVideos;
  config: Config['live'];
  /** The server URL encoders publish to; null where it is not known here. */
  rtmpUrl(): string | null;
  /** The operators' signed preview of a live (receiving and live). */
  previewUrl(eventId: number): string;
  /** Whether the event's encoder is connected, its slate and health, from whichever process holds the ingest. */
  reportOf(eventId: number): Pick<AdminIngest, 'connected' | 'slate' | 'health'>;
  /** Cuts the event's encoder off, in whichever process holds its connection. */
  cutEncoder(eventId: number): void;
  /** An ingest changed state: lists, open players and caches learn of it. */
  changed(channelId: number, message: LiveStateMessage): void;
  log: FastifyBaseLogger;
  now?: () => number;
}

interface ChannelRef {
  id: number;
}

/**
 * Going live from an encoder (docs/decisions/0067-rtmp-ingest.md): stream keys, the states idle → receiving →
 * live → ended, the reconnect window with the slate, and the replay the recording becomes.
 */
export function createIngestService({ repository, keys, runs, slate, store, takePoster, videos, config, rtmpUrl, previewUrl, reportOf, cutEncoder, changed, log, now = () => Date.now() }: IngestServiceDeps) {
  const iso = (ms = now()) => new Date(ms).toISOString();
  const liveUrl = (eventId: number) => localStreamUrl('live', ingestAssetOf(eventId));
  const replayUrl = (eventId: number) => localStreamUrl('vod', ingestAssetOf(eventId));

  type ScheduledIngest = IngestRow & { name: string; event_utc_ts: string; end_utc_ts: string };

  async function rowOf(eventId: number): Promise<ScheduledIngest> {
    const row = await repository.find(eventId);
    if (!row) throw new NotFound();
    return row;
  }

  /** The channel's event's ingest, made (with a fresh key) on first use; another channel's event is a 404. */
  async function ensure(channel: ChannelRef, eventId: number) {
    const event = await repository.findEvent(channel.id, eventId);
    if (!event) throw new NotFound();
    const existing = await repository.find(eventId);
    if (existing) return existing;
    const key = keys.generate();
    await repository.create({ event_id: eventId, channel_id: channel.id, key_hash: key.hash, key_sealed: key.sealed, state: 'idle', dvr_seconds: config.dvrSeconds, reconnect_seconds: config.reconnectSeconds, updated_at: iso() });
    return rowOf(eventId);
  }

  function notify(row: Pick<IngestRow, 'event_id' | 'channel_id'>, state: IngestState): void {
    const streamStatus = state === 'live' ? 'live' : state === 'ended' ? 'vod' : 'upcoming';
    changed(row.channel_id, { event_id: row.event_id, state, slate: state === 'live' && slate.isRunning(row.event_id), stream_status: streamStatus });
  }

  function refreshCatalog(row: Pick<IngestRow, 'event_id' | 'channel_id' | 'renditions' | 'trim_start' | 'trim_end' | 'ended_at'>, duration: number | null): void {
    videos.set(row.event_id, { channelId: row.channel_id, renditions: planOf(row), duration, version: `${row.ended_at ?? 'live'}-${row.trim_start}-${row.trim_end}` });
  }

  /** Viewers see the feed from `fromMs` on: now for Start now, or the start of the segment that took it live. */
  async function goLive(eventId: number, fromMs = now()): Promise<void> {
    const at = iso();
    if (!(await repository.transition(eventId, ['idle', 'receiving'], { state: 'live', started_at: iso(fromMs), updated_at: at }))) return;
    await repository.markLive(eventId, liveUrl(eventId), at);
    const row = await rowOf(eventId);
    log.info({ event_id: eventId }, 'live: on air');
    notify(row, 'live');
  }

  async function finishReplay(row: IngestRow): Promise<number> {
    const plan = planOf(row);
    if (plan.length === 0 || row.started_at === null || row.ended_at === null) return 0;
    const duration = await writeReplay(repository, store, {
      eventId: row.event_id,
      plan,
      startedAtMs: Date.parse(row.started_at),
      endedAtMs: Date.parse(row.ended_at),
      trimStart: row.trim_start,
      trimEnd: row.trim_end,
      takePoster,
    });
    refreshCatalog(row, duration);
    await repository.markEnded(row.event_id, replayUrl(row.event_id), row.replay_published === 1 && duration > 0, duration > 0 ? replayPosterUrl(row.event_id) : null, iso());
    return duration;
  }

  async function end(eventId: number): Promise<void> {
    const at = iso();
    const before = await rowOf(eventId);
    if (!(await repository.transition(eventId, ['idle', 'receiving', 'live'], { state: 'ended', ended_at: at, started_at: before.started_at ?? at, updated_at: at }))) return;
    slate.stop(eventId);
    cutEncoder(eventId);
    await runs.stop(eventId);
    const row = await rowOf(eventId);
    await finishReplay(row);
    log.info({ event_id: eventId }, 'live: ended');
    notify(row, 'ended');
  }

  async function toAdmin(row: ScheduledIngest): Promise<AdminIngest> {
    const eventStart = Date.parse(row.event_utc_ts);
    const report = reportOf(row.event_id);
    const replay =
      row.state === 'ended'
        ? { published: row.replay_published === 1, duration: Math.round((await recordedSeconds(row)) * 1000) / 1000, trim_start: row.trim_start, trim_end: row.trim_end }
        : null;
    return {
      event_id: row.event_id,
      state: row.state as IngestState,
      rtmp_url: rtmpUrl(),
      stream_key: keys.open(row.key_sealed),
      connected: report.connected,
      slate: row.state === 'live' && report.slate,
      started_at: row.started_at,
      ended_at: row.ended_at,
      accepts_from: iso(eventStart - config.leadSeconds * 1000),
      reconnect_seconds: row.reconnect_seconds,
      dvr_seconds: row.dvr_seconds,
      encoder: { keyframe_seconds: INGEST_KEYFRAME_SECONDS, video_codec: 'H.264', audio_codec: 'AAC', max_resolution: '1920x1080', recommended_kbps: { '1080p': 6000, '720p': 3500 } },
      health: report.health,
      preview_url: row.state === 'receiving' || row.state === 'live' ? previewUrl(row.event_id) : null,
      replay,
    };
  }

  return {
    async info(channel: ChannelRef, eventId: number): Promise<AdminIngest> {
      return toAdmin(await ensure(channel, eventId));
    },

    /** A new key; the old one stops at once, and an encoder using it is cut off. */
    async rotateKey(channel: ChannelRef, eventId: number): Promise<AdminIngest> {
      await ensure(channel, eventId);
      const key = keys.generate();
      await repository.update(eventId, { key_hash: key.hash, key_sealed: key.sealed, updated_at: iso() });
      cutEncoder(eventId);
      return toAdmin(await rowOf(eventId));
    },

    async act(channel: ChannelRef, eventId: number, action: 'start' | 'end'): Promise<AdminIngest> {
      const row = await ensure(channel, eventId);
      if (row.state === 'ended') throw new ValidationError({ action: ['The live has ended'] });
      if (action === 'start') await goLive(eventId);
      else await end(eventId);
      return toAdmin(await rowOf(eventId));
    },

    async patchReplay(channel: ChannelRef, eventId: number, patch: AdminReplayPatch): Promise<AdminIngest> {
      const row = await ensure(channel, eventId);
      if (row.state !== 'ended') throw new ValidationError({ state: ['The live has not ended'] });
      const recorded = videos.info(ingestAssetOf(eventId)) ? await recordedSeconds(row) : 0;
      const trimStart = patch.trim_start ?? row.trim_start;
      const trimEnd = patch.trim_end ?? row.trim_end;
      if (trimStart + trimEnd >= recorded) throw new ValidationError({ trim_end: ['The trims must leave part of the recording'] });
      await repository.update(eventId, { trim_start: trimStart, trim_end: trimEnd, ...(patch.published === undefined ? {} : { replay_published: patch.published ? 1 : 0 }), updated_at: iso() });
      const updated = await rowOf(eventId);
      await finishReplay(updated);
      notify(updated, 'ended');
      return toAdmin(updated);
    },

    /** Checks a publish: the key finds an event that has not ended, inside its lead time, with no other encoder. */
    async authorize(app: string, streamKey: string): Promise<PublishDecision> {
      if (app !== 'live') return { accept: false, reason: 'unknown application' };
      const row = await repository.findByKeyHash(keys.hashOf(streamKey));
      if (!row) return { accept: false, reason: 'unknown stream key' };
      if (row.state === 'ended') return { accept: false, reason: `event ${row.event_id} has ended` };
      if (now() < Date.parse(row.event_utc_ts) - config.leadSeconds * 1000) return { accept: false, reason: `event ${row.event_id} does not accept its encoder yet` };
      if (runs.isPublishing(row.event_id)) return { accept: false, reason: `event ${row.event_id} already has an encoder` };
      return { accept: true, eventId: row.event_id };
    },

    async onPublish(stream: PublishedStream): Promise<void> {
      const row = await rowOf(stream.eventId);
      const reconnect = row.state === 'live' && row.runs > 0;
      await repository.update(row.event_id, { runs: row.runs + 1, reconnects: row.reconnects + (reconnect ? 1 : 0), updated_at: iso() });
      slate.stop(row.event_id);
      runs.start(stream, row.runs + 1, row.reconnects + (reconnect ? 1 : 0));
      log.info({ event_id: row.event_id, ip: stream.ip, reconnect }, 'live: encoder connected');
      // The event goes live with its first segment (below): until then viewers would have nothing to play.
      if (await repository.transition(row.event_id, ['idle'], { state: 'receiving', updated_at: iso() })) notify(row, 'receiving');
    },

    async onUnpublish(stream: PublishedStream): Promise<void> {
      await runs.stop(stream.eventId);
      const row = await repository.find(stream.eventId);
      log.info({ event_id: stream.eventId }, 'live: encoder disconnected');
      if (!row) return;
      if (row.state === 'live') {
        slate.start(row.event_id);
        notify(row, 'live');
      } else if (row.state === 'receiving' && (await repository.transition(row.event_id, ['receiving'], { state: 'idle', updated_at: iso() }))) notify(row, 'idle');
    },

    /** A segment arrived: an event whose start has come goes live; a live whose encoder is back leaves the slate. */
    async onSegment(eventId: number, segmentStartMs: number, first: boolean): Promise<void> {
      const row = await repository.find(eventId);
      if (row?.state === 'receiving' && now() >= Date.parse(row.event_utc_ts)) await goLive(eventId, Math.max(segmentStartMs, Date.parse(row.event_utc_ts)));
      else if (row?.state === 'live' && first) notify(row, 'live');
    },

    /** A run chose its ladder: the master lists it, and the catalog knows the renditions. */
    async onLadder(eventId: number, plan: PlannedRendition[]): Promise<void> {
      await repository.update(eventId, { renditions: JSON.stringify(plan), updated_at: iso() });
      refreshCatalog(await rowOf(eventId), null);
    },

    /** The slate has run for the reconnect window after the scheduled end: the event ends by itself. */
    async endIfAbandoned(eventId: number, awaySeconds: number): Promise<void> {
      const row = await repository.find(eventId);
      if (row?.state === 'live' && awaySeconds >= row.reconnect_seconds && now() >= Date.parse(row.end_utc_ts)) await end(eventId);
    },

    /**
     * Brings the catalog up to date with ingests changed since `after` (ISO; all of them by default), and says up to
     * when: a process that does not run the ingest (a job worker cutting clips) follows it this way.
     */
    async loadCatalog(after = ''): Promise<string> {
      let latest = after;
      for (const row of await repository.listWithLadder(after)) {
        refreshCatalog(row, row.state === 'ended' ? Math.max(0, (await recordedSeconds(row)) - row.trim_start - row.trim_end) : null);
        if (row.updated_at > latest) latest = row.updated_at;
      }
      return latest;
    },

    /** After a restart: catalog entries for every ladder, and live events whose encoder is away get the slate until it returns. */
    async resume(): Promise<void> {
      await this.loadCatalog();
      for (const row of await repository.listActive()) {
        if (runs.isPublishing(row.event_id)) continue;
        if (row.state === 'live') slate.start(row.event_id);
        else await repository.transition(row.event_id, ['receiving'], { state: 'idle', updated_at: iso() });
      }
    },
  };

  async function recordedSeconds(row: Pick<IngestRow, 'event_id' | 'renditions' | 'started_at' | 'ended_at'>): Promise<number> {
    const top = planOf(row).at(-1);
    if (!top || row.started_at === null) return 0;
    const rows = await repository.segmentsFrom(row.event_id, top.name, Date.parse(row.started_at), row.ended_at === null ? undefined : Date.parse(row.ended_at));
    return rows.filter((segment) => segment.slate === 0).reduce((sum, segment) => sum + segment.duration, 0);
  }
}
export type IngestService = ReturnType<typeof createIngestService>;
