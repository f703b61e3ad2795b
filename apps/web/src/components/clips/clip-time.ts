const TIME = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** Spec §5: a clip time typed as hh:mm:ss, in seconds; null when it is not one. */
export function parseClipTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match.map(Number) as [number, number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Whole seconds as hh:mm:ss (a fraction is dropped: the panel works in whole seconds). */
export function formatClipTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`;
}
