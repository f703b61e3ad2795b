import type { AdminEventsEdit, AdminEventsEditResult } from '@ott/contracts/admin-schedule';

/**
 * The edits that put events back as they were before a bulk edit: the opposite shift for all of them, and one edit per
 * group of events that had the same previous values of the fields that changed.
 */
export function undoEdits(changes: AdminEventsEdit['changes'], result: AdminEventsEditResult): AdminEventsEdit[] {
  const edits: AdminEventsEdit[] = [];
  if (result.updated.length === 0) return edits;
  if (changes.shift_minutes) edits.push({ ids: result.updated, changes: { shift_minutes: -changes.shift_minutes } });
  const groups = new Map<string, AdminEventsEdit>();
  for (const before of result.previous) {
    const back: AdminEventsEdit['changes'] = {};
    if (changes.pricing_type !== undefined || changes.price !== undefined) {
      back.pricing_type = before.pricing_type;
      back.price = before.passes_only ? null : before.price;
    }
    if (changes.visibility !== undefined) back.visibility = before.visibility;
    if (changes.event_category_id !== undefined) back.event_category_id = before.event_category_id;
    if (Object.keys(back).length === 0) continue;
    const key = JSON.stringify(back);
    const group = groups.get(key) ?? { ids: [], changes: back };
    group.ids.push(before.id);
    groups.set(key, group);
  }
  return [...edits, ...groups.values()];
}
