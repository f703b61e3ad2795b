const DAY_MS = 86_400_000;

/** Spec §9: a monthly period is 30 days, an annual one 12 calendar months; a pass may sell several (`period_count`). */
export function periodEnd(period: string | null, start: Date, count = 1): Date {
  if (period === 'annual') {
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + count);
    return end;
  }
  return new Date(start.getTime() + 30 * count * DAY_MS);
}
