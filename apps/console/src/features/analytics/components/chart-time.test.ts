import { describe, expect, it } from 'vitest';
import { chartTimeFormat } from './chart-time';

const day = Date.parse('2026-10-28T00:00:00Z') / 1000;

describe('chart times in the console language', () => {
  it('names days of daily figures in French and English', () => {
    const fr = chartTimeFormat([day, day + 86_400], 'fr');
    expect(fr.daily).toBe(true);
    expect(fr.axis(day)).toBe('28 oct.');
    expect(fr.legend(day)).toBe('28 oct. 2026');
    expect(chartTimeFormat([day, day + 86_400], 'en').axis(day)).toBe('Oct 28');
  });

  it('names minutes of live figures by their time of day', () => {
    const format = chartTimeFormat([day, day + 60], 'fr');
    expect(format.daily).toBe(false);
    expect(format.axis(day)).toMatch(/^\d\d:\d\d$/);
    expect(format.legend(null)).toBe('');
  });
});
