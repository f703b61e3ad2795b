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

  it('gives the same local date as the exact offset at every moment, in zones off the hour and across changes within an hour', () => {
    const exact = (zone: string, at: Date) => new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000).toISOString().slice(0, 10);
    // Kathmandu is 5:45 ahead; Lord Howe moves from +10:30 to +11 at 15:30 UTC on 2026-10-03; Chicago springs forward on 2026-03-08.
    const cases: [string, string][] = [['Asia/Kathmandu', '2026-01-15T17:00:00Z'], ['Australia/Lord_Howe', '2026-10-03T12:00:00Z'], ['America/Chicago', '2026-03-08T04:00:00Z'], ['America/Chicago', '2026-11-01T04:00:00Z']];
    for (const [zone, from] of cases) {
      for (let minute = 0; minute < 12 * 60; minute += 7) {
        const at = new Date(Date.parse(from) + minute * 60_000);
        expect(zonedDate(zone, at), `${zone} ${at.toISOString()}`).toBe(exact(zone, at));
      }
    }
    expect(zonedDate('Asia/Kathmandu', new Date('2026-01-15T18:14:00Z'))).toBe('2026-01-15');
    expect(zonedDate('Asia/Kathmandu', new Date('2026-01-15T18:15:00Z'))).toBe('2026-01-16');
    expect(zonedDate('America/Chicago', new Date('2026-01-16T01:00:00Z'))).toBe('2026-01-15');
  });
});
