import { Capability, type PassSummary } from '@ott/contracts';
import type { PassCoverage } from '../entitlements/entitlements';
import type { PassLinks, PassRow } from './passes.repository';

/** Capabilities stored as JSON text; anything unknown is ignored. */
export function parseCapabilities(text: string): Capability[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? Capability.options.filter((capability) => value.includes(capability)) : [];
  } catch {
    return [];
  }
}

export function toPassCoverage(row: PassRow, links: PassLinks): PassCoverage {
  return {
    id: row.id,
    type: row.type as PassSummary['type'],
    pass_type: row.pass_type as PassSummary['pass_type'],
    event_id: row.event_id,
    covers_all_events: row.covers_all_events === 1,
    categories: links.categories.get(row.id) ?? [],
    participants: links.participants.get(row.id) ?? [],
    extends: links.extends.get(row.id) ?? [],
    capabilities: parseCapabilities(row.capabilities),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    clip_limit: row.clip_limit,
    download_limit: row.download_limit,
  };
}
