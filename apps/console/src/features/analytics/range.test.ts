import { describe, expect, it } from 'vitest';
import { everyDay, presetRange, validRange } from './range';

describe('analytics date ranges', () => {
  it('ends a preset today and counts today in its days', () => {
    expect(presetRange(7, 'UTC', new Date('2026-11-25T20:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange(90, 'UTC', new Date('2026-11-25T00:00:00Z'))).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  });

  it("ends on the channel's today: 7 pm in Chicago is still that day there, though 01:00 the next day in UTC", () => {
    expect(presetRange(7, 'America/Chicago', new Date('2026-11-26T01:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange(7, 'Asia/Tokyo', new Date('2026-11-25T20:00:00Z'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('accepts a custom range only with both days in order', () => {
    expect(validRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(validRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(validRange({ from: '', to: '2026-11-01' })).toBe(false);
  });

  it('lists every day of a range for the chart', () => {
    expect(everyDay('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(everyDay('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });
});
