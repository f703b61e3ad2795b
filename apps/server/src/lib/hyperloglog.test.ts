import { describe, expect, it } from 'vitest';
import { HyperLogLog, hllErrorBound, hllStandardError } from './hyperloglog';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const relativeError = (estimate: number, truth: number) => Math.abs(estimate / truth - 1);

describe('HyperLogLog', () => {
  it('states ±1.625 % (two standard errors of 0.8125 %) at the precision used', () => {
    expect(hllStandardError()).toBeCloseTo(0.008125, 6);
    expect(hllErrorBound()).toBeCloseTo(0.01625, 6);
    expect(hllStandardError(12)).toBeCloseTo(0.01625, 6);
  });

  it('counts 10,000 ids within the stated error, and 40 sets of 10,000 with the spread it states', () => {
    expect(relativeError(HyperLogLog.of(ids('viewer', 10_000)).count(), 10_000)).toBeLessThan(hllErrorBound());
    const errors = Array.from({ length: 40 }, (_, set) => Math.abs(HyperLogLog.of(ids(`set${set}`, 10_000)).count() / 10_000 - 1));
    const rms = Math.sqrt(errors.reduce((total, error) => total + error * error, 0) / errors.length);
    // The root mean square of the errors is the standard error (give or take its own sampling spread over 40 sets);
    // about 95 % of counts fall within the stated bound (38 of 40 expected), none past three standard errors.
    expect(rms).toBeLessThan(hllStandardError() * 1.3);
    expect(errors.filter((error) => error <= hllErrorBound()).length).toBeGreaterThanOrEqual(36);
    expect(Math.max(...errors)).toBeLessThan(3 * hllStandardError());
  });

  it('is exact or nearly so for small sets and zero when empty', () => {
    expect(new HyperLogLog().count()).toBe(0);
    expect(HyperLogLog.of(['one']).count()).toBe(1);
    expect(HyperLogLog.of(ids('a', 10)).count()).toBe(10);
    expect(relativeError(HyperLogLog.of(ids('b', 300)).count(), 300)).toBeLessThan(0.01);
  });

  it('ignores an id added twice, and merges two days so a viewer seen on both counts once', () => {
    const monday = HyperLogLog.of([...ids('both', 3_000), ...ids('monday', 2_000)]);
    const tuesday = HyperLogLog.of([...ids('both', 3_000), ...ids('tuesday', 1_000), ...ids('both', 3_000)]);
    const union = HyperLogLog.of([...ids('both', 3_000), ...ids('monday', 2_000), ...ids('tuesday', 1_000)]);
    const merged = HyperLogLog.deserialize(monday.serialize()).merge(tuesday);
    expect(merged.registers).toEqual(union.registers);
    expect(relativeError(merged.count(), 6_000)).toBeLessThan(3 * hllStandardError());
    // The sum of the days would say 9,000.
    expect(merged.count()).toBeLessThan(6_000 * (1 + 3 * hllStandardError()));
  });

  it('round-trips through text: sparse while few registers are set, dense after', () => {
    const small = HyperLogLog.of(ids('s', 5));
    expect(Buffer.from(small.serialize(), 'base64')).toHaveLength(2 + 5 * 3);
    expect(HyperLogLog.deserialize(small.serialize()).registers).toEqual(small.registers);
    const large = HyperLogLog.of(ids('l', 20_000));
    expect(Buffer.from(large.serialize(), 'base64')).toHaveLength(2 + 16_384);
    expect(HyperLogLog.deserialize(large.serialize()).count()).toBe(large.count());
    expect(() => HyperLogLog.deserialize('AAAA')).toThrow('Not a HyperLogLog sketch');
    expect(() => new HyperLogLog(14).merge(new HyperLogLog(10))).toThrow('precision');
    expect(() => new HyperLogLog(14).mergeSerialized(new HyperLogLog(10).serialize())).toThrow('precision');
  });
});
