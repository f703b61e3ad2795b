import { assetIdOfVideo } from '@ott/contracts/admin-media';
import type { AdminScore, AdminScoreAction, EventScore, ScoreChangeKind, ScoreTimeline } from '@ott/contracts/scores';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { localStreamOf } from '../media/media-refs';
import { changeLabel } from './score-labels';
import { NothingToUndo, ScoreBelowZero } from './scores.errors';
import { toEventScore, toScoreChange } from './scores.mappers';
import type { ScoreEventRow, ScoresRepository } from './scores.repository';

export interface ScoresServiceDeps {
  repository: ScoresRepository;
  /** Tells viewers (the channel's live-state streams on every instance) and drops the channel's cached lists. */
  changed(channelId: number, score: EventScore): Promise<void>;
  /** Re-reads the library's markers after one was added or removed. */
  markersChanged(): Promise<void>;
  now?: () => Date;
}

/** A score changed this recently belongs to a game on now (or just over). */
const CURRENT_SCORES_HOURS = 6;

type Action = AdminScoreAction extends infer A ? (A extends { action: infer K } ? K : never) : never;

const sportOf = (event: ScoreEventRow) => event.parent_category_name ?? event.category_name ?? null;
const teamOf = (event: ScoreEventRow, side: 'home' | 'away') => {
  const team = event.participants.find((participant) => participant.role === side);
  return team ? team.short_name || team.name : null;
};

/** Seconds into the event's video: from the encoder's live start, else the scheduled start. */
function offsetOf(event: ScoreEventRow, at: Date): number {
  const start = Date.parse(event.ingest_started_at ?? event.event_utc_ts);
  return Math.max(0, Math.round((at.getTime() - start) / 100) / 10);
}

/** The library video the replay (or the simulated live) plays, when it is one: score markers go on it. */
function libraryAssetIdOf(event: ScoreEventRow): number | null {
  for (const media of event.media) {
    const stream = localStreamOf(media.url);
    const id = stream ? assetIdOfVideo(stream.asset) : null;
    if (id !== null) return id;
  }
  return null;
}

/**
 * The live score (docs/decisions/0082-live-score.md): the scorekeeper's actions, each kept with its offset into the
 * event's video and a marker on the replay's library video; viewers hear of each change on the live-state stream.
 */
