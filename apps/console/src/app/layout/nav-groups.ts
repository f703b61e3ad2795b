import { type OperatorRole, roleMeets } from '@ott/contracts/admin-auth';
import type { ConsoleFeature } from '../../lib/feature';

export interface NavGroup {
  /** The first area's id: a stable key. */
  key: string;
  heading: string | null;
  items: Array<{ to: string; label: string }>;
}

/**
 * The channel's navigation as groups of entries a `role` may open, each area's under its heading (words of `t`), in
 * order; areas next to each other under the same heading (announcements and live chat: Audience) make one group, so
 * the heading is not said twice in a row.
 */
export function navGroups(features: ConsoleFeature[], role: OperatorRole, t: (key: string, options: { ns: string }) => string): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const feature of features) {
    const items = feature.nav.filter((item) => roleMeets(role, item.access)).map((item) => ({ to: item.to, label: t(item.labelKey, { ns: feature.id }) }));
    if (items.length === 0) continue;
    const heading = feature.labelKey ? t(feature.labelKey, { ns: feature.id }) : null;
    const last = groups.at(-1);
    if (last && heading !== null && last.heading === heading) last.items.push(...items);
    else groups.push({ key: feature.id, heading, items });
  }
  return groups;
}
