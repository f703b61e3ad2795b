import { describe, expect, it } from 'vitest';
import { addDays, zoneOffsetMinutes, zonedDate, zonedTimeToUtc } from './zoned-time';

describe('zoned time', () => {
  it('knows zone offsets across daylight saving', () => {
    expect(zoneOffsetMinutes('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe(-360);
    expect(zoneOffsetMinutes('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', new Date('2026-07-15T12:00:00Z'))).toBe(0);
  });

  it('turns a wall-clock time in a zone into UTC', () => {
    expect(zonedTimeToUtc('2026-01-15', 19, 0, 'America/Chicago').toISOString()).toBe('2026-01-16T01:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', 19, 30, 'America/Toronto').toISOString()).toBe('2026-07-15T23:30:00.000Z');
    // 02:30 does not exist on the spring-forward night; it moves to 03:30.
    expect(zonedTimeToUtc('2026-03-08', 2, 30, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('gives the local calendar date and adds days', () => {
    expect(zonedDate('America/Los_Angeles', new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
