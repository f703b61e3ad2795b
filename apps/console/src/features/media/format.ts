/** Sizes, speeds, durations and times left as operators read them, in the console's language. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
/** French counts in octets. */
const FRENCH_UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'] as const;

/** 1 258 291 → "1.2 MB", counted by 1024 as the server counts the quota and the largest upload (100 GB is 100 × 2³⁰ bytes). */
export function formatBytes(bytes: number, language = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const units = language.startsWith('fr') ? FRENCH_UNITS : UNITS;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value)} ${units[unit]}`;
}

/** Bytes per second → "2.5 MB/s"; null (nothing measured yet) → null. */
export function formatSpeed(bytesPerSecond: number | null, language = 'en'): string | null {
  if (bytesPerSecond === null || !Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return null;
  return `${formatBytes(bytesPerSecond, language)}/s`;
}

/** Seconds → "1:05", "12:00", "1:02:03" (a clock, as players show times). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** "1:05" or "65" or "1:02:03" → seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$/.exec(trimmed);
  if (!match) return null;
  const seconds = Number(match[3]);
  if (seconds >= 60) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + seconds;
}

/** Time left for `remaining` bytes at `bytesPerSecond`, in whole seconds; null when unknown. */
export function secondsLeft(remaining: number, bytesPerSecond: number | null): number | null {
  if (bytesPerSecond === null || !(bytesPerSecond > 0) || remaining < 0) return null;
  return Math.ceil(remaining / bytesPerSecond);
}

/** Seconds left → parts a translation turns into words: under a minute, minutes, or hours and minutes. */
export function etaParts(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number; minutes?: number } {
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.floor(seconds / 3600), minutes: Math.ceil((seconds % 3600) / 60) };
}

/**
 * Upload speed over a sliding window of progress samples, so one slow or fast chunk does not swing the
 * estimate. `add(time ms, bytes sent)`; `speed()` in bytes per second, null until two samples exist.
 */
export function speedMeter(windowMs = 5_000) {
  let samples: Array<{ at: number; bytes: number }> = [];
  return {
    add(at: number, bytes: number) {
      // A resumed upload may restart lower (the server kept less than was sent): begin afresh.
      if (samples.length > 0 && bytes < samples[samples.length - 1]!.bytes) samples = [];
      samples.push({ at, bytes });
      while (samples.length > 2 && at - samples[0]!.at > windowMs) samples.shift();
    },
    speed(): number | null {
      if (samples.length < 2) return null;
      const first = samples[0]!;
      const last = samples[samples.length - 1]!;
      const elapsed = (last.at - first.at) / 1000;
      return elapsed > 0 ? (last.bytes - first.bytes) / elapsed : null;
    },
    reset() {
      samples = [];
    },
  };
}

/** ffprobe's format name ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm") as operators name the file type. */
export function containerLabel(container: string | null): string {
  if (!container) return '—';
  const names = container.split(',');
  if (names.includes('matroska')) return 'MKV / WebM';
  if (names.includes('mp4') || names.includes('mov')) return 'MP4 / MOV';
  return container;
}
