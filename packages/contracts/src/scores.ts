import { z } from 'zod';

export { clockSeconds, formatClock, periodLabel, scoreAt } from './score-format';

/**
 * The score of a live event (docs/decisions/0082-live-score.md): kept by a scorekeeper in the console
 * (`/api/admin/channels/{channel_key}/events/{id}/score…`), carried to viewers by the channel's live-state stream
 * (`event: score`), added to the event payloads (`score`) and kept as a history for the replay
 * (`GET /api/events/{id}/score/timeline`).
 */

const Id = z.number().int().positive();

/** The game clock: clients show `seconds` plus, while running, the time since `started_at`. */
export const ScoreClock = z
  .object({
    running: z.boolean(),
    /** Seconds on the clock at `started_at` (running) or now (stopped). */
    seconds: z.number().int().nonnegative(),
    /** When the clock last started, ISO 8601; null while stopped. */
    started_at: z.string().nullable(),
  })
  .meta({ id: 'ScoreClock' });
export type ScoreClock = z.infer<typeof ScoreClock>;

export const EventScore = z
  .object({
    event_id: Id,
    home: z.number().int().nonnegative(),
    away: z.number().int().nonnegative(),
    /** 1, 2, 3…; past `regulation_periods` it is overtime. */
    period: z.number().int().positive(),
    /** The periods of regular time for the sport (hockey 3, soccer 2, basketball 4…). */
    regulation_periods: z.number().int().positive(),
    /** In English ('1st', '3rd', 'OT', 'OT2'); clients may build their own with periodLabel(). */
    period_label: z.string(),
    clock: ScoreClock,
    updated_at: z.string(),
  })
  .meta({ id: 'EventScore' });
export type EventScore = z.infer<typeof EventScore>;

export const ScoreChangeKind = z.enum(['home', 'away', 'period']);
export type ScoreChangeKind = z.infer<typeof ScoreChangeKind>;

/** One change of the score or period, where it happened in the event's video. */
export const ScoreChange = z
  .object({
    id: Id,
    kind: ScoreChangeKind,
    /** +1, or -1 for a correction. */
    delta: z.number().int(),
    home: z.number().int().nonnegative(),
    away: z.number().int().nonnegative(),
    period: z.number().int().positive(),
    period_label: z.string(),
    /** Seconds into the event's video: from the live start (the encoder's), else the scheduled start. */
    offset_s: z.number().nonnegative(),
    /** The replay marker's name: 'Goal – Hawks', 'Score – Hawks 2–1', 'Period 2'. */
    label: z.string(),
    /** A suggested clip start: a little before the change, so the play leading to it is in the clip. */
    clip_start: z.number().nonnegative(),
    created_at: z.string(),
  })
  .meta({ id: 'ScoreChange' });
export type ScoreChange = z.infer<typeof ScoreChange>;

/** The score history of an event, earliest first, to show the score at any moment of the replay. */
export const ScoreTimeline = z
  .object({
    event_id: Id,
    score: EventScore.nullable(),
    changes: z.array(ScoreChange),
  })
  .meta({ id: 'ScoreTimeline' });
export type ScoreTimeline = z.infer<typeof ScoreTimeline>;

/** The scorekeeper's buttons. `delta` -1 corrects a score; `seconds` sets the clock. */
export const AdminScoreAction = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['home', 'away']), delta: z.union([z.literal(1), z.literal(-1)]).default(1) }),
  z.object({ action: z.literal('next_period') }),
  z.object({ action: z.enum(['clock_start', 'clock_stop']) }),
  z.object({ action: z.literal('clock_set'), seconds: z.number({ error: 'Must be a number' }).int().min(0, 'Must be 0 or more').max(24 * 3600) }),
  z.object({ action: z.literal('undo') }),
]);
export type AdminScoreAction = z.input<typeof AdminScoreAction>;

/** The console's scorekeeper screen: the score, the teams' names and the latest changes (newest first). */
export const AdminScore = z
  .object({
    score: EventScore,
    event_name: z.string(),
    home_name: z.string().nullable(),
    away_name: z.string().nullable(),
    recent: z.array(ScoreChange),
  })
  .meta({ id: 'AdminScore' });
export type AdminScore = z.infer<typeof AdminScore>;

/** How many seconds before a score change a suggested clip starts. */
export const CLIP_LEAD_SECONDS = 15;

/** Regular periods by sport name (the event's top category); 3 otherwise. */
export function regulationPeriodsOf(sport: string | null): number {
  const name = (sport ?? '').toLowerCase();
  if (/soccer|football|rugby|lacrosse/.test(name)) return name.includes('lacrosse') ? 4 : 2;
  if (/basketball/.test(name)) return 4;
  return 3;
}

/** Sports whose +1 is a goal. */
export function scoreWordOf(sport: string | null): 'goal' | 'score' {
  return /hockey|soccer|lacrosse|water polo|handball/.test((sport ?? '').toLowerCase()) ? 'goal' : 'score';
}

