import { describe, expect, it } from 'vitest';
import { roleMeets } from './admin-auth';
import { AdminScoreAction, clockSeconds, formatClock, periodLabel, regulationPeriodsOf, scoreAt, scoreWordOf } from './scores';

describe('live score wording', () => {
  it('names periods, overtime included, in English and French', () => {
    expect([1, 2, 3, 4, 5].map((period) => periodLabel(period, 3))).toEqual(['1st', '2nd', '3rd', 'OT', 'OT2']);
    expect([1, 2, 3, 4].map((period) => periodLabel(period, 2, 'fr'))).toEqual(['1re', '2e', 'Prol.', 'Prol. 2']);
    expect([11, 12, 13, 21, 22].map((period) => periodLabel(period, 30))).toEqual(['11th', '12th', '13th', '21st', '22nd']);
  });

  it("knows a sport's periods and whether a point is a goal", () => {
    expect([regulationPeriodsOf('Hockey'), regulationPeriodsOf('Soccer'), regulationPeriodsOf('Basketball'), regulationPeriodsOf('Lacrosse'), regulationPeriodsOf(null)]).toEqual([3, 2, 4, 4, 3]);
    expect([scoreWordOf('Hockey'), scoreWordOf('Soccer'), scoreWordOf('Basketball'), scoreWordOf(null)]).toEqual(['goal', 'goal', 'score', 'score']);
  });

  it('runs the clock from started_at and formats it', () => {
    const started = Date.parse('2026-11-30T10:00:00.000Z');
    expect(clockSeconds({ running: true, seconds: 60, started_at: '2026-11-30T10:00:00.000Z' }, started + 12_900)).toBe(72);
    expect(clockSeconds({ running: false, seconds: 60, started_at: null }, started + 12_900)).toBe(60);
    expect([formatClock(0), formatClock(754), formatClock(3723)]).toEqual(['0:00', '12:34', '1:02:03']);
  });

  it('reads the score at a moment of the replay from the changes', () => {
    const changes = [
      { offset_s: 100, home: 1, away: 0, period: 1 },
      { offset_s: 300, home: 1, away: 1, period: 2 },
    ];
    expect([scoreAt(changes, 50), scoreAt(changes, 100), scoreAt(changes, 299), scoreAt(changes, 1_000)]).toEqual([
      { home: 0, away: 0, period: 1 },
      { home: 1, away: 0, period: 1 },
      { home: 1, away: 0, period: 1 },
      { home: 1, away: 1, period: 2 },
    ]);
  });

  it('takes the scorekeeper buttons, +1 by default, and refuses a +2', () => {
    expect(AdminScoreAction.parse({ action: 'home' })).toEqual({ action: 'home', delta: 1 });
    expect(AdminScoreAction.safeParse({ action: 'away', delta: 2 }).success).toBe(false);
    expect(AdminScoreAction.safeParse({ action: 'clock_set', seconds: -1 }).success).toBe(false);
  });

  it("admits scorekeepers, editors, admins and owners to 'scorekeeper' access, and scorekeepers nowhere else", () => {
    expect((['owner', 'admin', 'editor', 'scorekeeper', 'support', 'analyst'] as const).map((role) => roleMeets(role, 'scorekeeper'))).toEqual([true, true, true, true, false, false]);
    expect((['editor', 'support', 'analyst', 'any'] as const).map((access) => roleMeets('scorekeeper', access))).toEqual([false, false, false, true]);
  });
});
