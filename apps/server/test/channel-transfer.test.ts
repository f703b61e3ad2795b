import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelTransferRepository } from '../src/modules/channel-transfer/channel-transfer.repository';
import { createChannelTransfer } from '../src/modules/channel-transfer/channel-transfer.service';
import { signInOperator } from './console-helpers';
import { newSession, post } from './analytics-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

/** A document with what differs between two copies of one channel (where and when) blanked. */
function comparable(document: ChannelDocument) {
  // A copy beside its original gets its own analytics key (one key names one channel's figures).
  return { ...document, exported_at: '-', channel: { ...document.channel, key: '-', hostnames: [], settings: { ...document.channel.settings, yare_analytics: '-' } } };
}

/**
 * Every column of the tables a channel document is made from: what the document carries, and what it leaves out on
 * purpose (row ids, the channel link, when rows were written). A column added to one of these tables fails this list
 * until the document carries it or it is named here as left out.
 */
const DOCUMENT_COLUMNS: Record<string, { carried: string[]; left: string[] }> = {
  channels: { carried: ['key', 'name', 'hostnames', 'language', 'currency', 'time_zone', 'logo', 'settings', 'color_settings'], left: ['id', 'created_at', 'updated_at', 'archived_at', 'media_quota_gb'] },
  menu_entries: { carried: ['title', 'url', 'type', 'weight'], left: ['id', 'channel_id'] },
  // reviewed: the setup checklist's own; a page a document brings was written by someone and counts as reviewed.
  pages: { carried: ['name', 'url', 'alt_name', 'content', 'published'], left: ['id', 'channel_id', 'reviewed'] },
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
      'name', 'description', 'event_utc_ts', 'end_utc_ts', 'time_zone', 'stream_status', 'pricing_type', 'subscription_only', 'away_participant_id', 'home_participant_id',
      'participant_id', 'participant_group_id', 'event_category_id', 'location_id', 'division', 'group_name', 'gender', 'visibility', 'live_slate',
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
  passes: {
    carried: [
      'type', 'pass_type', 'name', 'description', 'price', 'base_price', 'service_fee', 'currency', 'image', 'period', 'offer', 'period_count', 'trial_period',
      'valid_from', 'valid_until', 'clip_limit', 'download_limit', 'is_team_pass', 'weight', 'visibility', 'event_id', 'covers_all_events', 'capabilities',
    ],
    left: ['id', 'channel_id'],
  },
  pass_categories: { carried: ['pass_id', 'event_category_id'], left: [] },
  pass_participants: { carried: ['pass_id', 'participant_id'], left: [] },
  pass_extras: { carried: ['pass_id', 'extra_pass_id'], left: [] },
  coupons: {
    carried: [
      'code', 'kind', 'value', 'valid_from', 'valid_to', 'max_redemptions', 'pass_ids', 'applies_to', 'event_ids', 'currency', 'per_user_limit',
      'first_purchase_only', 'active', 'description',
    ],
    // The normalized code is made again from the code; a copied code starts unused (redemptions belong to orders, which stay).
    left: ['id', 'channel_id', 'code_normalized', 'redemptions', 'created_at', 'updated_at'],
  },
  pricing_rules: { carried: ['event_id', 'event_category_id', 'steps'], left: ['id', 'channel_id', 'created_at', 'updated_at'] },
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
    // Paid events travel with their single-event package, or the copy could not sell them.
    expect(original.catalogue.events.filter((event) => event.package !== null).length).toBeGreaterThan(0);

    const outcome = await transfer.importChannel(original, { channel_key: 'varsity-copy', hostnames: ['copy.varsity.test'] });
    expect(outcome.result).toMatchObject({ channel_key: 'varsity-copy', name: original.channel.name, hostnames: ['copy.varsity.test'] });
    expect(outcome.result.counts.events).toBe(original.catalogue.events.length);

    const copy = await transfer.exportChannel('varsity-copy');
    expect(copy.channel.key).toBe('varsity-copy');
    expect(copy.channel.hostnames).toEqual(['copy.varsity.test']);
    expect(comparable(copy)).toEqual(comparable(original));
    expect(original.channel.settings.yare_analytics).toBe('vsn-web-2025');
    expect(copy.channel.settings.yare_analytics).toMatch(/^varsity-copy-[0-9a-f]{12}$/);
  });

  it("carries a subscriber-only event and a pass's validity dates and caps", async () => {
    const original = await transfer.exportChannel('universitaire');
    const [first, ...events] = original.catalogue.events;
    const [pass, ...passes] = original.offer.passes;
    const terms = { valid_from: '2026-09-01T04:00:00.000Z', valid_until: '2027-05-01T04:00:00.000Z', clip_limit: 12, download_limit: 3 };
    const document = {
      ...original,
      catalogue: { ...original.catalogue, events: [{ ...first!, pricing_type: 'paid' as const, subscription_only: true }, ...events] },
      offer: { ...original.offer, passes: [{ ...pass!, ...terms }, ...passes] },
    };
    await transfer.importChannel(document, { channel_key: 'terms-copy', hostnames: [] });
    const copy = await transfer.exportChannel('terms-copy');
    expect(copy.catalogue.events.find((event) => event.id === first!.id)?.subscription_only).toBe(true);
    expect(copy.catalogue.events.filter((event) => event.subscription_only).length).toBe(1);
    expect(copy.offer.passes.find((row) => row.id === pass!.id)).toMatchObject(terms);
  });

  it('gives a channel imported without an analytics key one of its own, which the analytics service accepts at once', async () => {
    const original = await transfer.exportChannel('universitaire');
    const keyless = { ...original, channel: { ...original.channel, settings: { ...original.channel.settings, yare_analytics: null } } };
    const { channelId } = await transfer.importChannel(keyless, { channel_key: 'keyless-copy', hostnames: [] });
    const key = (await transfer.exportChannel('keyless-copy')).channel.settings.yare_analytics;
    expect(key).toMatch(/^keyless-copy-[0-9a-f]{12}$/);
    // Imported here through the service, not the console route that tells the caches.
    t.app.invalidateChannelCaches();
    const session = newSession();
    expect((await post(t, 'event', { session_uuid: session, event: 'page_view', consent: 'accepted' }, { key: key! })).json()).toEqual({ data: { accepted: 1, stored: 1 } });
    expect((await t.db.selectFrom('analytics_events').select('channel_id').where('session', '=', session).executeTakeFirstOrThrow()).channel_id).toBe(channelId);
  });

  it('keeps the analytics key a document brings when no other channel reports under it', async () => {
    const original = await transfer.exportChannel('varsity');
    const moved = { ...original, channel: { ...original.channel, settings: { ...original.channel.settings, yare_analytics: 'moved-from-elsewhere' } } };
    await transfer.importChannel(moved, { channel_key: 'moved-in', hostnames: [] });
    expect((await transfer.exportChannel('moved-in')).channel.settings.yare_analytics).toBe('moved-from-elsewhere');
  });

  it('carries the analytics exemption through export and import', async () => {
    const row = await t.db.selectFrom('channels').select(['id', 'settings']).where('key', '=', 'universitaire').executeTakeFirstOrThrow();
    await t.db.updateTable('channels').set({ settings: JSON.stringify({ ...JSON.parse(row.settings!), analytics_exempt: true }) }).where('id', '=', row.id).execute();
    const original = await transfer.exportChannel('universitaire');
    expect(original.channel.settings.analytics_exempt).toBe(true);
    await transfer.importChannel(original, { channel_key: 'universitaire-exempt', hostnames: ['exempt.universitaire.test'] });
    expect((await transfer.exportChannel('universitaire-exempt')).channel.settings.analytics_exempt).toBe(true);
  });

  it("never brings another channel's library videos along: their event media, VOD videos and prerolls are left out of the copy", async () => {
    const original = await transfer.exportChannel('varsity');
    const [first, second] = original.catalogue.events;
    const item = original.catalogue.vod.items[0]!;
    const borrowed: ChannelDocument = {
      ...original,
      catalogue: {
        ...original.catalogue,
        events: [
          { ...first!, media: [...first!.media, { kind: 3, url: '/media/hls/vod/lib-7/master.m3u8' }, { kind: 1, url: '/media/library/lib-7/poster.jpg' }], live_slate: '/media/hls/vod/lib-7/master.m3u8' },
          // A demo video as the slate travels like the event's other demo media.
          { ...second!, live_slate: '/media/hls/vod/bars/master.m3u8' },
          ...original.catalogue.events.slice(2),
        ],
        vod: { ...original.catalogue.vod, items: [{ ...item, video_url: '/media/hls/vod/lib-7/master.m3u8', image: '/media/library/lib-7/poster.jpg' }, ...original.catalogue.vod.items.slice(1)] },
      },
      content: { ...original.content, prerolls: [...original.content.prerolls, { ...original.content.prerolls[0]!, url: '/media/hls/vod/lib-7/master.m3u8' }] },
    };
    await transfer.importChannel(borrowed, { channel_key: 'varsity-borrowed', hostnames: ['borrowed.varsity.test'] });
    const copy = await transfer.exportChannel('varsity-borrowed');
    expect(JSON.stringify(copy)).not.toContain('lib-7');
    expect(copy.catalogue.events[0]!.media).toEqual(first!.media);
    expect(copy.catalogue.events[0]!.live_slate).toBeNull();
    expect(copy.catalogue.events[1]!.live_slate).toBe('/media/hls/vod/bars/master.m3u8');
    expect(copy.catalogue.vod.items[0]).toMatchObject({ video_url: null, image: null });
    expect(copy.content.prerolls).toHaveLength(original.content.prerolls.length);
  });
});

