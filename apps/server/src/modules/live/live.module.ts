import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { CacheBus } from '../../lib/cache-bus';
import { runFfmpeg } from '../../lib/ffmpeg/run';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';
import { clipPosterArgs } from '../clips/clip-cut';
import { labelFont } from '../media/demo/label-font';
import { ingestAdminRoutes } from './ingest.admin-routes';
import { createIngestFeedSource } from './ingest-feed-source';
import { createIngestRuns } from './ingest-runs';
import { createIngestService, type IngestService } from './ingest.service';
import { ingestAssetOf } from '../media/media-refs';
import { createIngestVideos } from './ingest-videos';
import { createEncoderCuts } from './encoder-cuts';
import { createIngestReports } from './ingest-reports';
import { createLiveIngestRepository } from './live-ingest.repository';
import { createLiveStateHub } from './live-state-hub';
import { liveStateRoutes } from './live-state.routes';
import { slateSegmentArgs } from './packaging/slate-args';
import { type RtmpServer, startRtmpServer } from './rtmp/rtmp-server';
import { replayPosterRoutes } from './replay-poster.routes';
import { createSlateTicker } from './slate-ticker';
import { createStreamKeys, loadStreamKeySecret } from './stream-keys';

export interface LiveModuleDeps {
  config: Pick<Config, 'dataDir' | 'live'>;
  db: Kysely<Database>;
  media: Pick<MediaModule, 'store' | 'findFfmpeg' | 'playback'>;
  audit: AuditLog;
  guards: KeyGuards;
  /** Drops the channel's cached lists when one of its events changes state. */
  invalidate(channelId: number): void;
  /** Carries live state changes to the viewers' streams on every instance. */
  bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>;
  log: FastifyBaseLogger;
}

/**
 * Live ingest (docs/decisions/0067-rtmp-ingest.md): the RTMP server, the packager runs, the segment index as a
 * feed source, the console's Go live routes and the live-state stream. One process runs the ingest; every instance
 * serves the live-state stream.
 */
