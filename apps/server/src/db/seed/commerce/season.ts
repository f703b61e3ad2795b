/** College seasons start in July: on 2026-11-21 the season is 2026-27; on 2027-03-01 still 2026-27. */
export function seasonOf(now: Date): { short: string; long: string } {
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { short: `${start}-${String((start + 1) % 100).padStart(2, '0')}`, long: `${start}-${start + 1}` };
}

/** A seeded pass name with the season filled in. */
export function passName(template: string, now: Date): string {
  const season = seasonOf(now);
  return template.replaceAll('{season_long}', season.long).replaceAll('{season}', season.short);
}
