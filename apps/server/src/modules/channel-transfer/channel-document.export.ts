import { CHANNEL_DOCUMENT_FORMAT, CHANNEL_DOCUMENT_VERSION, type ChannelDocument, ChannelDocumentSettings } from '@ott/contracts/admin-channel-transfer';
import { parseJsonColumn } from '../../lib/json-column';
import { toOfferDocument } from './channel-document.offer';
import { toChannel } from '../channel/channel.mappers';
import type { ChannelRows } from './channel-transfer.repository';

type Doc = ChannelDocument;
type Gender = Doc['catalogue']['participants'][number]['gender'];

/** Document ids for one collection: the n-th row (in id order) is `<prefix><n>`, so equal channels give equal documents. */
function refs(prefix: string, rows: ReadonlyArray<{ id: number }>) {
  const byId = new Map(rows.map((row, index) => [row.id, `${prefix}${index + 1}`]));
  return (id: number | null): string | null => (id === null ? null : (byId.get(id) ?? null));
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const eventPackage = (row: ChannelRows['eventPackages'][number] | undefined): Doc['catalogue']['events'][number]['package'] =>
  row
    ? {
        name: row.name,
        price: row.price,
        base_price: row.base_price,
        service_fee: row.service_fee,
        currency: row.currency as 'USD' | 'CAD',
        capabilities: parseJsonColumn<string[]>(row.capabilities, []),
      }
    : null;

const geoRule = (row: { mode: string; countries: string } | undefined) =>
  row ? { mode: row.mode as 'block' | 'allow', countries: parseJsonColumn<string[]>(row.countries, []) } : null;

/** One channel's rows as its document. */
export function toChannelDocument(rows: ChannelRows, exportedAt: Date): Doc {
  const channel = toChannel(rows.channel);
  const location = refs('l', rows.locations);
  const category = refs('c', rows.categories);
  const group = refs('g', rows.groups);
  const participant = refs('p', rows.participants);
  const event = refs('e', rows.events);
  const vodCategory = refs('vc', rows.vodCategories);
  const vodItem = refs('v', rows.vodItems);
  const slideTarget = { main: () => null, category, participant, group } as const;

  const propertiesOf = groupBy(rows.groupProperties, (row) => row.participant_group_id);
  const participantsOf = groupBy(rows.eventParticipants, (row) => row.event_id);
  const mediaOf = groupBy(rows.eventMedia, (row) => row.event_id);
  const geoOf = new Map(rows.geoRules.map((row) => [row.event_id, row]));
  const railItemsOf = groupBy(rows.vodRailItems, (row) => row.rail_id);
  const packageOf = new Map<number | null, ChannelRows['eventPackages'][number]>();
  for (const row of rows.eventPackages) if (!packageOf.has(row.event_id)) packageOf.set(row.event_id, row);

  const catalogueRefs = { category, participant, event, eventOfPackage: new Map(rows.eventPackages.map((row) => [row.id, row.event_id!])) };
  const document: Omit<Doc, 'media'> = {
    format: CHANNEL_DOCUMENT_FORMAT,
    version: CHANNEL_DOCUMENT_VERSION,
    exported_at: exportedAt.toISOString(),
    channel: {
      key: channel.key,
      name: channel.name,
      hostnames: channel.hostnames,
      language: channel.language,
      currency: channel.currency,
      time_zone: rows.channel.time_zone,
      logo: channel.logo,
      // Parsing keeps the settings the document knows and leaves secrets out.
      settings: ChannelDocumentSettings.parse(channel.settings),
      colors: channel.colorSettings,
      geo_rule: geoRule(geoOf.get(null)),
    },
    content: {
      menus: rows.menus.map((row) => ({ title: row.title, url: row.url, type: row.type as Doc['content']['menus'][number]['type'], weight: row.weight })),
      pages: rows.pages.map((row) => ({ name: row.name, url: row.url, alt_name: row.alt_name, content: row.content, published: row.published === 1 })),
      faq: rows.faq.map((row) => ({ question: row.question, answer: row.answer, weight: row.weight })),
      slides: rows.slides.map((row) => {
        const type = row.slidable_type as keyof typeof slideTarget;
        return { slidable_type: type, target: slideTarget[type](row.slidable_id), title: row.title, subtitle: row.subtitle, image: row.image, link: row.link, weight: row.weight };
      }),
      static_blocks: rows.staticBlocks.map((row) => ({ alias: row.alias, title: row.title, content: row.content, position: row.position as 'footer' | 'home', weight: row.weight })),
      locations: rows.locations.map((row) => ({ id: location(row.id)!, name: row.name, city: row.city, country_code: row.country_code })),
      forms: rows.forms.map((row) => ({
        alias: row.alias,
        title: row.title,
        description: row.description,
        submit_label: row.submit_label,
        success_message: row.success_message,
        fields: parseJsonColumn(row.fields, []),
      })),
      prerolls: rows.prerolls.map((row) => ({
        url: row.url,
        weight: row.weight,
        location: location(row.location_id),
        categories: parseJsonColumn<number[]>(row.event_categories, []).map((id) => category(id) ?? `missing-${id}`),
        for_live: row.for_live === 1,
        for_vod: row.for_vod === 1,
      })),
    },
    catalogue: {
      categories: rows.categories.map((row) => ({ id: category(row.id)!, parent: category(row.parent_id), name: row.name, alias: row.alias, weight: row.weight })),
      groups: rows.groups.map((row) => ({
        id: group(row.id)!,
        name: row.name,
        alias: row.alias,
        image: row.image,
        properties: (propertiesOf.get(row.id) ?? []).map((property) => ({ name: property.name, value: property.value })),
      })),
      participants: rows.participants.map((row) => ({
        id: participant(row.id)!,
        group: group(row.participant_group_id),
        name: row.name,
        short_name: row.short_name,
        alias: row.alias,
        logo: row.logo,
        color: row.color,
        gender: row.gender as Gender,
        sport: row.sport,
      })),
      events: rows.events.map((row) => ({
        id: event(row.id)!,
        name: row.name,
        description: row.description,
        event_utc_ts: row.event_utc_ts,
        end_utc_ts: row.end_utc_ts,
        time_zone: row.time_zone,
        stream_status: row.stream_status as Doc['catalogue']['events'][number]['stream_status'],
        pricing_type: row.pricing_type as Doc['catalogue']['events'][number]['pricing_type'],
        subscription_only: row.subscription_only === 1,
        visibility: row.visibility as 'public' | 'hidden',
        package: eventPackage(packageOf.get(row.id)),
        participants: (participantsOf.get(row.id) ?? []).map((entry) => ({
          participant: participant(entry.participant_id)!,
          role: entry.role as 'away' | 'home' | 'participant',
          position: entry.position,
        })),
        away: participant(row.away_participant_id),
        home: participant(row.home_participant_id),
        participant: participant(row.participant_id),
        group: group(row.participant_group_id),
        category: category(row.event_category_id),
        location: location(row.location_id),
        division: row.division,
        group_name: row.group_name,
        gender: row.gender as Gender | null,
        media: (mediaOf.get(row.id) ?? []).map((media) => ({ kind: media.kind, url: media.url })),
        live_slate: row.live_slate,
        geo_rule: geoRule(geoOf.get(row.id)),
      })),
      vod: {
        categories: rows.vodCategories.map((row) => ({ id: vodCategory(row.id)!, name: row.name, alias: row.alias, weight: row.weight })),
        items: rows.vodItems.map((row) => ({
          id: vodItem(row.id)!,
          category: vodCategory(row.vod_media_category_id),
          event: event(row.event_id),
          title: row.title,
          description: row.description,
          date: row.date,
          duration: row.duration,
          image: row.image,
          preview: row.preview,
          video_url: row.video_url,
        })),
        rails: rows.vodRails.map((row) => ({ title: row.title, weight: row.weight, items: (railItemsOf.get(row.id) ?? []).map((item) => vodItem(item.vod_media_item_id)!) })),
      },
    },
    offer: toOfferDocument(rows, catalogueRefs),
  };
  return { ...document, media: mediaReferences(document) };
}

/** Every media URL the document uses, once, in the order first met; inline `data:` pictures are not references. */
export function mediaReferences(document: Omit<Doc, 'media'>): Doc['media'] {
  const { channel, content, catalogue, offer } = document;
  const urls = [
    channel.logo,
    channel.settings.logo_2x ?? null,
    ...Object.values(channel.settings.favicon ?? {}),
    ...content.slides.map((slide) => slide.image),
    ...content.prerolls.map((preroll) => preroll.url),
    ...catalogue.groups.map((row) => row.image),
    ...catalogue.participants.map((row) => row.logo),
    ...catalogue.events.flatMap((row) => [...row.media.map((media) => media.url), row.live_slate ?? null]),
    ...catalogue.vod.items.flatMap((row) => [row.image, row.preview, row.video_url]),
    ...offer.passes.map((row) => row.image),
  ];
  const seen = new Set<string>();
  const media: Doc['media'] = [];
  for (const url of urls) {
    if (url === null || url.startsWith('data:') || seen.has(url)) continue;
    seen.add(url);
    media.push({ url, origin: /^[a-z][a-z0-9+.-]*:/i.test(url) ? 'remote' : 'local' });
  }
  return media;
}
