import { EventIdParams, envelope } from '@ott/contracts';
import { DownloadState } from '@ott/contracts/downloads';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuthGuards } from '../auth/auth.guards';
import { userIdOf } from '../auth/auth.guards';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf } from '../keys/keys.guards';
import type { DownloadsService } from './downloads.service';

export interface DownloadsRoutesOptions {
  downloads: DownloadsService;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
}

export const downloadsRoutes: FastifyPluginAsyncZod<DownloadsRoutesOptions> = async (app, { downloads, authGuards, viewerOf }) => {
  app.get(
    '/api/download-event/:id',
    {
      preHandler: authGuards.requireUser,
      schema: {
        summary: "An event's replay as an MP4 download",
        description:
          'Needs the download capability, access to the event and a replay on this media host; counts once per event in featureCount.downloads (403 past the channel cap). ' +
          'status processing: the MP4 is being made, ask again in a few seconds; ready: url is a short-lived signed link served as an attachment.',
        tags: ['downloads'],
        params: EventIdParams,
        querystring: ApiKeyCarrier,
        response: { 200: envelope(DownloadState), ...errorResponses },
      },
    },
    async (request) => ({ data: await downloads.request(channelOf(request), userIdOf(request), request.params.id, await viewerOf(request)) }),
  );
};
