import { describe, expect, it } from 'vitest';
import { type PrerollRule, type PrerollTarget, categoryLine, eligiblePrerolls, pickWeighted } from './preroll-choice';

const rule = (id: number, overrides: Partial<PrerollRule> = {}): PrerollRule => ({
  id,
  url: `/media/prerolls/p${id}.mp4`,
  weight: 1,
  location_id: null,
  event_categories: [],
  for_live: true,
  for_vod: true,
  ...overrides,
});
const replay: PrerollTarget = { status: 'vod', locationId: 7, categoryLine: [12, 10] };
const ids = (rules: PrerollRule[]) => rules.map((preroll) => preroll.id);

describe('which prerolls suit an event', () => {
  it('follows live and replay flags, and offers nothing before an event starts', () => {
    const prerolls = [rule(1, { for_live: false }), rule(2, { for_vod: false }), rule(3)];
    expect(ids(eligiblePrerolls(prerolls, replay))).toEqual([1, 3]);
    expect(ids(eligiblePrerolls(prerolls, { ...replay, status: 'live' }))).toEqual([2, 3]);
    expect(eligiblePrerolls(prerolls, { ...replay, status: 'upcoming' })).toEqual([]);
  });

  it('matches a location exactly, and a preroll without one everywhere', () => {
    const prerolls = [rule(1, { location_id: 7 }), rule(2, { location_id: 8 }), rule(3)];
    expect(ids(eligiblePrerolls(prerolls, replay))).toEqual([1, 3]);
    expect(ids(eligiblePrerolls(prerolls, { ...replay, locationId: null }))).toEqual([3]);
  });

  it("matches the event's category or an ancestor, and a preroll without categories everywhere", () => {
    const prerolls = [rule(1, { event_categories: [10] }), rule(2, { event_categories: [12, 99] }), rule(3, { event_categories: [11] }), rule(4)];
    expect(ids(eligiblePrerolls(prerolls, replay))).toEqual([1, 2, 4]);
    expect(ids(eligiblePrerolls(prerolls, { ...replay, categoryLine: [] }))).toEqual([4]);
  });

  it('leaves out prerolls weighted 0', () => {
    expect(ids(eligiblePrerolls([rule(1, { weight: 0 }), rule(2)], replay))).toEqual([2]);
  });
});

describe('the weighted choice', () => {
  const candidates = [rule(1, { weight: 10 }), rule(2, { weight: 5 }), rule(3, { weight: 5 })];

  it('gives each candidate a share of [0, 1) as large as its weight', () => {
    const at = (point: number) => pickWeighted(candidates, () => point)?.id;
    expect([at(0), at(0.49), at(0.5), at(0.74), at(0.75), at(0.9999)]).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('picks in proportion to weight over many draws', () => {
    let seed = 42;
    // A fixed linear congruential sequence: the same draws on every run.
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const counts = new Map<number, number>();
    for (let draw = 0; draw < 10_000; draw++) {
      const id = pickWeighted(candidates, random)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(1)! / 10_000).toBeCloseTo(0.5, 1);
    expect(counts.get(2)! / 10_000).toBeCloseTo(0.25, 1);
  });

  it('has nothing to pick from an empty list', () => {
    expect(pickWeighted([], () => 0.5)).toBeNull();
  });
});

describe('a category line', () => {
  it('climbs to the root and stops on a cycle', () => {
    const parents = new Map<number, number | null>([
      [12, 10],
      [10, null],
      [20, 21],
      [21, 20],
    ]);
    expect(categoryLine(12, parents)).toEqual([12, 10]);
    expect(categoryLine(null, parents)).toEqual([]);
    expect(categoryLine(20, parents)).toEqual([20, 21]);
  });
});
