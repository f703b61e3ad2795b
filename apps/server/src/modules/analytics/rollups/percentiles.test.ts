import { describe, expect, it } from 'vitest';
import { mergeSorted, percentile } from './percentiles';

describe('exact percentiles (nearest rank)', () => {
  it('gives known values on known samples', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
    expect(percentile([700], 95)).toBe(700);
    expect(percentile([], 50)).toBeNull();
  });

  it('over several days merges the samples before ranking', () => {
    const merged = mergeSorted([[100, 900], [300], [200, 5000]]);
    expect(merged).toEqual([100, 200, 300, 900, 5000]);
    expect(percentile(merged, 50)).toBe(300);
    expect(percentile(merged, 95)).toBe(5000);
  });
});
