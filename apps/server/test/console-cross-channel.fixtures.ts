// Channel A's and channel B's objects for the cross-channel suite: the areas with `/:id` routes, a valid body for
// each, and what the suite keeps of the objects it made.

const hour = 3_600_000;

/** Areas with `/:id` routes under `/api/admin/channels/:channel_key/<area>`, and the operators' own routes. */
export const CHANNEL_AREAS = [
  'menus',
  'pages',
  'faq',
  'slides',
  'static-blocks',
  'locations',
  'prerolls',
  'categories',
  'participants',
  'participant-groups',
  'events',
  'vod-collections',
  'vod-items',
  'passes',
  'pricing-rules',
  'promo-codes',
  'announcements',
] as const;
export type Area = (typeof CHANNEL_AREAS)[number];
export const ORDERED: Area[] = ['menus', 'faq', 'slides', 'static-blocks'];

export interface Fixtures {
  ids: Record<Area, number>;
  mediaId: number;
  /** A media library asset with one caption and one marker (rows as the uploads and the console leave them). */
  library: { asset: number; caption: number; marker: number };
  operatorId: number;
  categoryChild: number;
  /** A viewer account of the channel (the console's customers). */
  customerId: number;
  /** A paid order of the channel (the console's orders and refunds). */
  orderId: number;
  /** A chat message of the channel's event, a sanction and a report of that message (rows as the chat leaves them). */
  chat: { message: number; sanction: number; report: number };
}

/** A valid body for each area, built from the ids of the channel it is created in. */
export function bodies(channel: { teams: number[]; category: number; location: number; group: number; collection: number }, tag: string): Record<Area, Record<string, unknown>> {
  return {
    menus: { title: `Menu ${tag}`, url: `/menu-${tag}`, type: 'link' },
    pages: { name: `Page ${tag}`, url: `/page-${tag}`, content: 'Text', published: true },
    faq: { question: `Why ${tag}?`, answer: 'Because.' },
    slides: { slidable_type: 'main', title: `Slide ${tag}`, image: 'https://example.com/banner.webp' },
    'static-blocks': { alias: `block-${tag}`, title: 'Block', content: 'Text', position: 'footer' },
    locations: { name: `Arena ${tag}`, city: 'Ottawa', country_code: 'CA' },
    prerolls: { url: '/media/prerolls/promo.mp4', weight: 5, location_id: channel.location, event_categories: [channel.category], for_live: true, for_vod: false },
    categories: { name: `Sport ${tag}`, weight: 1 },
    participants: { name: `Team ${tag}`, short_name: `T${tag}`.slice(0, 8), color: '#123ABC', participant_group_id: channel.group, properties: { gender: 'women', sport: 'Soccer' } },
    'participant-groups': { name: `School ${tag}` },
    events: {
      name: `Event ${tag}`,
      event_utc_ts: new Date(Date.now() + hour).toISOString(),
      end_utc_ts: new Date(Date.now() + 3 * hour).toISOString(),
      time_zone: 'America/Toronto',
      pricing_type: 'free',
      event_category_id: channel.category,
      location_id: channel.location,
      participant_group_id: channel.group,
      participants: [
        { id: channel.teams[0], role: 'away' },
        { id: channel.teams[1], role: 'home' },
      ],
    },
    'vod-collections': { name: `Collection ${tag}` },
    'vod-items': { title: `Item ${tag}`, date: '2026-03-10T18:00:00Z', duration: 300, vod_media_category_id: channel.collection },
    passes: { name: `Pass ${tag}`, type: 'package', price: 1999, event_categories: [channel.category] },
    'pricing-rules': { event_category_id: channel.category, steps: [{ after_hours: 24, price_percent: 50 }] },
    'promo-codes': { code: `PROMO-${tag}`, kind: 'percent', value: 10 },
    announcements: { subject: `News ${tag}`, body: 'The season starts **Saturday**.', segment: 'all', segment_id: null },
  };
}

export const patchMethod = (area: Area) => (['menus', 'pages', 'faq', 'slides', 'static-blocks', 'locations', 'prerolls', 'announcements'].includes(area) ? 'PUT' : 'PATCH');