export function createScoresService({ repository, changed, markersChanged, now = () => new Date() }: ScoresServiceDeps) {
  async function eventOf(channel: Channel, eventId: number, anyVisibility: boolean) {
    const event = await repository.event(channel.id, eventId, anyVisibility);
    if (!event) throw new NotFound();
    return event;
  }
  async function scoreOf(event: ScoreEventRow): Promise<EventScore | null> {
    const row = await repository.findScore(event.id);
    return row ? toEventScore(row, sportOf(event)) : null;
  }

  const service = {
    async get(channel: Channel, eventId: number): Promise<AdminScore> {
      const event = await eventOf(channel, eventId, true);
      const recent = await repository.latestChanges(event.id, 10);
      // Not kept yet: 0–0 in the 1st, which viewers see only once the scorekeeper starts.
      const fresh = { event_id: event.id, home: 0, away: 0, period: 1, clock_running: 0, clock_seconds: 0, clock_started_at: null, updated_at: now().toISOString() };
      return {
        score: (await scoreOf(event)) ?? toEventScore(fresh, sportOf(event)),
        event_name: event.name,
        home_name: teamOf(event, 'home'),
        away_name: teamOf(event, 'away'),
        recent: recent.map((row) => toScoreChange(row, sportOf(event))),
      };
    },

    /** Applies one button; returns the score before and after (for the audit log). */
    async act(channel: Channel, eventId: number, input: AdminScoreAction, operatorId: number | null): Promise<{ before: EventScore; after: AdminScore; action: Action }> {
      const event = await eventOf(channel, eventId, true);
      const at = now();
      const iso = at.toISOString();
      await repository.ensureScore(event.id, channel.id, iso);
      const before = (await scoreOf(event))!;
      let markersMoved = false;

      await repository.transaction(async (tx) => {
        const record = async (kind: ScoreChangeKind, delta: number) => {
          const row = (await tx.findScore(event.id))!;
          const score = { home: Number(row.home), away: Number(row.away), period: Number(row.period) };
          const label = changeLabel(channel.language, sportOf(event), kind === 'period' ? null : teamOf(event, kind), kind, score);
          const offset = offsetOf(event, at);
          const assetId = delta > 0 ? libraryAssetIdOf(event) : null;
          const asset = assetId === null ? undefined : await tx.libraryAssetOf(channel.id, assetId);
          const markerId = asset ? await tx.insertMarker(asset.id, label, offset, iso) : null;
          markersMoved ||= markerId !== null;
          await tx.insertChange({ event_id: event.id, channel_id: channel.id, kind, delta, ...score, offset_s: offset, label, marker_id: markerId, operator_id: operatorId, created_at: iso });
        };
        switch (input.action) {
          case 'home':
          case 'away': {
            const delta = input.delta ?? 1;
            if (!(await tx.addPoints(event.id, input.action, delta, iso))) throw new ScoreBelowZero();
            await record(input.action, delta);
            break;
          }
          case 'next_period':
            // A new period starts with the clock stopped at 0.
            await tx.setScore(event.id, { period: before.period + 1, clock_running: 0, clock_seconds: 0, clock_started_at: null }, iso);
            await record('period', 1);
            break;
          case 'clock_start':
            if (!before.clock.running) await tx.setScore(event.id, { clock_running: 1, clock_started_at: iso }, iso);
            break;
          case 'clock_stop':
            if (before.clock.running) {
              const elapsed = Math.max(0, Math.floor((at.getTime() - Date.parse(before.clock.started_at!)) / 1000));
              await tx.setScore(event.id, { clock_running: 0, clock_seconds: before.clock.seconds + elapsed, clock_started_at: null }, iso);
            }
            break;
          case 'clock_set':
            await tx.setScore(event.id, { clock_seconds: input.seconds, clock_started_at: before.clock.running ? iso : null }, iso);
            break;
          case 'undo': {
            const [last, previous] = await tx.latestChanges(event.id, 2);
            if (!last) throw new NothingToUndo();
            const restored = previous ? { home: Number(previous.home), away: Number(previous.away), period: Number(previous.period) } : { home: 0, away: 0, period: 1 };
            await tx.setScore(event.id, restored, iso);
            await tx.deleteChange(Number(last.id));
            if (last.marker_id !== null) {
              await tx.deleteMarker(Number(last.marker_id));
              markersMoved = true;
            }
            break;
          }
        }
      });

      if (markersMoved) await markersChanged();
      const after = await service.get(channel, eventId);
      await changed(channel.id, after.score);
      return { before, after, action: input.action };
    },

    /** The scores kept in the last hours (the games on now), for a live-state stream as it opens. */
    async current(channelId: number): Promise<EventScore[]> {
      const since = new Date(now().getTime() - CURRENT_SCORES_HOURS * 3_600_000).toISOString();
      const rows = await repository.recentScores(channelId, since);
      return rows.map((row) => toEventScore(row, row.parent_category_name ?? row.category_name ?? null));
    },

    /** The score history for the replay, earliest first; hidden events are not found. */
    async timeline(channel: Channel, eventId: number): Promise<ScoreTimeline> {
      const event = await eventOf(channel, eventId, false);
      const trim = Number(event.trim_start ?? 0);
      const changes = await repository.changes(event.id);
      return { event_id: event.id, score: await scoreOf(event), changes: changes.map((row) => toScoreChange(row, sportOf(event), trim)) };
    },
  };
  return service;
}
export type ScoresService = ReturnType<typeof createScoresService>;
