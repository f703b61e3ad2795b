import type { EventCategory } from '@ott/contracts/channel';
import type { Pass } from '@ott/contracts/commerce';
import { flattenCategories } from '../../../lib/categories';

export type Coverage =
  | { kind: 'everything' }
  | { kind: 'event' }
  | { kind: 'categories'; names: string[] }
  | { kind: 'teams'; ids: number[] }
  | { kind: 'addition'; names: string[] }
  | { kind: 'none' };

/** What a pass gives access to, in the words the cards use (spec §4 purchased rules name the same parts). */
export function coverageOf(pass: Pass, categories: EventCategory[], passes: Pass[]): Coverage {
  if (pass.covers_all_events) return { kind: 'everything' };
  if (pass.event_id !== null) return { kind: 'event' };
  if (pass.is_team_pass || pass.participants.length) return { kind: 'teams', ids: pass.participants };
  if (pass.event_categories.length) {
    const all = flattenCategories(categories);
    const names = pass.event_categories.map((id) => all.find((category) => category.id === id)?.name).filter((name) => name !== undefined);
    return { kind: 'categories', names };
  }
  if (pass.extends.length) {
    const names = pass.extends.map((id) => passes.find((candidate) => candidate.type !== 'subscription' && candidate.id === id)?.name).filter((name) => name !== undefined);
    return { kind: 'addition', names };
  }
  return { kind: 'none' };
}
