import { describe, expect, it } from 'vitest';
import { makePass } from '../../../test/commerce';
import { waysIn } from './ways-in';

const names = (result: ReturnType<typeof waysIn>) => result.shown.map((way) => [way.pass.name, way.alone, way.to]);

describe('the ways into a paid event, on the paywall', () => {
  it("puts the event alone first, then the passes and subscriptions in the operator's order (heaviest first), whatever they cost", () => {
    const passes = [
      makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, offer: 'month', weight: 90 }),
      makePass({ id: 12, name: 'Game', type: 'event', event_id: 7, price: 799, weight: 0 }),
      makePass({ id: 1, name: 'Basic Pass', price: 14999, weight: 100 }),
    ];
    expect(names(waysIn(passes, 7))).toEqual([
      ['Game', true, '/select-package/12'],
      ['Basic Pass', false, '/select-package/1'],
      ['Monthly All-Access', false, '/buy?subscription_id=3'],
    ]);
  });

  it('leaves out what is purchased and a single-event package priced 0, and counts what does not fit', () => {
    const passes = [
      makePass({ id: 12, name: 'Game', type: 'event', event_id: 7, price: 0 }),
      makePass({ id: 1, name: 'Owned', price: 100, purchased: true }),
      ...[2, 3, 4, 5, 6].map((id) => makePass({ id, name: `Pass ${id}`, price: id * 1000, weight: 10 - id })),
    ];
    const result = waysIn(passes, 7);
    expect(names(result).map(([name]) => name)).toEqual(['Pass 2', 'Pass 3', 'Pass 4', 'Pass 5']);
    expect(result.more).toBe(1);
    expect(waysIn([], 7)).toEqual({ shown: [], more: 0 });
  });
});
