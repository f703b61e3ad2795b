import { ChannelKeyDocument } from '@ott/contracts';
import { KeyHostParams } from '@ott/contracts/hosts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import type { ChannelDirectory } from '../channel/channel-directory';

/** The key host: which channel a hostname belongs to. Unknown hostnames get the default channel; an archived channel's get 404. */
export const keyHostRoutes: FastifyPluginAsyncZod<{ channels: ChannelDirectory; defaultChannelKey: string }> = async (app, options) => {
  app.get(
    '/keys/:file',
    {
      schema: {
        summary: "A hostname's channel key (`/keys/<hostname>.json`)",
        tags: ['keys'],
        params: KeyHostParams,
        response: { 200: ChannelKeyDocument, ...errorResponses },
      },
    },
    async (request, reply) => {
      const hostname = request.params.file.slice(0, -'.json'.length);
      const channel = await options.channels.findByHostname(hostname);
      if (!channel && (await options.channels.isArchivedHostname(hostname))) throw new NotFound();
      reply.header('cache-control', 'public, max-age=300');
      return { channel_key: channel?.key ?? options.defaultChannelKey };
    },
  );
};
