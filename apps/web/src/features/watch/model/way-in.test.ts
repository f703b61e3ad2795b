import { describe, expect, it } from 'vitest';
import { wayIn } from './way-in';

const pass = (name: string, price: number, purchased = false) => ({ name, price, currency: 'USD' as const, purchased });

describe('the cheapest way in, beside Get access', () => {
  it('is the lowest price of several passes', () => {
    expect(wayIn([pass('Basic Pass', 14999), pass('Game', 799), pass('Monthly All-Access', 1299)])).toEqual({ kind: 'from', price: 799, currency: 'USD' });
  });

  it('names the one pass that covers the event', () => {
    expect(wayIn([pass('Hockey Season Pass', 7999)])).toEqual({ kind: 'only', name: 'Hockey Season Pass', price: 7999, currency: 'USD' });
  });

  it('leaves out passes already purchased, and says nothing when none is left', () => {
    expect(wayIn([pass('Game', 799, true), pass('Basic Pass', 14999)])).toEqual({ kind: 'only', name: 'Basic Pass', price: 14999, currency: 'USD' });
    expect(wayIn([])).toBeNull();
  });
});
