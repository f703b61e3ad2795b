import type { Event } from '@ott/contracts/events';

/** An event as /api/events sends it; override what a test is about. */
export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    name: "Men's Basketball: Eastport at Northfield",
    description: null,
    event_utc_ts: '2026-11-22T21:00:00.000Z',
    end_utc_ts: '2026-11-22T23:00:00.000Z',
    time_zone: 'America/Chicago',
    type: 'upcoming',
    stream_status: 'upcoming',
    pricing_type: 'free',
    has_access: true,
    single_event_package_id: null,
    is_geo_blocked: false,
    location_id: null,
    event_category_id: 2,
    participant_group_id: 1,
    participant_id: 2,
    division: 'Division I',
    group: 'Great Lakes Conference',
    gender: 'men',
    sport: 'Basketball',
    participants: [
      { id: 18, name: 'Eastport University Knights', short_name: 'Eastport University', alias: 'eastport', color: '#1d3c6e', participant_group_id: 4, role: 'away' },
      { id: 2, name: 'Northfield University Huskies', short_name: 'Northfield', alias: 'northfield', color: '#4b2e83', participant_group_id: 1, role: 'home' },
    ],
    category: { id: 2, name: 'Division I', alias: 'basketball-division-i', parent_id: 1 },
    participant_group: { id: 1, name: 'Northfield University', alias: 'northfield' },
    location: null,
    media: [
      { id: 1, kind: 2, kind_name: 'live', url: null },
      { id: 2, kind: 1, kind_name: 'image', url: '/media/art/matchup.svg' },
    ],
    ...overrides,
  };
}
