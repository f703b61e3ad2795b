import { IngestHealth } from '@ott/contracts/live-ingest';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CacheBus } from '../../lib/cache-bus';
import type { IngestRuns } from './ingest-runs';
import type { SlateTicker } from './slate-ticker';

/** The bus topic of the ingest's reports: whether an event's encoder is connected, its slate, its stream health. */
export const INGEST_REPORT_TOPIC = 'live-ingest-report';
const IngestReport = z.object({ event_id: z.number().int().positive(), connected: z.boolean(), slate: z.boolean(), health: IngestHealth.nullable() });
export type IngestReport = z.infer<typeof IngestReport>;

/** How often the ingest reports, and how long a report is believed: an ingest that died reads as disconnected. */
export const REPORT_EVERY_MS = 2_000;
export const REPORT_TTL_MS = 6_000;

const NOTHING = { connected: false, slate: false, health: null } as const;

/**
 * What the console's Go live panel shows of an encoder, on every instance: the process holding the RTMP
 * connection (docs/decisions/0072-nginx-edge.md) reports each event it connects, slates or loses on the bus
 * every REPORT_EVERY_MS, and each instance keeps the latest report per event for REPORT_TTL_MS.
 */
export function createIngestReports({
  bus,
  runs,
  slate,
  logger,
  now = () => Date.now(),
}: {
  bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>;
  runs: Pick<IngestRuns, 'isPublishing' | 'healthOf' | 'publishing'>;
  slate: Pick<SlateTicker, 'isRunning' | 'running'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}) {
  const heard = new Map<number, { report: IngestReport; at: number }>();
  const stopHearing = bus.subscribeNotices(INGEST_REPORT_TOPIC, (data) => {
    const report = IngestReport.safeParse(data);
    if (!report.success) return logger.warn({ topic: INGEST_REPORT_TOPIC }, 'live: ignored a malformed ingest report');
    heard.set(report.data.event_id, { report: report.data, at: now() });
  });
  /** Events reported last time: one that has left is reported once more, as gone. */
  let reported = new Set<number>();
  let timer: NodeJS.Timeout | null = null;

  const local = (eventId: number): IngestReport => ({ event_id: eventId, connected: runs.isPublishing(eventId), slate: slate.isRunning(eventId), health: runs.healthOf(eventId)?.snapshot() ?? null });

  function send(): void {
    const current = new Set([...runs.publishing(), ...slate.running()]);
    for (const eventId of new Set([...current, ...reported])) {
      bus.publishNotice(INGEST_REPORT_TOPIC, local(eventId)).catch((error: unknown) => logger.warn({ err: error, event_id: eventId }, 'live: ingest report not sent'));
    }
    reported = current;
  }

  return {
    /** The ingest's process reports from now on. */
    start(): void {
      timer ??= setInterval(send, REPORT_EVERY_MS);
      timer.unref();
    },
    /** An encoder connected or left: reported at once rather than at the next tick. */
    sendNow: send,
    /** This process's own reading when it holds the event's ingest, else the latest report heard in time. */
    of(eventId: number): Omit<IngestReport, 'event_id'> {
      if (runs.isPublishing(eventId) || slate.isRunning(eventId)) return local(eventId);
      const entry = heard.get(eventId);
      if (!entry || now() - entry.at > REPORT_TTL_MS) return NOTHING;
      return entry.report;
    },
    close(): void {
      if (timer) clearInterval(timer);
      void stopHearing();
    },
  };
}
export type IngestReports = ReturnType<typeof createIngestReports>;
