import { type Entitlements, type EventFacts, type PassCoverage, coversEvent } from '../entitlements/entitlements';

export interface PurchaseState {
  purchased: boolean;
  disabledParticipants: number[];
  disabledCategories: number[];
}

/**
 * Spec §3/§4 for one pass and one user: the pass's participants and categories the user's orders
 * already cover are "disabled"; the pass is purchased when the user owns it, or when everything
 * it would add is already covered: all its participants (a team pass: only those), all its categories
 * or all its participants (any other pass), or, for a single-event package, its event. A subscription
 * is purchased only by owning it.
 */
export function purchaseState(pass: PassCoverage & { is_team_pass: boolean }, entitlements: Entitlements, event: EventFacts | null): PurchaseState {
  const disabledParticipants = pass.participants.filter((id) => entitlements.allEvents || entitlements.participantIds.has(id));
  const disabledCategories = pass.categories.filter((id) => entitlements.allEvents || entitlements.categoryIds.has(id));
  const allOf = (list: number[], disabled: number[]) => list.length > 0 && disabled.length === list.length;
  const covered =
    pass.type === 'subscription'
      ? false
      : pass.is_team_pass
        ? allOf(pass.participants, disabledParticipants)
        : allOf(pass.categories, disabledCategories) ||
          allOf(pass.participants, disabledParticipants) ||
          (event !== null && coversEvent(entitlements, event)) || (pass.covers_all_events && entitlements.allEvents);
  return { purchased: entitlements.ownedPassIds.has(pass.id) || covered, disabledParticipants, disabledCategories };
}
