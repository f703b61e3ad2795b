import { envelope } from '@ott/contracts';
import { EventIdParams } from '@ott/contracts/events';
import { AdminScore, AdminScoreAction, ScoreTimeline } from '@ott/contracts/scores';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { AuditLog } from '../operators/audit-log';
import type { ScoresService } from './scores.service';

export interface ScoresRoutesOptions {
  scores: ScoresService;
  audit: AuditLog;
  guards: KeyGuards;
}

const BASE = '/api/admin/channels/:channel_key/events/:id/score';
const AdminScoreParams = z.object({ channel_key: z.string().min(1).max(64), id: z.coerce.number().int().positive() });
const PROBE = { params: { id: '2147483000' } };
/** Scorekeepers, editors, admins and owners (roleMeets). */
const ACCESS = 'scorekeeper' as const;

/** The scorekeeper's console routes and the viewers' score timeline; every console change is audited. */
export const scoresRoutes: FastifyPluginAsyncZod<ScoresRoutesOptions> = async (app, { scores, audit, guards }) => {
  app.get(
    BASE,
    { config: { access: ACCESS, matrixExample: PROBE }, schema: { summary: "The event's score, its teams and latest changes (the scorekeeper screen)", tags: ['admin'], params: AdminScoreParams, response: { 200: envelope(AdminScore), ...errorResponses } } },
    async (request) => ({ data: await scores.get(request.consoleChannel, request.params.id) }),
  );

  app.post(
    `${BASE}/actions`,
    {
      config: { access: ACCESS, matrixExample: { ...PROBE, body: { action: 'home' } } },
      schema: {
        summary: '+1 / -1 home or away, next period, clock start, stop or set, or undo the last score or period change; viewers hear of it on /api/live_state',
        tags: ['admin'],
        params: AdminScoreParams,
        body: AdminScoreAction,
        response: { 200: envelope(AdminScore), ...errorResponses },
      },
    },
    async (request) => {
      const { before, after, action } = await scores.act(request.consoleChannel, request.params.id, request.body, request.operator.id);
      await audit.record(request, { action: `score.${action}`, entity_type: 'event', entity_id: request.params.id, before, after: after.score });
      return { data: after };
    },
  );

  app.get(
    '/api/events/:id/score/timeline',
    {
      preHandler: guards.requireApiKey,
      schema: { summary: "The event's score changes, earliest first, with their offsets into the video (the replay's score bug) and suggested clip starts", tags: ['events'], params: EventIdParams, querystring: ApiKeyCarrier, response: { 200: envelope(ScoreTimeline), ...errorResponses } },
    },
    async (request) => ({ data: await scores.timeline(channelOf(request), request.params.id) }),
  );
};