export function createLive({ config, db, media, audit, guards, invalidate, bus, log }: LiveModuleDeps) {
  const { segmentSeconds } = config.live;
  const repository = createLiveIngestRepository(db);
  const keys = createStreamKeys(loadStreamKeySecret(config.live.streamKeySecret, config.dataDir));
  const videos = createIngestVideos();
  // A live this instance has not catalogued (with its renditions) yet is looked up before its viewers hear of it: their player asks for its segments at once.
  const hub = createLiveStateHub(bus, log, (message) => (videos.info(ingestAssetOf(message.event_id))?.playable ? undefined : refreshCatalog()));
  const ffmpeg = () => media.findFfmpeg().path;
  let fontFile: Promise<string | null> | null = null;
  // The three parts call each other through the service, made last.
  let service: IngestService | null = null;
  const ingest = () => service!;
  const slate = createSlateTicker({
    repository,
    store: media.store,
    async makeSlate(rendition, look, seconds, out) {
      fontFile ??= labelFont(ffmpeg());
      const args = slateSegmentArgs({ width: rendition.width, height: rendition.height, frameRate: 30, seconds, colour: look.colour, title: look.title, subtitle: "We'll be right back", fontFile: await fontFile, h264: rendition.h264, out });
      await runFfmpeg(ffmpeg(), { args, timeoutMs: 60_000 });
    },
    segmentSeconds,
    onTick: (eventId, awaySeconds) => ingest().endIfAbandoned(eventId, awaySeconds),
    log,
  });
  const runs = createIngestRuns({
    repository,
    store: media.store,
    ffmpeg,
    scratchDir: join(config.dataDir, 'ingest'),
    segmentSeconds,
    lowLatency: segmentSeconds === 1,
    log,
    onLadder: (eventId, plan) => ingest().onLadder(eventId, plan),
    beforeFirstSegment: (eventId) => slate.stop(eventId),
    onSegment: (eventId, segment, first) => ingest().onSegment(eventId, segment.startMs, first),
  });
  const encoderCuts = createEncoderCuts(bus, runs, log);
  const reports = createIngestReports({ bus, runs, slate, logger: log });
  let rtmp: RtmpServer | null = null;
  let following: NodeJS.Timeout | null = null;
  /** Up to when this process's catalog of lives follows the ingests; one refresh at a time, shared by whoever asks. */
  let cataloguedUntil = '';
  let refreshing: Promise<void> | null = null;
  function refreshCatalog(): Promise<void> {
    refreshing ??= ingest()
      .loadCatalog(cataloguedUntil)
      .then((latest) => void (cataloguedUntil = latest))
      .catch((error: unknown) => log.warn({ err: error }, 'live: catalog not refreshed'))
      .finally(() => (refreshing = null));
    return refreshing;
  }
  /**
   * What encoders are told to publish to: RTMP_PUBLIC_URL, or this server's host and the port bound; null where this
   * process takes no encoders and was not told which host does (RTMP_PORT=0 without RTMP_PUBLIC_URL).
   */
  function rtmpUrl(): string | null {
    if (config.live.publicUrl) return config.live.publicUrl;
    if (!rtmp) return null;
    const ports = rtmp.ports();
    return config.live.rtmps ? `rtmps://${config.live.publicHost}:${ports.rtmps ?? config.live.rtmps.port}/live` : `rtmp://${config.live.publicHost}:${ports.rtmp}/live`;
  }
  service = createIngestService({
    repository,
    keys,
    runs,
    slate,
    store: media.store,
    takePoster: (segment, out) => runFfmpeg(ffmpeg(), { args: clipPosterArgs(segment, 0, out), timeoutMs: 30_000 }),
    videos,
    config: config.live,
    rtmpUrl,
    previewUrl: (eventId) => media.playback.previewUrl(eventId, ingestAssetOf(eventId)),
    reportOf: (eventId) => reports.of(eventId),
    cutEncoder: (eventId) => encoderCuts.cut(eventId),
    changed(channelId, message) {
      invalidate(channelId);
      void hub.publish(channelId, message);
    },
    log,
  });

  return {
    service,
    rtmpUrl,
    hub,
    /** How many ingests are in each state, across the cluster (metrics). */
    async countByState(): Promise<Record<string, number>> {
      const rows = await repository.countByState();
      return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
    },
    /** `live-<event>` videos, for the video catalog. */
    videos,
    /** The ingests' segment index as a feed source, for the media host and clips. */
    feedSource: createIngestFeedSource({ repository, segmentSeconds }),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(ingestAdminRoutes, { ingest: service, audit });
      await app.register(liveStateRoutes, { hub, guards });
      await app.register(replayPosterRoutes, { store: media.store });
    },
    /** Picks up where a restart left the lives, then listens for encoders (RTMP_PORT; `port` overrides it, 0 picks a free one). */
    async start(port = config.live.rtmpPort): Promise<{ rtmp: number; rtmps: number | null }> {
      await service.resume();
      rtmp = await startRtmpServer({
        port,
        host: config.live.rtmpHost,
        tls: config.live.rtmps,
        authorize: (app, key) => service.authorize(app, key),
        onPublish: (stream) =>
          void service
            .onPublish(stream)
            .then(reports.sendNow)
            .catch((error: unknown) => log.error({ err: error, event_id: stream.eventId }, 'live: publish not started')),
        onUnpublish: (stream) =>
          void service
            .onUnpublish(stream)
            .then(reports.sendNow)
            .catch((error: unknown) => log.error({ err: error, event_id: stream.eventId }, 'live: disconnect not handled')),
        onRefused: (ip, reason) => log.warn({ ip, reason }, 'live: publish refused'),
      });
      reports.start();
      return rtmp.ports();
    },
    /** Keeps this process's catalog of lives in step with the ingest (another process, or this one), every `everyMs`. */
    follow(everyMs = 2_000): void {
      if (following) return;
      following = setInterval(() => void refreshCatalog(), everyMs);
      following.unref();
    },
    async close(): Promise<void> {
      if (following) clearInterval(following);
      hub.close();
      encoderCuts.close();
      reports.close();
      slate.close();
      await rtmp?.close();
      await runs.close();
    },
  };
}
export type LiveModule = ReturnType<typeof createLive>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live ingest: tests start the RTMP server on a port of their own through it. */
    live: LiveModule;
  }
}
