import { envelope } from '@ott/contracts';
import { AdminChannelParams } from '@ott/contracts/admin-catalogue';
import { AdminScheduleImport, AdminScheduleResult, SCHEDULE_MAX_BYTES } from '@ott/contracts/admin-schedule';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { ScheduleImportService } from './schedule-import.service';

export interface ScheduleImportRoutesOptions {
  scheduleImport: ScheduleImportService;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
}

/**
 * A season's schedule from a CSV file, sent as JSON `{csv, dry_run}` (the console reads the file as text: the route
 * keeps the contract's schema, the CSRF check and OpenAPI like every console route; 1 MB of CSV fits the raised body
 * limit even with JSON escaping).
 */
export const scheduleImportAdminRoutes: FastifyPluginAsyncZod<ScheduleImportRoutesOptions> = async (app, { scheduleImport, audit, invalidate }) => {
  app.post(
    '/api/admin/channels/:channel_key/events/import',
    {
      bodyLimit: SCHEDULE_MAX_BYTES * 3,
      config: { access: 'editor', matrixExample: { body: { csv: '', dry_run: true } } },
      schema: {
        summary:
          'Import a schedule from CSV: `dry_run` (the default) previews the games, the per-row errors and the teams, locations and sports to create; `dry_run: false` writes them all in one transaction, or nothing when a row has an error',
        tags: ['admin'],
        params: AdminChannelParams,
        body: AdminScheduleImport,
        response: { 200: envelope(AdminScheduleResult), ...errorResponses },
      },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const result = await scheduleImport.run(channel, request.body);
      if (result.created_event_ids) {
        const ids = result.created_event_ids;
        await audit.record(request, { action: 'event.import', entity_type: 'event', entity_id: null, before: null, after: { event_ids: ids, creates: result.creates } });
        for (const [index, id] of ids.entries()) {
          await audit.record(request, { action: 'event.create', entity_type: 'event', entity_id: id, before: null, after: { id, ...result.rows[index] } });
        }
        invalidate(channel.id);
      }
      return { data: result };
    },
  );
};