describe.each(dialects)('channel export and import in the console (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const eventNames = async (channelKey: string) => {
    const { api_key } = await getApiKey(t.app, channelKey);
    const response = await t.app.inject({ method: 'GET', url: '/api/events', query: { api_key, limit: '100' } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Array<{ name: string }>; meta: { total: number } };
    return { total: body.meta.total, names: body.data.map((event) => event.name) };
  };

  it('an owner downloads a channel, imports it under a new key and hostname, viewers reach it at once, and its export equals the original', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    // Warm the key host's answer first, so the test proves the import invalidates it.
    expect((await t.app.inject({ method: 'GET', url: '/keys/riverside.test.json' })).json()).toEqual({ channel_key: 'varsity' });

    const download = await owner.inject('GET', '/api/admin/channels/varsity/export');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="varsity-channel.json"');
    const original = ChannelDocument.parse(download.json());

    const imported = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'riverside', hostnames: ['Riverside.test'], name: 'Riverside Sports', document: original });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ channel_key: 'riverside', name: 'Riverside Sports', hostnames: ['riverside.test'], counts: { events: original.catalogue.events.length } });

    expect((await t.app.inject({ method: 'GET', url: '/keys/riverside.test.json' })).json()).toEqual({ channel_key: 'riverside' });
    const copyEvents = await eventNames('riverside');
    expect(copyEvents.total).toBeGreaterThan(0);
    expect(copyEvents).toEqual(await eventNames('varsity'));

    const copy = ChannelDocument.parse((await owner.inject('GET', '/api/admin/channels/riverside/export')).json());
    expect(copy.channel).toMatchObject({ key: 'riverside', name: 'Riverside Sports', hostnames: ['riverside.test'] });
    expect(comparable({ ...copy, channel: { ...copy.channel, name: original.channel.name } })).toEqual(comparable(original));

    const audit = await t.db.selectFrom('audit_log').selectAll().where('operator_id', '=', owner.operatorId).orderBy('id').execute();
    const channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'riverside').executeTakeFirstOrThrow()).id;
    const varsityId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    expect(audit.map((row) => [row.action, row.channel_id, row.entity_id])).toEqual([
      ['channel.export', varsityId, String(varsityId)],
      ['channel.import', channelId, String(channelId)],
      ['channel.export', channelId, String(channelId)],
    ]);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ channel_key: 'riverside', counts: { events: original.catalogue.events.length } });
  });

  it('refuses a document with a reference that points nowhere, or of another version, with the path of the problem, writing nothing', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const original = ChannelDocument.parse((await owner.inject('GET', '/api/admin/channels/universitaire/export')).json());
    const before = await t.db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    const dangling = structuredClone(original);
    dangling.catalogue.events[2]!.category = 'c999';
    dangling.catalogue.vod.rails[0]!.items.push('v999');
    const refused = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'broken', document: dangling });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        'document.catalogue.events.2.category': ['Refers to no category "c999"'],
        [`document.catalogue.vod.rails.0.items.${original.catalogue.vod.rails[0]!.items.length}`]: ['Refers to no VOD item "v999"'],
      },
    });

    const wrongVersion = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'broken', document: { ...original, version: 2 } });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().errors).toEqual({ 'document.version': ['Only version 1 is understood'] });

    const after = await t.db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await t.db.selectFrom('channels').select('id').where('key', '=', 'broken').executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'channel.import').where('operator_id', '=', owner.operatorId).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a taken key or hostname with 409, and a write that fails half-way leaves no rows behind', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const original = ChannelDocument.parse((await owner.inject('GET', '/api/admin/channels/varsity/export')).json());
    const key = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'universitaire', document: original });
    expect(key.statusCode).toBe(409);
    expect(key.json()).toMatchObject({ code: 'CHANNEL_KEY_TAKEN', errors: { channel_key: ['This channel key is taken'] } });
    const host = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'fresh', hostnames: ['varsity.localhost'], document: original });
    expect(host.statusCode).toBe(409);
    expect(host.json()).toMatchObject({ code: 'HOSTNAME_TAKEN', errors: { hostnames: ['varsity.localhost already belongs to another channel'] } });

    // The last write fails: the transaction takes every row before it back.
    const transfer = createChannelTransfer({
      repository: (() => {
        const repository = createChannelTransferRepository(t.db);
        return {
          ...repository,
          write: <T>(write: Parameters<typeof repository.write<T>>[0]) =>
            repository.write(async (writer) => write({ ...writer, insertForms: async () => Promise.reject(new Error('disk full')) })),
        };
      })(),
    });
    await expect(transfer.importChannel(original, { channel_key: 'half-way', hostnames: [] })).rejects.toThrow('disk full');
    expect(await t.db.selectFrom('channels').select('id').where('key', '=', 'half-way').executeTakeFirst()).toBeUndefined();
    const orphans = await t.db.selectFrom('events').leftJoin('channels', 'channels.id', 'events.channel_id').select('events.id').where('channels.id', 'is', null).execute();
    expect(orphans).toEqual([]);

    // Another creation took the key between the check and the write: the unique index refuses it with the same answer.
    const raced = createChannelTransfer({
      repository: { ...createChannelTransferRepository(t.db), taken: async () => ({ key: false, hostnames: [], analyticsKey: false }) },
    });
    await expect(raced.importChannel(original, { channel_key: 'universitaire', hostnames: [] })).rejects.toMatchObject({ statusCode: 409, message: 'This channel key is taken' });
  });

  it('lets admins export their channel only, and only owners import', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    expect((await admin.inject('GET', '/api/admin/channels/varsity/export')).statusCode).toBe(200);
    expect((await admin.inject('GET', '/api/admin/channels/universitaire/export')).statusCode).toBe(404);
    const document = (await admin.inject('GET', '/api/admin/channels/varsity/export')).json();
    expect((await admin.inject('POST', '/api/admin/channels/import', { channel_key: 'by-admin', document })).statusCode).toBe(403);
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    expect((await editor.inject('GET', '/api/admin/channels/varsity/export')).statusCode).toBe(403);
  });
});
