import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelTransferRepository } from '../src/modules/channel-transfer/channel-transfer.repository';
import { createChannelTransfer } from '../src/modules/channel-transfer/channel-transfer.service';
import { type TestApp, createTestApp, dialects } from './helper';

/** A document with what differs between two copies of one channel (where and when) blanked. */
function comparable(document: ChannelDocument) {
  return { ...document, exported_at: '-', channel: { ...document.channel, key: '-', hostnames: [] } };
}

/**
 * Every column of the tables a channel document is made from: what the document carries, and what it leaves out on
 * purpose (row ids, the channel link, when rows were written). A column added to one of these tables fails this list
 * until the document carries it or it is named here as left out.
 */
const DOCUMENT_COLUMNS: Record<string, { carried: string[]; left: string[] }> = {
  channels: { carried: ['key', 'name', 'hostnames', 'language', 'currency', 'logo', 'settings', 'color_settings'], left: ['id', 'created_at', 'updated_at'] },
  menu_entries: { carried: ['title', 'url', 'type', 'weight'], left: ['id', 'channel_id'] },
  pages: { carried: ['name', 'url', 'alt_name', 'content', 'published'], left: ['id', 'channel_id'] },
  faq_entries: { carried: ['question', 'answer', 'weight'], left: ['id', 'channel_id'] },
  slides: { carried: ['slidable_type', 'slidable_id', 'title', 'subtitle', 'image', 'link', 'weight'], left: ['id', 'channel_id'] },
  static_blocks: { carried: ['alias', 'title', 'content', 'position', 'weight'], left: ['id', 'channel_id'] },
  event_locations: { carried: ['name', 'city', 'country_code'], left: ['id', 'channel_id'] },
  custom_forms: { carried: ['alias', 'title', 'description', 'submit_label', 'success_message', 'fields'], left: ['id', 'channel_id'] },
  prerolls: { carried: ['url', 'weight', 'location_id', 'event_categories', 'for_live', 'for_vod'], left: ['id', 'channel_id'] },
  event_categories: { carried: ['parent_id', 'name', 'alias', 'weight'], left: ['id', 'channel_id'] },
  participant_groups: { carried: ['name', 'alias', 'image'], left: ['id', 'channel_id'] },
  participant_group_properties: { carried: ['participant_group_id', 'name', 'value'], left: ['id', 'channel_id'] },
  participants: { carried: ['participant_group_id', 'name', 'short_name', 'alias', 'logo', 'color', 'gender', 'sport'], left: ['id', 'channel_id'] },
  events: {
    carried: [
      'name', 'description', 'event_utc_ts', 'end_utc_ts', 'time_zone', 'stream_status', 'pricing_type', 'away_participant_id', 'home_participant_id',
      'participant_id', 'participant_group_id', 'event_category_id', 'location_id', 'division', 'group_name', 'gender',
    ],
    left: ['id', 'channel_id', 'created_at', 'updated_at'],
  },
  event_participants: { carried: ['event_id', 'participant_id', 'role', 'position'], left: [] },
  event_media: { carried: ['event_id', 'kind', 'url'], left: ['id', 'created_at'] },
  geo_rules: { carried: ['event_id', 'mode', 'countries'], left: ['id', 'channel_id'] },
  vod_media_categories: { carried: ['name', 'alias', 'weight'], left: ['id', 'channel_id'] },
  vod_media_items: {
    carried: ['vod_media_category_id', 'event_id', 'title', 'description', 'date', 'duration', 'image', 'preview', 'video_url'],
    left: ['id', 'channel_id', 'created_at'],
  },
  vod_media_rails: { carried: ['title', 'weight'], left: ['id', 'channel_id'] },
  vod_media_rail_items: { carried: ['rail_id', 'vod_media_item_id', 'position'], left: [] },
};

describe('channel document columns', () => {
  it('carries or deliberately leaves out every column of the tables it is made from', async () => {
    const t = await createTestApp('sqlite');
    try {
      const tables = new Map((await t.db.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
      for (const [table, { carried, left }] of Object.entries(DOCUMENT_COLUMNS)) {
        expect({ table, columns: tables.get(table) }).toEqual({ table, columns: [...carried, ...left].sort() });
      }
    } finally {
      await t.close();
    }
  });
});

describe.each(dialects)('channel export and import (service) on %s', (dialect) => {
  let t: TestApp;
  let transfer: ReturnType<typeof createChannelTransfer>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    transfer = createChannelTransfer({ repository: createChannelTransferRepository(t.db) });
  });
  afterAll(async () => t.close());

  it('exports a demo channel as a valid document, imports it under a new key, and exports the copy equal to the original', async () => {
    const original = await transfer.exportChannel('varsity');
    expect(() => ChannelDocument.parse(original)).not.toThrow();
    expect(original.catalogue.events.length).toBeGreaterThan(10);
    expect(original.catalogue.vod.items.length).toBeGreaterThan(5);
    expect(original.media.some((media) => media.url.startsWith('/media/hls/'))).toBe(true);

    const outcome = await transfer.importChannel(original, { channel_key: 'varsity-copy', hostnames: ['copy.varsity.test'] });
    expect(outcome.result).toMatchObject({ channel_key: 'varsity-copy', name: original.channel.name, hostnames: ['copy.varsity.test'] });
    expect(outcome.result.counts.events).toBe(original.catalogue.events.length);

    const copy = await transfer.exportChannel('varsity-copy');
    expect(copy.channel.key).toBe('varsity-copy');
    expect(copy.channel.hostnames).toEqual(['copy.varsity.test']);
    expect(comparable(copy)).toEqual(comparable(original));
  });
});
