import { describe, expect, it } from 'vitest';
import { makeOrder, makePass } from '../../../test/commerce';
import { makeUser } from '../../../test/users';
import { buyItemFor, canStartTrial, orderBuys, targetFromQuery } from './purchase';

const query = (text: string) => new URLSearchParams(text);

describe('what /buy was opened for', () => {
  it.each([
    ['subscription_id=3', { kind: 'subscription', id: 3 }],
    ['package_id=4', { kind: 'package', id: 4, eventId: null }],
    ['package_id=4&event_id=9&code=SAVE5', { kind: 'package', id: 4, eventId: 9 }],
    ['subscription_id=3&package_id=4', { kind: 'subscription', id: 3 }],
    ['', null],
    ['package_id=abc', null],
    ['package_id=0', null],
    ['event_id=9', null],
  ])('%s → %j', (text, expected) => {
    expect(targetFromQuery(query(text))).toEqual(expected);
  });
});

describe('the buy request item', () => {
  it('buys a subscription as a subscription', () => {
    expect(buyItemFor({ kind: 'subscription', id: 3 }, makePass({ id: 3, type: 'subscription' }))).toEqual({ type: 'subscription', id: 3 });
  });

  it('buys a single-event package as its event', () => {
    expect(buyItemFor({ kind: 'package', id: 40, eventId: null }, makePass({ id: 40, type: 'event', event_id: 9 }))).toEqual({ type: 'event', id: 9, package_id: 40 });
  });

  it('buys a pass as a package, or for the event the link names', () => {
    expect(buyItemFor({ kind: 'package', id: 2, eventId: null }, makePass({ id: 2 }))).toEqual({ type: 'package', id: 2 });
    expect(buyItemFor({ kind: 'package', id: 2, eventId: 9 }, makePass({ id: 2 }))).toEqual({ type: 'event', id: 9, package_id: 2 });
  });
});

describe('free trial offer (spec §6: only while trial_period_used is unset)', () => {
  const monthly = makePass({ type: 'subscription', trial_period: 7 });
  it.each([
    ['a subscription with trial days, for a user who never had a trial', monthly, makeUser(), true],
    ['a user who already used a trial', monthly, makeUser({ trial_period_used: '2025-01-01T00:00:00.000Z' }), false],
    ['a visitor', monthly, null, false],
    ['a subscription without trial days', makePass({ type: 'subscription', trial_period: null }), makeUser(), false],
    ['a subscription already purchased', makePass({ type: 'subscription', trial_period: 7, purchased: true }), makeUser(), false],
    ['a package', makePass({ trial_period: 7 }), makeUser(), false],
  ])('%s → %s', (_case, pass, user, expected) => {
    expect(canStartTrial(pass, user)).toBe(expected);
  });
});

describe('which order buys an item', () => {
  const product = (id: number, event_id: number | null) => ({ id, name: 'x', event_id, event_category_id: null, participant_id: null });
  it.each([
    ['an event, whichever package opened it', makeOrder({ type: 'event', product: product(40, 9) }), { type: 'event', id: 9, package_id: 41 }, true],
    ['another event', makeOrder({ type: 'event', product: product(40, 9) }), { type: 'event', id: 10, package_id: 40 }, false],
    ['the package', makeOrder({ type: 'package', product: product(4, null) }), { type: 'package', id: 4 }, true],
    ['a subscription with the same id as a package', makeOrder({ type: 'subscription', product: product(4, null) }), { type: 'package', id: 4 }, false],
  ] as const)('%s', (_name, order, item, expected) => {
    expect(orderBuys(order, item)).toBe(expected);
  });
});
