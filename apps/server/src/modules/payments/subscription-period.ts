const DAY_MS = 86_400_000;

/** Spec §9: a monthly period is 30 days, an annual one 12 calendar months. */
export function periodEnd(period: string | null, start: Date): Date {
  if (period === 'annual') {
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return end;
  }
  return new Date(start.getTime() + 30 * DAY_MS);
}
