import { describe, expect, it } from 'vitest';
import { inQuietHours, quietHoursEnd, sendTimeOf } from './quiet-hours';

const paris = { start: '22:00', end: '07:00', timeZone: 'Europe/Paris' };

describe('quiet hours on the viewer\'s clock', () => {
  it('spans midnight in the viewer\'s zone, not the server\'s', () => {
    // 21:30 UTC in January is 22:30 in Paris: quiet; 20:30 UTC is 21:30: not quiet.
    expect(inQuietHours(paris, new Date('2026-01-10T21:30:00Z'))).toBe(true);
    expect(inQuietHours(paris, new Date('2026-01-10T20:30:00Z'))).toBe(false);
    expect(inQuietHours(paris, new Date('2026-01-11T05:59:00Z'))).toBe(true);
    expect(inQuietHours(paris, new Date('2026-01-11T06:00:00Z'))).toBe(false);
  });

  it('ends at the next local end time, the same night or the next morning', () => {
    expect(quietHoursEnd(paris, new Date('2026-01-10T21:30:00Z')).toISOString()).toBe('2026-01-11T06:00:00.000Z');
    expect(quietHoursEnd(paris, new Date('2026-01-11T02:00:00Z')).toISOString()).toBe('2026-01-11T06:00:00.000Z');
    // Summer time: 07:00 in Paris is 05:00 UTC.
    expect(quietHoursEnd(paris, new Date('2026-07-10T23:00:00Z')).toISOString()).toBe('2026-07-11T05:00:00.000Z');
  });

  it('a daytime window and an empty one', () => {
    const day = { start: '09:00', end: '17:00', timeZone: 'America/New_York' };
    expect(inQuietHours(day, new Date('2026-01-10T14:00:00Z'))).toBe(true);
    expect(inQuietHours(day, new Date('2026-01-10T23:00:00Z'))).toBe(false);
    expect(inQuietHours({ start: '08:00', end: '08:00', timeZone: 'UTC' }, new Date('2026-01-10T08:00:00Z'))).toBe(false);
    expect(sendTimeOf(null, new Date('2026-01-10T08:00:00Z')).toISOString()).toBe('2026-01-10T08:00:00.000Z');
    expect(sendTimeOf(day, new Date('2026-01-10T14:00:00Z')).toISOString()).toBe('2026-01-10T22:00:00.000Z');
  });
});
