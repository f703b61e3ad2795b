import { describe, expect, it } from 'vitest';
import { type OrderForAccess, type PassCoverage, entitlementsFrom } from '../entitlements/entitlements';
import { coveragePass } from '../entitlements/pass-fixture';
import { purchaseState } from './purchase-state';

const now = new Date('2026-11-21T12:00:00Z');
const tree = [
  { id: 1, parent_id: null },
  { id: 11, parent_id: 1 },
  { id: 2, parent_id: null },
];
type CataloguePass = PassCoverage & { is_team_pass: boolean };
const pass = (id: number, overrides: Partial<CataloguePass> = {}): CataloguePass => ({ ...coveragePass(id), is_team_pass: false, ...overrides });
const owning = (...passes: PassCoverage[]) =>
  entitlementsFrom(
    passes.map((coverage): OrderForAccess => ({ status: 'paid', activity_status: 'active', period_end: null, pass: coverage })),
    tree,
    now,
  );

const season = pass(1, { categories: [1, 2] });
const basketballOnly = pass(2, { categories: [1] });
const hockeyOnly = pass(3, { categories: [2] });
const divisionOne = pass(4, { categories: [11] });
const huskies = pass(5, { is_team_pass: true, participants: [500, 501] });
const huskiesMen = pass(6, { is_team_pass: true, participants: [500] });
const monthly = pass(7, { type: 'subscription', covers_all_events: true });
const annual = pass(8, { type: 'subscription', covers_all_events: true });
const gameAlone = pass(9, { type: 'event', event_id: 77 });
const rivalry = pass(10, { categories: [2], participants: [500, 501] });

describe('purchased, disabledCategories and disabledParticipants (spec §3, §4)', () => {
  it.each([
    { name: 'nothing owned', target: season, owned: [], expected: { purchased: false, disabledCategories: [], disabledParticipants: [] } },
    { name: 'the pass itself', target: season, owned: [season], expected: { purchased: true, disabledCategories: [1, 2], disabledParticipants: [] } },
    { name: 'some of its categories', target: season, owned: [basketballOnly], expected: { purchased: false, disabledCategories: [1], disabledParticipants: [] } },
    { name: 'all of its categories through other passes', target: season, owned: [basketballOnly, hockeyOnly], expected: { purchased: true, disabledCategories: [1, 2], disabledParticipants: [] } },
    { name: 'a parent of its category', target: divisionOne, owned: [basketballOnly], expected: { purchased: true, disabledCategories: [11], disabledParticipants: [] } },
    { name: 'a team pass, one of two teams covered', target: huskies, owned: [huskiesMen], expected: { purchased: false, disabledCategories: [], disabledParticipants: [500] } },
    { name: 'a team pass, all teams covered', target: huskiesMen, owned: [huskies], expected: { purchased: true, disabledCategories: [], disabledParticipants: [500] } },
    { name: 'All-Access covers every package', target: huskies, owned: [monthly], expected: { purchased: true, disabledCategories: [], disabledParticipants: [500, 501] } },
    { name: 'a pass with categories and teams, all its teams covered', target: rivalry, owned: [huskies], expected: { purchased: true, disabledCategories: [], disabledParticipants: [500, 501] } },
    { name: 'a pass with categories and teams, all its categories covered', target: rivalry, owned: [hockeyOnly], expected: { purchased: true, disabledCategories: [2], disabledParticipants: [] } },
    { name: 'a pass with categories and teams, some teams covered', target: rivalry, owned: [huskiesMen], expected: { purchased: false, disabledCategories: [], disabledParticipants: [500] } },
    { name: 'a subscription is purchased only by owning it', target: annual, owned: [monthly], expected: { purchased: false, disabledCategories: [], disabledParticipants: [] } },
    { name: 'a subscription owned', target: monthly, owned: [monthly], expected: { purchased: true, disabledCategories: [], disabledParticipants: [] } },
  ])('$name', ({ target, owned, expected }) => {
    expect(purchaseState(target, owning(...owned), null)).toEqual(expected);
  });

  it('marks a single-event package purchased when other orders already cover its event', () => {
    const event = { id: 77, event_category_id: 11, participant_ids: [900, 901] };
    expect(purchaseState(gameAlone, owning(), event).purchased).toBe(false);
    expect(purchaseState(gameAlone, owning(basketballOnly), event).purchased).toBe(true);
    expect(purchaseState(gameAlone, owning(hockeyOnly), event).purchased).toBe(false);
  });
});
