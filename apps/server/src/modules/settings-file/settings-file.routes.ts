import { ProjectSettingsFile } from '@ott/contracts';
import { SettingsFileParams } from '@ott/contracts/hosts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { NotFound } from '../../lib/errors';
import { errorResponses } from '../../lib/route-schemas';
import { recaptchaSiteKey } from '../auth/recaptcha';
import type { ChannelDirectory } from '../channel/channel-directory';
import { buildSettingsFile, type SettingsFileFeatures, type SettingsFilePayments } from './settings-file.service';

export interface SettingsFileRoutesOptions {
  channels: ChannelDirectory;
  origins: Config['origins'];
  /** Server-wide feature flags, such as the configured social login providers. */
  features?: SettingsFileFeatures;
  /** The payment provider the SPA's card form is for. */
  payments?: SettingsFilePayments;
}

export const settingsFileRoutes: FastifyPluginAsyncZod<SettingsFileRoutesOptions> = async (app, options) => {
  app.get(
    '/storage/settings/:file',
    {
      schema: {
        summary: 'Public project settings file (`/storage/settings/<channel_key>.json`)',
        tags: ['channel'],
        params: SettingsFileParams,
        response: { 200: ProjectSettingsFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const channel = await options.channels.findByKey(request.params.file.slice(0, -'.json'.length));
      if (!channel) throw new NotFound();
      reply.header('cache-control', 'public, max-age=60');
      return buildSettingsFile(channel.key, options.origins, { ...options.features, recaptcha_site_key: recaptchaSiteKey(channel) }, options.payments);
    },
  );
};
