const HOURS = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;
const MINUTES = /^(\d{1,3}):([0-5]\d)$/;

/** Spec §5: a clip time typed as hh:mm:ss (or m:ss, as a player shows it), in seconds; null when it is not one. */
export function parseClipTime(text: string): number | null {
  const trimmed = text.trim();
  const long = HOURS.exec(trimmed);
  if (long) return Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  const short = MINUTES.exec(trimmed);
  return short ? Number(short[1]) * 60 + Number(short[2]) : null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Whole seconds as hh:mm:ss (a fraction is dropped: the panel works in whole seconds). */
export function formatClipTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}
