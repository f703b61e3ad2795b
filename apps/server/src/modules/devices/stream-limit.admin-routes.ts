import { envelope } from '@ott/contracts';
import { AdminChannelParams } from '@ott/contracts/admin-catalogue';
import { AdminStreamLimit } from '@ott/contracts/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseJsonColumn } from '../../lib/json-column';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { DevicesRepository } from './devices.repository';

export interface StreamLimitAdminOptions {
  repository: DevicesRepository;
  audit: AuditLog;
  invalidate: (channelId: number) => void;
  now?: () => Date;
}

const URL = '/api/admin/channels/:channel_key/stream-limit';

/** The console's channel setting: how many devices of one account may play at once (null: no limit). Admins; audited. */
export const streamLimitAdminRoutes: FastifyPluginAsyncZod<StreamLimitAdminOptions> = async (app, { repository, audit, invalidate, now = () => new Date() }) => {
  const tags = ['admin'];
  const read = async (channelId: number) => {
    const limit = parseJsonColumn<{ stream_limit?: unknown }>(await repository.channelSettings(channelId), {}).stream_limit;
    return { stream_limit: typeof limit === 'number' && limit >= 1 ? limit : null };
  };

  app.get(URL, { config: { access: 'admin' }, schema: { summary: "The channel's limit on devices of one account playing at once", tags, params: AdminChannelParams, response: { 200: envelope(AdminStreamLimit), ...errorResponses } } }, async (request) => ({
    data: await read(request.consoleChannel.id),
  }));

  app.put(
    URL,
    { config: { access: 'admin', matrixExample: { body: { stream_limit: null } } }, schema: { summary: "Sets the channel's stream limit (1 to 10 devices; null: no limit)", tags, params: AdminChannelParams, body: AdminStreamLimit, response: { 200: envelope(AdminStreamLimit), ...errorResponses } } },
    async (request) => {
      const channelId = request.consoleChannel.id;
      const settings = parseJsonColumn<Record<string, unknown>>(await repository.channelSettings(channelId), {});
      const before = await read(channelId);
      const next = { ...settings, stream_limit: request.body.stream_limit };
      await repository.saveChannelSettings(channelId, JSON.stringify(next), now().toISOString());
      invalidate(channelId);
      await audit.record(request, { action: 'channel.stream_limit', entity_type: 'channel', entity_id: channelId, before, after: request.body });
      return { data: { stream_limit: request.body.stream_limit } };
    },
  );
};
