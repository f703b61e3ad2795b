import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CacheBus } from '../../lib/cache-bus';
import type { IngestRuns } from './ingest-runs';

/** The bus topic of encoders to cut off; the process that holds the connection acts on it. */
export const ENCODER_CUT_TOPIC = 'live-encoder-cut';
const EncoderCut = z.object({ event_id: z.number().int().positive() });

/**
 * Cutting an event's encoder off (End, a new key) wherever it is connected: in a cluster the RTMP connection is
 * held by the ingest's process, while the operator's request reaches an API instance. Cut here at once, and on
 * every instance that hears the notice (a cut of an encoder a process does not hold does nothing).
 */
export function createEncoderCuts(bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>, runs: Pick<IngestRuns, 'disconnect'>, logger: Pick<FastifyBaseLogger, 'warn'>) {
  const stopHearing = bus.subscribeNotices(ENCODER_CUT_TOPIC, (data) => {
    const cut = EncoderCut.safeParse(data);
    if (cut.success) runs.disconnect(cut.data.event_id);
    else logger.warn({ topic: ENCODER_CUT_TOPIC }, 'live: ignored a malformed encoder cut');
  });
  return {
    cut(eventId: number): void {
      runs.disconnect(eventId);
      bus.publishNotice(ENCODER_CUT_TOPIC, { event_id: eventId }).catch((error: unknown) => logger.warn({ err: error, event_id: eventId }, 'live: encoder cut not sent to the ingest'));
    },
    close: () => void stopHearing(),
  };
}
