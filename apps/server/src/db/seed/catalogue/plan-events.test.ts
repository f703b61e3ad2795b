import { describe, expect, it } from 'vitest';
import { universitaire } from '../universitaire';
import { varsity } from '../varsity';
import { planEvents } from './plan-events';

describe('demo schedule', () => {
  const now = new Date('2026-03-10T17:05:00.000Z');

  it.each([varsity, universitaire])('plans about 60 events around now for $key', (seed) => {
    const plans = planEvents(seed, now);
    expect(plans).toHaveLength(60);
    const live = plans.filter((plan) => plan.start <= now && plan.end > now);
    const past = plans.filter((plan) => plan.end <= now);
    const upcoming = plans.filter((plan) => plan.start > now);
    expect([live.length, past.length, upcoming.length]).toEqual([3, 27, 30]);
    expect(live.map((plan) => plan.pricing)).toContain('free');
    expect(past.filter((plan) => plan.replay).length).toBeGreaterThan(15);
    expect(new Set(plans.map((plan) => plan.pricing))).toEqual(new Set(['free', 'register', 'paid', 'ppv']));
    expect(Math.min(...past.map((plan) => plan.start.getTime()))).toBeGreaterThan(now.getTime() - 32 * 86_400_000);
    expect(Math.max(...upcoming.map((plan) => plan.start.getTime()))).toBeLessThan(now.getTime() + 32 * 86_400_000);
    expect(plans.filter((plan) => plan.blackout)).toHaveLength(1);
    for (const plan of plans) {
      expect(plan.away.school).not.toBe(plan.home.school);
      expect(plan.away.team.endsWith(`-${plan.sportAlias}-${plan.gender}`)).toBe(true);
    }
  });

  it('is the same on every run for the same moment', () => {
    expect(planEvents(varsity, now).map((plan) => plan.name)).toEqual(planEvents(varsity, now).map((plan) => plan.name));
  });
});
