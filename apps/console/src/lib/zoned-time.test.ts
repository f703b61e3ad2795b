import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedInputToIso } from './zoned-time';

describe('times in the channel zone', () => {
  it('shows an instant as the zone reads it, whatever the browser zone', () => {
    expect(isoToZonedInput('2026-03-10T18:00:00.000Z', 'America/Chicago')).toBe('2026-03-10T13:00');
    expect(isoToZonedInput('2026-07-10T18:00:00.000Z', 'America/Chicago')).toBe('2026-07-10T13:00');
    expect(isoToZonedInput('2026-07-10T18:00:00.000Z', 'Europe/Paris')).toBe('2026-07-10T20:00');
    expect(isoToZonedInput('', 'UTC')).toBe('');
  });

  it('reads a wall-clock time in the zone back to the instant, across daylight saving', () => {
    expect(zonedInputToIso('2026-03-10T13:00', 'America/Chicago')).toBe('2026-03-10T18:00:00.000Z');
    expect(zonedInputToIso('2026-01-10T13:00', 'America/Chicago')).toBe('2026-01-10T19:00:00.000Z');
    expect(zonedInputToIso('2026-07-10T20:00', 'Europe/Paris')).toBe('2026-07-10T18:00:00.000Z');
    expect(zonedInputToIso('not a time', 'UTC')).toBeNull();
  });

  it('round-trips', () => {
    const iso = '2026-11-02T06:30:00.000Z';
    expect(zonedInputToIso(isoToZonedInput(iso, 'America/Montreal'), 'America/Montreal')).toBe(iso);
  });
});
