import { CLIP_LEAD_SECONDS, type EventScore, type ScoreChange, type ScoreChangeKind, periodLabel, regulationPeriodsOf } from '@ott/contracts/scores';
import type { ScoreChangeRow } from './scores.repository';

/** The columns of event_scores an event payload carries (events.repository joins them as score_*). */
export interface ScoreColumns {
  event_id: number;
  home: number;
  away: number;
  period: number;
  clock_running: number;
  clock_seconds: number;
  clock_started_at: string | null;
  updated_at: string;
}

export function toEventScore(row: ScoreColumns, sport: string | null): EventScore {
  const regulation = regulationPeriodsOf(sport);
  const running = Boolean(Number(row.clock_running));
  return {
    event_id: Number(row.event_id),
    home: Number(row.home),
    away: Number(row.away),
    period: Number(row.period),
    regulation_periods: regulation,
    period_label: periodLabel(Number(row.period), regulation),
    clock: { running, seconds: Number(row.clock_seconds), started_at: running ? row.clock_started_at : null },
    updated_at: row.updated_at,
  };
}

/** A change as viewers and the console see it; `trim` is what the replay cut from its start. */
export function toScoreChange(row: ScoreChangeRow, sport: string | null, trim = 0): ScoreChange {
  const offset = Math.max(0, Number(row.offset_s) - trim);
  return {
    id: Number(row.id),
    kind: row.kind as ScoreChangeKind,
    delta: Number(row.delta),
    home: Number(row.home),
    away: Number(row.away),
    period: Number(row.period),
    period_label: periodLabel(Number(row.period), regulationPeriodsOf(sport)),
    offset_s: offset,
    label: row.label,
    clip_start: Math.max(0, offset - CLIP_LEAD_SECONDS),
    created_at: row.created_at,
  };
}
