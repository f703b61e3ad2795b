import { describe, expect, it } from 'vitest';
import { passName, seasonOf } from './season';

describe('season naming of the seeded pass', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-27', '2026-2027'],
    ['2027-03-01T12:00:00Z', '2026-27', '2026-2027'],
    ['2027-07-01T00:00:00Z', '2027-28', '2027-2028'],
    ['2099-08-15T00:00:00Z', '2099-00', '2099-2100'],
  ])('on %s the season is %s', (date, short, long) => {
    expect(seasonOf(new Date(date))).toEqual({ short, long });
  });

  it('fills {season} and {season_long} in pass names', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(passName('{season} Basic Pass', now)).toBe('2026-27 Basic Pass');
    expect(passName('Passe saison de base {season_long}', now)).toBe('Passe saison de base 2026-2027');
  });
});
