import { describe, expect, it } from 'vitest';
import type { AnalyticsRow } from '../../db/analytics-schema';
import type { Channel } from '../channel/channel.types';
import { createAnalyticsService } from './analytics.service';

const channel = (timeZone: string) => ({ id: 3, timeZone, settings: { yare_analytics: 'key-1' } }) as Channel;

async function dayOfViewAt(timeZone: string, at: string): Promise<string> {
  const rows: AnalyticsRow[] = [];
  const buffer = { label: 'test', append: async (batch: AnalyticsRow[]) => void rows.push(...batch), start: async () => {}, depth: async () => 0, drain: async () => {} };
  const service = createAnalyticsService({ channels: { list: async () => [channel(timeZone)] }, buffer, hashEmail: (email) => email, now: () => new Date(at) });
  await service.ingest('video/event', { session: 'abcd1234', video_view_uuid: 'view-1234', stream_id: 12, stream_type: 'live', event: 'first_frame', consent: 'accepted' }, { key: 'key-1', ip: '127.0.0.1' });
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values.received_at).toBe(new Date(at).toISOString());
  return String(rows[0]!.values.day);
}

describe('analytics ingestion', () => {
  it("stores each row on the channel's own day: a 7 pm view in Chicago (01:00 UTC the next day) is Chicago's day", async () => {
    expect(await dayOfViewAt('America/Chicago', '2026-11-21T01:00:00Z')).toBe('2026-11-20');
    expect(await dayOfViewAt('America/Chicago', '2026-11-21T06:00:00Z')).toBe('2026-11-21');
    expect(await dayOfViewAt('UTC', '2026-11-21T01:00:00Z')).toBe('2026-11-21');
    expect(await dayOfViewAt('Asia/Tokyo', '2026-11-20T16:00:00Z')).toBe('2026-11-21');
  });
});
