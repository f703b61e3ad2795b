import { describe, expect, it } from 'vitest';
import { periodEnd } from './subscription-period';

describe('subscription periods (spec §9)', () => {
  it.each([
    { period: 'monthly', start: '2026-01-31T10:00:00.000Z', end: '2026-03-02T10:00:00.000Z' },
    { period: 'month', start: '2026-11-21T00:00:00.000Z', end: '2026-12-21T00:00:00.000Z' },
    { period: 'annual', start: '2026-11-21T00:00:00.000Z', end: '2027-11-21T00:00:00.000Z' },
    { period: 'annual', start: '2028-02-29T00:00:00.000Z', end: '2029-03-01T00:00:00.000Z' },
  ])('$period from $start ends $end', ({ period, start, end }) => {
    expect(periodEnd(period, new Date(start)).toISOString()).toBe(end);
  });

  it.each([
    { period: 'monthly', count: 6, start: '2026-01-01T00:00:00.000Z', end: '2026-06-30T00:00:00.000Z' },
    { period: 'annual', count: 2, start: '2026-11-21T00:00:00.000Z', end: '2028-11-21T00:00:00.000Z' },
  ])('$count × $period from $start ends $end', ({ period, count, start, end }) => {
    expect(periodEnd(period, new Date(start), count).toISOString()).toBe(end);
  });
});
