import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { KeyGuards } from '../keys/keys.guards';
import type { LiveStateHub } from '../live/live-state-hub';
import type { AuditLog } from '../operators/audit-log';
import { createScoresRepository } from './scores.repository';
import { scoresRoutes } from './scores.routes';
import { createScoresService } from './scores.service';

export interface ScoresDeps {
  db: Kysely<Database>;
  hub: Pick<LiveStateHub, 'publishScore' | 'provideScores'>;
  audit: AuditLog;
  guards: KeyGuards;
  /** Drops the channel's cached lists (their events carry the score). */
  invalidate(channelId: number): void;
  /** Re-reads the library's markers. */
  refreshLibrary(): Promise<void>;
}

/** The live score (docs/decisions/0082-live-score.md). */
export function createScores({ db, hub, audit, guards, invalidate, refreshLibrary }: ScoresDeps) {
  const scores = createScoresService({
    repository: createScoresRepository(db),
    async changed(channelId, score) {
      invalidate(channelId);
      await hub.publishScore(channelId, score);
    },
    markersChanged: refreshLibrary,
  });
  hub.provideScores((channelId) => scores.current(channelId));
  return {
    scores,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(scoresRoutes, { scores, audit, guards });
    },
  };
}
