/**
 * Exact percentile by nearest rank over sorted samples (the value at rank ⌈p·n⌉): p50 of [1, 2, 3, 4] is 2, p95 of
 * 1…100 is 95. Null when there is no sample.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

export const ascending = (a: number, b: number) => a - b;

/** Merges several sorted sample lists into one sorted list. */
export function mergeSorted(lists: readonly (readonly number[])[]): number[] {
  return lists.flat().sort(ascending);
}
