import type { Id, IsoTime, Flag } from './column-types';

/** The score of an event as it stands (migration 20261130110000, docs/decisions/0082-live-score.md). */
export interface EventScoresTable {
  event_id: number;
  channel_id: number;
  home: number;
  away: number;
  period: number;
  clock_running: Flag;
  /** Seconds on the clock at clock_started_at (running) or now (stopped). */
  clock_seconds: number;
  clock_started_at: IsoTime | null;
  updated_at: IsoTime;
}

/** Each change of the score or period, with where it happened in the event's video and its replay marker. */
export interface EventScoreChangesTable {
  id: Id;
  event_id: number;
  channel_id: number;
  /** home, away or period (ScoreChangeKind). */
  kind: string;
  delta: number;
  home: number;
  away: number;
  period: number;
  offset_s: number;
  label: string;
  /** The media_markers row made on the replay's library video, when it is one. */
  marker_id: number | null;
  operator_id: number | null;
  created_at: IsoTime;
}

export interface ScoreTables {
  event_scores: EventScoresTable;
  event_score_changes: EventScoreChangesTable;
}
