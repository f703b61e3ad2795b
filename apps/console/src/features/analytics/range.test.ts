import { describe, expect, it } from 'vitest';
import { everyDay, presetRange, validRange } from './range';

describe('analytics date ranges', () => {
  it('ends a preset today and counts today in its days', () => {
    expect(presetRange(7, new Date('2026-11-25T20:00:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange(90, new Date('2026-11-25T00:00:00Z'))).toEqual({ from: '2026-08-28', to: '2026-11-25' });
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
