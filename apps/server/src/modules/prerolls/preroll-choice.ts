import type { EventStatus, Preroll } from '@ott/contracts';

/**
 * A channel preroll (spec §3): location_id null plays at any location; empty event_categories
 * plays for any category, otherwise for the event's category or one of its ancestors.
 */
export type PrerollRule = Preroll;

/** What decides which prerolls suit an event. */
export interface PrerollTarget {
  status: EventStatus;
  locationId: number | null;
  /** The event's category and its ancestors, nearest first; empty when it has none. */
  categoryLine: number[];
}

/** Live events play for_live prerolls, replays for_vod ones; nothing plays before an event starts. */
function playsWhen(preroll: PrerollRule, status: EventStatus): boolean {
  if (status === 'live') return preroll.for_live;
  if (status === 'vod') return preroll.for_vod;
  return false;
}

function suits(preroll: PrerollRule, target: PrerollTarget): boolean {
  if (!playsWhen(preroll, target.status)) return false;
  if (preroll.location_id !== null && preroll.location_id !== target.locationId) return false;
  return preroll.event_categories.length === 0 || target.categoryLine.some((id) => preroll.event_categories.includes(id));
}

/** The prerolls that may play before the event; a weight of 0 or less switches a preroll off. */
export function eligiblePrerolls<T extends PrerollRule>(prerolls: readonly T[], target: PrerollTarget): T[] {
  return prerolls.filter((preroll) => preroll.weight > 0 && suits(preroll, target));
}

/** A weighted random choice: each candidate's chance is its weight over the total. `random` returns [0, 1). */
export function pickWeighted<T extends { weight: number }>(candidates: readonly T[], random: () => number): T | null {
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const candidate of candidates) {
    point -= candidate.weight;
    if (point < 0) return candidate;
  }
  // Only reached through rounding at the very top of the range.
  return candidates[candidates.length - 1]!;
}

/** A category followed by its ancestors, from the channel's (id → parent) map; stops on a cycle. */
export function categoryLine(categoryId: number | null, parents: ReadonlyMap<number, number | null>): number[] {
  const line: number[] = [];
  for (let id = categoryId; id !== null && !line.includes(id); id = parents.get(id) ?? null) line.push(id);
  return line;
}
