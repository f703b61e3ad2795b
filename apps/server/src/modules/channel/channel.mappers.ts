import type {
  ChannelSettings,
  ColorSettings,
  EventCategory,
  MenuEntry,
  PassSummary,
  Preroll,
  Slide,
  StaticBlock,
} from '@ott/contracts';
import type { Selectable } from 'kysely';
import type { ChannelRow, EventCategoriesTable, PassesTable, PrerollsTable } from '../../db/schema';
import { parseJsonColumn } from '../../lib/json-column';
import type { Channel, StoredChannelSettings } from './channel.types';

const DEFAULT_SETTINGS: StoredChannelSettings = { remote_auth: 0, yare_analytics: null, google_analytics: null, extra_routes: [] };

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    hostnames: parseJsonColumn<string[]>(row.hostnames, []),
    language: row.language as Channel['language'],
    currency: row.currency as Channel['currency'],
    timeZone: row.time_zone,
    logo: row.logo,
    settings: { ...DEFAULT_SETTINGS, ...parseJsonColumn<Partial<StoredChannelSettings>>(row.settings, {}) },
    colorSettings: parseJsonColumn<ColorSettings>(row.color_settings, {} as ColorSettings),
    archived: row.archived_at !== null,
  };
}

export function toPreroll(row: Selectable<PrerollsTable>): Preroll {
  return {
    id: row.id,
    url: row.url,
    weight: row.weight,
    location_id: row.location_id,
    event_categories: parseJsonColumn<number[]>(row.event_categories, []),
    for_live: row.for_live === 1,
    for_vod: row.for_vod === 1,
  };
}

export function toChannelSettings(channel: Channel, prerolls: Preroll[]): ChannelSettings {
  return {
    channel_name: channel.name,
    logo: channel.logo,
    logo_2x: channel.settings.logo_2x ?? null,
    favicon: channel.settings.favicon ?? null,
    language: channel.language,
    currency: channel.currency,
    remoteAuth: channel.settings.remote_auth,
    auth: { remote_auth: channel.settings.remote_auth, external_url: channel.settings.external_auth_url ?? null },
    'yare-analytics': channel.settings.yare_analytics,
    'google-analytics': channel.settings.google_analytics,
    prerolls,
    extra_routes: channel.settings.extra_routes,
    languages: channel.settings.single_language === true ? [channel.language] : ['en', 'fr'],
  };
}

/** Flat rows (already ordered) → a forest; children keep the rows' order. Orphans become roots. */
export function nestCategories(rows: ReadonlyArray<Pick<Selectable<EventCategoriesTable>, 'id' | 'name' | 'alias' | 'parent_id'>>): EventCategory[] {
  const nodes = new Map<number, EventCategory>(rows.map((row) => [row.id, { id: row.id, name: row.name, alias: row.alias, parent_id: row.parent_id, children: [] }]));
  const roots: EventCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function toPassSummary(row: Selectable<PassesTable>): PassSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PassSummary['type'],
    pass_type: row.pass_type as PassSummary['pass_type'],
    price: row.price,
    base_price: row.base_price,
    service_fee: row.service_fee,
    currency: row.currency as PassSummary['currency'],
    image: row.image,
    period: row.period as PassSummary['period'],
    offer: row.offer,
    period_count: row.period_count,
    trial_period: row.trial_period,
    is_team_pass: row.is_team_pass === 1,
    weight: row.weight,
  };
}

export const toMenuEntry = (row: Omit<MenuEntry, 'type'> & { type: string }): MenuEntry => ({ ...row, type: row.type as MenuEntry['type'] });
export const toSlide = (row: Omit<Slide, 'slidable_type'> & { slidable_type: string }): Slide => ({ ...row, slidable_type: row.slidable_type as Slide['slidable_type'] });
export const toStaticBlock = (row: Omit<StaticBlock, 'position'> & { position: string }): StaticBlock => ({ ...row, position: row.position as StaticBlock['position'] });
