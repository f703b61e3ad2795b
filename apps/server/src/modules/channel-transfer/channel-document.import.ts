import type { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { starterContent } from '../channel/starter-content';
import { namesLibraryVideo } from '../media-library/library-keys';
import type { ChannelWriter } from './channel-transfer.repository';
import { IdMap } from './document-ids';
import { writeOfferDocument } from './channel-document.offer-import';

export interface NewChannelIdentity {
  key: string;
  name: string;
  hostnames: string[];
}

/**
 * Writes a validated document as a new channel through `writer` (inside the caller's transaction): fresh rows,
 * document ids mapped to the new ids. Returns the new channel's id and how many rows each collection made.
 */
export async function writeChannelDocument(writer: ChannelWriter, doc: ChannelDocument, identity: NewChannelIdentity, now: Date): Promise<{ channelId: number; counts: Record<string, number> }> {
  const stamp = now.toISOString();
  const { channel, content, catalogue } = doc;
  const channelId = await writer.insertChannel({
    key: identity.key,
    name: identity.name,
    hostnames: JSON.stringify(identity.hostnames),
    language: channel.language,
    currency: channel.currency,
    time_zone: channel.time_zone,
    logo: channel.logo,
    settings: JSON.stringify(channel.settings),
    color_settings: JSON.stringify(channel.colors),
    created_at: stamp,
    updated_at: stamp,
  });

  const locations = new IdMap('location');
  locations.addAll(content.locations.map((row) => row.id), await writer.insertLocations(channelId, content.locations.map(({ id: _id, ...row }) => row)));

  // Parents are set once every category exists, so the document's order is kept whatever it is.
  const categories = new IdMap('category');
  const categoryIds: number[] = [];
  for (const row of catalogue.categories) categoryIds.push(await writer.insertCategory(channelId, { parent_id: null, name: row.name, alias: row.alias, weight: row.weight }));
  categories.addAll(catalogue.categories.map((row) => row.id), categoryIds);
  for (const row of catalogue.categories) if (row.parent !== null) await writer.setCategoryParent(categories.get(row.id), categories.get(row.parent));

  const groups = new IdMap('group');
  groups.addAll(catalogue.groups.map((row) => row.id), await writer.insertGroups(channelId, catalogue.groups.map((row) => ({ name: row.name, alias: row.alias, image: row.image }))));
  await writer.insertGroupProperties(
    channelId,
    catalogue.groups.flatMap((row) => row.properties.map((property) => ({ participant_group_id: groups.get(row.id), name: property.name, value: property.value }))),
  );

  const participants = new IdMap('participant');
  participants.addAll(
    catalogue.participants.map((row) => row.id),
    await writer.insertParticipants(channelId, catalogue.participants.map(({ id: _id, group, ...row }) => ({ ...row, participant_group_id: groups.maybe(group) }))),
  );

  const events = new IdMap('event');
  const eventIds = await writer.insertEvents(
    channelId,
    catalogue.events.map((row) => ({
      name: row.name,
      description: row.description,
      event_utc_ts: row.event_utc_ts,
      end_utc_ts: row.end_utc_ts,
      time_zone: row.time_zone,
      stream_status: row.stream_status,
      pricing_type: row.pricing_type,
      subscription_only: row.subscription_only ? 1 : 0,
      visibility: row.visibility,
      away_participant_id: participants.maybe(row.away),
      home_participant_id: participants.maybe(row.home),
      participant_id: participants.maybe(row.participant),
      participant_group_id: groups.maybe(row.group),
      event_category_id: categories.maybe(row.category),
      location_id: locations.maybe(row.location),
      division: row.division,
      group_name: row.group_name,
      gender: row.gender,
      // Library videos stay with their installation, as the event's other media do.
      live_slate: row.live_slate && !namesLibraryVideo(row.live_slate) ? row.live_slate : null,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  events.addAll(catalogue.events.map((row) => row.id), eventIds);
  await writer.insertEventParticipants(
    catalogue.events.flatMap((row) => row.participants.map((entry) => ({ event_id: events.get(row.id), participant_id: participants.get(entry.participant), role: entry.role, position: entry.position }))),
  );
  // A library video belongs to the library of the channel it was uploaded to: a document never brings one into another channel.
  await writer.insertEventMedia(
    catalogue.events.flatMap((row) => row.media.filter((media) => !namesLibraryVideo(media.url)).map((media) => ({ event_id: events.get(row.id), kind: media.kind, url: media.url, created_at: stamp }))),
  );
  const geoRules = [
    ...(channel.geo_rule ? [{ event_id: null, mode: channel.geo_rule.mode, countries: JSON.stringify(channel.geo_rule.countries) }] : []),
    ...catalogue.events.flatMap((row) => (row.geo_rule ? [{ event_id: events.get(row.id), mode: row.geo_rule.mode, countries: JSON.stringify(row.geo_rule.countries) }] : [])),
  ];
  await writer.insertGeoRules(channelId, geoRules);
  // Each event's own single-event package: how a paid event is sold alone.
  const soldAlone = catalogue.events.flatMap((row) => (row.package ? [{ id: row.id, package: row.package }] : []));
  const packageIds = await writer.insertPasses(
    channelId,
    soldAlone.map((row) => ({
      type: 'event',
      pass_type: 'regular',
      name: row.package.name,
      price: row.package.price,
      base_price: row.package.base_price,
      service_fee: row.package.service_fee,
      currency: row.package.currency,
      image: null,
      period: null,
      offer: null,
      trial_period: null,
      is_team_pass: 0,
      weight: 0,
      event_id: events.get(row.id),
      capabilities: JSON.stringify(row.package.capabilities),
    })),
  );
  const eventPackages = new IdMap('single-event package');
  eventPackages.addAll(soldAlone.map((row) => row.id), packageIds);

  const vodCategories = new IdMap('VOD category');
  vodCategories.addAll(catalogue.vod.categories.map((row) => row.id), await writer.insertVodCategories(channelId, catalogue.vod.categories.map(({ id: _id, ...row }) => row)));
  const vodItems = new IdMap('VOD item');
  vodItems.addAll(
    catalogue.vod.items.map((row) => row.id),
    await writer.insertVodItems(
      channelId,
      catalogue.vod.items.map(({ id: _id, category, event, ...row }) => ({
        ...row,
        image: namesLibraryVideo(row.image) ? null : row.image,
        preview: namesLibraryVideo(row.preview) ? null : row.preview,
        video_url: namesLibraryVideo(row.video_url) ? null : row.video_url,
        vod_media_category_id: vodCategories.maybe(category),
        event_id: events.maybe(event),
        created_at: stamp,
      })),
    ),
  );
  const railIds = await writer.insertVodRails(channelId, catalogue.vod.rails.map((rail) => ({ title: rail.title, weight: rail.weight })));
  await writer.insertVodRailItems(catalogue.vod.rails.flatMap((rail, index) => rail.items.map((ref, position) => ({ rail_id: railIds[index]!, vod_media_item_id: vodItems.get(ref), position }))));

  const slideTargets = { category: categories, participant: participants, group: groups } as const;
  await writer.insertSlides(
    channelId,
    content.slides.map(({ target, ...slide }) => ({ ...slide, slidable_id: slide.slidable_type === 'main' ? null : slideTargets[slide.slidable_type].maybe(target) })),
  );
  await writer.insertPrerolls(
    channelId,
    content.prerolls.filter((row) => !namesLibraryVideo(row.url)).map((row) => ({
      url: row.url,
      weight: row.weight,
      location_id: locations.maybe(row.location),
      event_categories: JSON.stringify(row.categories.map((ref) => categories.get(ref))),
      for_live: row.for_live ? 1 : 0,
      for_vod: row.for_vod ? 1 : 0,
    })),
  );
  await writer.insertMenus(channelId, content.menus);
  await writer.insertPages(channelId, content.pages.map((page) => ({ ...page, published: page.published ? 1 : 0 })));
  await writer.insertFaq(channelId, content.faq);
  await writer.insertStaticBlocks(channelId, content.static_blocks);
  await writer.insertForms(channelId, content.forms.map((form) => ({ ...form, fields: JSON.stringify(form.fields) })));
  // A document without the legal pages or the contact form the viewer app links to gets them from the templates.
  const starter = starterContent({ name: identity.name, language: channel.language }, { pageAliases: content.pages.map((page) => page.alt_name), formAliases: content.forms.map((form) => form.alias) });
  await writer.insertPages(channelId, starter.pages);
  await writer.insertForms(channelId, starter.forms);
  await writeOfferDocument(writer, channelId, doc.offer, { categories, participants, events, eventPackages }, now);

  const counts = {
    menus: content.menus.length,
    pages: content.pages.length,
    starter_pages: starter.pages.length,
    starter_forms: starter.forms.length,
    faq: content.faq.length,
    slides: content.slides.length,
    static_blocks: content.static_blocks.length,
    locations: content.locations.length,
    forms: content.forms.length,
    prerolls: content.prerolls.length,
    categories: catalogue.categories.length,
    groups: catalogue.groups.length,
    participants: catalogue.participants.length,
    events: catalogue.events.length,
    event_packages: catalogue.events.filter((row) => row.package !== null).length,
    vod_categories: catalogue.vod.categories.length,
    vod_items: catalogue.vod.items.length,
    vod_rails: catalogue.vod.rails.length,
    passes: doc.offer.passes.length,
    promo_codes: doc.offer.promo_codes.length,
    pricing_rules: doc.offer.pricing_rules.length,
  };
  return { channelId, counts };
}
