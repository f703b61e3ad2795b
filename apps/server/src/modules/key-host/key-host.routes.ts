import { ChannelKeyDocument } from '@ott/contracts';
import { KeyHostParams } from '@ott/contracts/hosts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import type { ChannelDirectory } from '../channel/channel-directory';
import { hostnameChannelKey } from './hostname-channel-key';

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
      const channelKey = await hostnameChannelKey(options.channels, options.defaultChannelKey, request.params.file.slice(0, -'.json'.length));
      if (channelKey === null) throw new NotFound();
      reply.header('cache-control', 'public, max-age=300');
      return { channel_key: channelKey };
    },
  );
};
