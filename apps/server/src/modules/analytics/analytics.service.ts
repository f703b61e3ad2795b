import { randomBytes } from 'node:crypto';
import { AnalyticsEvent, AnalyticsSession, AnalyticsVideoEvent, AnalyticsViewing, ANALYTICS_MESSAGES, type AnalyticsAck } from '@ott/contracts/analytics';
import { ErrorCode } from '@ott/contracts';
import type { z } from 'zod';
import type { AnalyticsRow } from '../../db/analytics-schema';
import { AppError } from '../../lib/errors';
import type { ChannelDirectory } from '../channel/channel-directory';
import type { Channel } from '../channel/channel.types';
import { newReceipt, type Receipt, toEventRow, toSessionRow, toVideoEventRow, toViewingRow } from './analytics-rows';
import { parseOneOrBatch } from './analytics-validation';
import type { IngestBuffer } from './ingest-buffer';
import { truncateIp } from './analytics-privacy';

export class UnknownAnalyticsKey extends AppError {
  constructor() {
    super(401, ErrorCode.UNAUTHENTICATED, ANALYTICS_MESSAGES.unknownKey, { key: [ANALYTICS_MESSAGES.unknownKey] });
  }
}

/** The four POST routes: the body each takes and the row each item becomes. */
export const ANALYTICS_KINDS = {
  session: { schema: AnalyticsSession, toRow: toSessionRow },
  event: { schema: AnalyticsEvent, toRow: toEventRow },
  'video/event': { schema: AnalyticsVideoEvent, toRow: toVideoEventRow },
  'video/viewing': { schema: AnalyticsViewing, toRow: toViewingRow },
} as const;
export type AnalyticsKind = keyof typeof ANALYTICS_KINDS;

interface KindSpec<T extends z.ZodType> {
  schema: T;
  toRow: (body: z.infer<T>, receipt: Receipt) => AnalyticsRow;
}

export interface AnalyticsServiceDeps {
  channels: Pick<ChannelDirectory, 'list'>;
  buffer: IngestBuffer;
  hashEmail: (email: string) => string;
  now?: () => Date;
}

/** Whether a channel records visitors who declined the cookie notice (channel setting `analytics_exempt`). */
const isExempt = (channel: Channel) => channel.settings.analytics_exempt === true;

export function createAnalyticsService({ channels, buffer, hashEmail, now = () => new Date() }: AnalyticsServiceDeps) {
  /** The channel whose 'yare-analytics' setting is `key`, from the cached channel directory. */
  async function channelOfKey(key: string | undefined): Promise<Channel> {
    const channel = key ? (await channels.list()).find((candidate) => candidate.settings.yare_analytics === key) : undefined;
    if (!channel) throw new UnknownAnalyticsKey();
    return channel;
  }

  return {
    newSessionHash: () => randomBytes(16).toString('hex'),
    channelOfKey,

    /** Validates, drops declined-consent items (unless exempt), and answers once the rest is durable. */
    async ingest(kind: AnalyticsKind, body: unknown, request: { key: string | undefined; ip: string }): Promise<AnalyticsAck> {
      const channel = await channelOfKey(request.key);
      const spec = ANALYTICS_KINDS[kind] as unknown as KindSpec<z.ZodType<{ consent?: string }>>;
      const items = parseOneOrBatch(spec.schema, body);
      const receipt = newReceipt(channel, now(), truncateIp(request.ip), hashEmail);
      const kept = isExempt(channel) ? items : items.filter((item) => item.consent !== 'declined');
      await buffer.append(kept.map((item) => spec.toRow(item, receipt)));
      return { accepted: items.length, stored: kept.length };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
