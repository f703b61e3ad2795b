import { envelope } from '@ott/contracts';
import { AdminItemParams } from '@ott/contracts/admin-catalogue';
import { AdminIngest, AdminIngestAction, AdminReplayPatch } from '@ott/contracts/live-ingest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { IngestService } from './ingest.service';

export interface IngestAdminRoutesOptions {
  ingest: IngestService;
  audit: AuditLog;
}

const tags = ['admin'];
const BASE = '/api/admin/channels/:channel_key/events/:id/ingest';
/** An id no event has: the matrix reaches the role check and then a plain 404. */
const PROBE = { params: { id: '2147483000' } };

/** Stripped from what the audit log keeps: a stream key is a credential. */
const audited = ({ stream_key: _key, health: _health, preview_url: _preview, ...rest }: AdminIngest) => rest;

/** The console's Go live panel: the event's ingest (its stream key is a secret: editors and above), Start now and End, a new key, and the replay. */
export const ingestAdminRoutes: FastifyPluginAsyncZod<IngestAdminRoutesOptions> = async (app, { ingest, audit }) => {
  const schema = (summary: string) => ({ summary, tags, params: AdminItemParams, response: { 200: envelope(AdminIngest), ...errorResponses } });

  app.get(BASE, { config: { access: 'editor', matrixExample: PROBE }, schema: schema("The event's RTMP ingest: server URL, stream key, state, health and replay (made on first read)") }, async (request) => ({
    data: await ingest.info(request.consoleChannel, request.params.id),
  }));

  app.post(`${BASE}/key`, { config: { access: 'editor', matrixExample: PROBE }, schema: schema('A new stream key: the old one stops at once and a connected encoder is cut off') }, async (request) => {
    const data = await ingest.rotateKey(request.consoleChannel, request.params.id);
    await audit.record(request, { action: 'ingest.key', entity_type: 'event', entity_id: request.params.id, before: null, after: audited(data) });
    return { data };
  });

  app.post(
    `${BASE}/action`,
    { config: { access: 'editor', matrixExample: { ...PROBE, body: { action: 'start' } } }, schema: { ...schema('Start now (viewers see the live) or End (the recording becomes the replay)'), body: AdminIngestAction } },
    async (request) => {
      const before = await ingest.info(request.consoleChannel, request.params.id);
      const data = await ingest.act(request.consoleChannel, request.params.id, request.body.action);
      await audit.record(request, { action: `ingest.${request.body.action}`, entity_type: 'event', entity_id: request.params.id, before: audited(before), after: audited(data) });
      return { data };
    },
  );

  app.patch(
    `${BASE}/replay`,
    { config: { access: 'editor', matrixExample: { ...PROBE, body: { published: true } } }, schema: { ...schema("The replay's trim (seconds cut at each end, no re-encode) and whether viewers see it"), body: AdminReplayPatch } },
    async (request) => {
      const before = await ingest.info(request.consoleChannel, request.params.id);
      const data = await ingest.patchReplay(request.consoleChannel, request.params.id, request.body);
      await audit.record(request, { action: 'ingest.replay', entity_type: 'event', entity_id: request.params.id, before: audited(before), after: audited(data) });
      return { data };
    },
  );
};
