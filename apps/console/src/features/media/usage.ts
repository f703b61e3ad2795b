import type { MediaUsage } from '@ott/contracts/admin-media';
import type { TFunction } from 'i18next';

/** Everything that uses an asset, named the way the confirmation and the asset page list it. */
export function usageNames(usage: MediaUsage | undefined, t: TFunction<'media'>): string[] {
  if (!usage) return [];
  return [
    ...usage.events.map((event) => `${t('asset.usageEvent')}: ${event.name}`),
    ...usage.vod_items.map((item) => `${t('asset.usageVod')}: ${item.title}`),
    ...usage.prerolls.map((preroll) => t('asset.usagePreroll', { id: preroll.id })),
  ];
}

export const usageCount = (usage: MediaUsage) => usage.events.length + usage.vod_items.length + usage.prerolls.length;

/**
 * The names carried by a refused delete: the bulk answer's `usage`, or the single delete's 409 field errors
 * (`errors.events: ["Final vs Rivals"]`, `errors.vod_items`, `errors.prerolls`).
 */
export function usageFromErrors(errors: Record<string, string[]>, t: TFunction<'media'>): string[] {
  return [
    ...(errors.events ?? []).map((name) => `${t('asset.usageEvent')}: ${name}`),
    ...(errors.vod_items ?? []).map((name) => `${t('asset.usageVod')}: ${name}`),
    ...(errors.prerolls ?? []).map((id) => t('asset.usagePreroll', { id: id.replace(/^#/, '') })),
  ];
}
