import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import type { AdminChannel } from '@ott/contracts/admin-channels';

/**
 * Whole answers as the server gives them: the console parses answers with their contract in tests, so a fixture
 * names every field (a test overrides only those it is about).
 */
export const adminEvent = (fields: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 1,
  name: 'Event',
  description: null,
  event_utc_ts: '2026-12-01T18:00:00.000Z',
  end_utc_ts: '2026-12-01T21:00:00.000Z',
  time_zone: 'America/Toronto',
  stream_status: 'upcoming',
  pricing_type: 'free',
  price: null,
  single_event_package_id: null,
  passes_only: false,
  subscription_only: false,
  currency: 'USD',
  event_category_id: null,
  location_id: null,
  participant_group_id: null,
  participants: [],
  category: null,
  division: null,
  group: null,
  gender: null,
  geo_rule: null,
  visibility: 'public',
  media: [],
  live_slate: null,
  orders_count: 0,
  ...fields,
});

export const adminChannel = (fields: Partial<AdminChannel> = {}): AdminChannel => ({
  id: 1,
  channel_key: 'varsity',
  name: 'Varsity Sports Network',
  hostnames: [],
  language: 'en',
  currency: 'USD',
  time_zone: 'America/Toronto',
  archived: false,
  single_language: false,
  analytics: { key: null, google_tag_id: null, exempt: false },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});
