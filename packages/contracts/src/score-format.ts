/**
 * How the live score reads (docs/decisions/0082-live-score.md), without Zod: the viewer's landing page shows scores
 * on its event cards and does not load the contracts' parsers.
 */

/** The clock of an EventScore. */
export interface ClockLike {
  running: boolean;
  seconds: number;
  started_at: string | null;
}

const ORDINALS: Record<'en' | 'fr', (n: number) => string> = {
  en: (n) => {
    const tens = n % 100;
    if (tens >= 11 && tens <= 13) return `${n}th`;
    return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
  },
  fr: (n) => (n === 1 ? '1re' : `${n}e`),
};

/** '1st', '3rd', 'OT', 'OT2' (fr: '1re', '3e', 'Prol.', 'Prol. 2'). */
export function periodLabel(period: number, regulation: number, language: 'en' | 'fr' = 'en'): string {
  if (period <= regulation) return ORDINALS[language](period);
  const overtime = period - regulation;
  const word = language === 'fr' ? 'Prol.' : 'OT';
  return overtime === 1 ? word : language === 'fr' ? `${word} ${overtime}` : `${word}${overtime}`;
}

/** The clock's seconds at `nowMs`. */
export function clockSeconds(clock: ClockLike, nowMs: number): number {
  if (!clock.running || clock.started_at === null) return clock.seconds;
  return clock.seconds + Math.max(0, Math.floor((nowMs - Date.parse(clock.started_at)) / 1000));
}

/** 34:12, 1:02:03. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The score at `seconds` into the video, from the timeline: the last change at or before it; 0–0 before any. */
export function scoreAt(changes: ReadonlyArray<{ offset_s: number; home: number; away: number; period: number }>, seconds: number): { home: number; away: number; period: number } {
  let at = { home: 0, away: 0, period: 1 };
  for (const change of changes) {
    if (change.offset_s > seconds) break;
    at = { home: change.home, away: change.away, period: change.period };
  }
  return at;
}
