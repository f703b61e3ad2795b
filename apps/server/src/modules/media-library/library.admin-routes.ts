import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import { AdminChannelParams, AdminItemParams } from '@ott/contracts/admin-catalogue';
import { MediaAsset, MediaAssetPatch, MediaBulkDelete, MediaBulkDeleteResult, MediaList, MediaListQuery, MediaQuotaPatch, MediaStorage } from '@ott/contracts/admin-media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import { errorResponses } from '../../lib/route-schemas';
import { CAPTION_MAX_BYTES } from './captions/caption-upload';
import { createCaptionsRepository } from './captions/captions.repository';
import { createCaptionsService } from './captions/captions.service';
import { createLibraryFiles } from './library-files';
import { createLibraryMarkers } from './library-markers';
import { createLibraryPosters } from './library-posters';
import { libraryQuota } from './library-quota';
import { createLibraryUsage } from './library-usage';
import { createLibraryAdminService } from './library.admin-service';
import { libraryMediaAdminRoutes } from './library-media.admin-routes';
import { auditedAsset } from './library.mappers';
import { createLibraryRepository } from './library.repository';
import type { MediaLibraryDeps } from './media-library-deps';
import type { Transcoder } from './transcode/transcoder';

const tags = ['admin'];
const PROBE = { params: { id: '2147483000' } };

/**
 * The console's media library (`/api/admin/channels/{channel_key}/media…`, docs/decisions/0050-media-library.md):
 * editors read and change a channel's assets, captions, posters and markers; the quota is an admin's. Every change is
 * audited and reaches viewers at once (catalog snapshot refreshed, channel caches invalidated).
 */
export const libraryAdminRoutes: FastifyPluginAsyncZod<MediaLibraryDeps & { transcoder: Transcoder }> = async (app, deps) => {
  // Only these routes take multipart bodies (this plugin's scope): caption files and poster pictures.
  await app.register(multipart, { limits: { fileSize: Math.max(CAPTION_MAX_BYTES, BRANDING_UPLOAD_MAX_BYTES), files: 1 } });

  const repository = createLibraryRepository(deps.db);
  const files = createLibraryFiles(deps.media.store);
  const changed = async (channelId: number) => {
    await deps.media.library.refresh();
    deps.invalidate(channelId);
  };
  const admin = createLibraryAdminService({ repository, usage: createLibraryUsage(deps.db), files, playback: deps.media.playback, transcoder: deps.transcoder, queue: deps.queue, changed });
  const quota = libraryQuota(deps.db, deps.config);
  const audit = (request: FastifyRequest, action: string, id: number, before: unknown, after: unknown) =>
    deps.audit.record(request, { action: `media_asset.${action}`, entity_type: 'media_asset', entity_id: id, before, after });

  await app.register(libraryMediaAdminRoutes, {
    admin,
    captions: createCaptionsService({ assets: repository, captions: createCaptionsRepository(deps.db), files, playback: deps.media.playback, changed }),
    markers: createLibraryMarkers({ repository, rowOf: admin.rowOf, changed }),
    posters: createLibraryPosters(files),
    audit: deps.audit,
  });

  const media = '/api/admin/channels/:channel_key/media';
  app.get(
    media,
    { config: { access: 'editor' }, schema: { summary: "The channel's media library, paged, searched and filtered", tags, params: AdminChannelParams, querystring: MediaListQuery, response: { 200: MediaList, ...errorResponses } } },
    async (request) => admin.list(request.consoleChannel, request.query),
  );
  app.get(
    `${media}/storage`,
    { config: { access: 'editor' }, schema: { summary: "The channel's media storage against its quota", tags, params: AdminChannelParams, response: { 200: envelope(MediaStorage), ...errorResponses } } },
    async (request) => ({ data: await quota.storage(request.consoleChannel.id) }),
  );
  app.patch(
    `${media}/storage`,
    {
      config: { access: 'admin', matrixExample: { body: { quota_gb: null } } },
      schema: { summary: "Set the channel's media quota in GB (null: the server's default)", tags, params: AdminChannelParams, body: MediaQuotaPatch, response: { 200: envelope(MediaStorage), ...errorResponses } },
    },
    async (request) => {
      const channel = request.consoleChannel;
      const before = await quota.storage(channel.id);
      await quota.setQuota(channel.id, request.body.quota_gb);
      const after = await quota.storage(channel.id);
      await deps.audit.record(request, { action: 'channel.media_quota.update', entity_type: 'channel', entity_id: channel.id, before: { quota_bytes: before.quota_bytes, quota_source: before.quota_source }, after: { quota_bytes: after.quota_bytes, quota_source: after.quota_source } });
      return { data: after };
    },
  );
  app.post(
    `${media}/bulk-delete`,
    {
      config: { access: 'editor', matrixExample: { body: { ids: [2147483000] } } },
      schema: { summary: 'Delete several assets; those in use (or unknown) are refused, with what uses them', tags, params: AdminChannelParams, body: MediaBulkDelete, response: { 200: envelope(MediaBulkDeleteResult), ...errorResponses } },
    },
    async (request) => {
      const { result, removed } = await admin.bulkRemove(request.consoleChannel, request.body.ids);
      for (const asset of removed) await audit(request, 'delete', asset.id, auditedAsset(asset), null);
      return { data: result };
    },
  );

  const one = `${media}/:id`;
  app.get(
    one,
    { config: { access: 'editor', matrixExample: PROBE }, schema: { summary: 'One asset', tags, params: AdminItemParams, response: { 200: envelope(MediaAsset), ...errorResponses } } },
    async (request) => ({ data: await admin.asset(request.consoleChannel, request.params.id) }),
  );
  app.patch(
    one,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: {} } },
      schema: { summary: "Change an asset's title or audio normalisation (used on the next processing)", tags, params: AdminItemParams, body: MediaAssetPatch, response: { 200: envelope(MediaAsset), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await admin.update(request.consoleChannel, request.params.id, request.body);
      await audit(request, 'update', after.id, auditedAsset(before), auditedAsset(after));
      return { data: after };
    },
  );
  app.delete(
    one,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: 'Delete an asset and its files; refused (409, naming them) while events, VOD items or prerolls use it', tags, params: AdminItemParams, response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses } },
    },
    async (request) => {
      const before = await admin.remove(request.consoleChannel, request.params.id);
      await audit(request, 'delete', before.id, auditedAsset(before), null);
      return { data: { id: before.id } };
    },
  );
  const runActions = [
    { action: 'retry', summary: 'Process a failed or cancelled asset again' },
    { action: 'cancel', summary: 'Stop processing a queued or processing asset' },
  ] as const;
  for (const { action, summary } of runActions) {
    app.post(
      `${one}/${action}`,
      {
        config: { access: 'editor', matrixExample: PROBE },
        schema: { summary, tags, params: AdminItemParams, response: { 200: envelope(MediaAsset), ...errorResponses } },
      },
      async (request) => {
        const { before, after } = await admin[action](request.consoleChannel, request.params.id);
        await audit(request, action, after.id, auditedAsset(before), auditedAsset(after));
        return { data: after };
      },
    );
  }
  app.get(
    `${one}/playback`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: { summary: "The console preview player's signed master URL (null until the asset plays)", tags, params: AdminItemParams, response: { 200: envelope(z.object({ url: z.string().nullable() })), ...errorResponses } },
    },
    async (request) => ({ data: await admin.playback(request.consoleChannel, request.params.id) }),
  );
};
