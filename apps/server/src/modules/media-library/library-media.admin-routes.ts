import { envelope } from '@ott/contracts';
import { AdminItemParams } from '@ott/contracts/admin-catalogue';
import { BRANDING_UPLOAD_MAX_BYTES } from '@ott/contracts/admin-branding';
import { MediaAsset, MediaCaption, MediaCaptionPatch, MediaMarker, MediaMarkerInput, MediaPosterChoice } from '@ott/contracts/admin-media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { uploadedImage } from '../channel/uploaded-image';
import type { AuditLog } from '../operators/audit-log';
import { captionUpload } from './captions/caption-upload';
import type { CaptionsService } from './captions/captions.service';
import { LIBRARY_FILES } from './library-keys';
import type { LibraryMarkers } from './library-markers';
import type { LibraryPosters } from './library-posters';
import type { LibraryAdminService } from './library.admin-service';
import { auditedCaption } from './library.mappers';

const tags = ['admin'];
const childId = z.coerce.number({ error: 'Must be a positive integer' }).int().positive().max(2_147_483_647);
const CaptionParams = AdminItemParams.extend({ caption_id: childId });
const MarkerParams = AdminItemParams.extend({ marker_id: childId });
const PROBE = { params: { id: '2147483000' } };
const CHILD_PROBE = { params: { id: '2147483000', caption_id: '1', marker_id: '1' } };
const Deleted = envelope(z.object({ id: z.number().int() }));

export interface LibraryMediaRoutesOptions {
  admin: LibraryAdminService;
  captions: CaptionsService;
  markers: LibraryMarkers;
  posters: LibraryPosters;
  audit: AuditLog;
}

/** An asset's captions, poster and markers in the console (`/api/admin/channels/{channel_key}/media/{id}/…`). */
export const libraryMediaAdminRoutes: FastifyPluginAsyncZod<LibraryMediaRoutesOptions> = async (app, { admin, captions, markers, posters, audit }) => {
  const record = (request: FastifyRequest, entity: string, action: string, id: number, before: unknown, after: unknown) =>
    audit.record(request, { action: `${entity}.${action}`, entity_type: entity, entity_id: id, before, after });
  const one = '/api/admin/channels/:channel_key/media/:id';

  app.post(
    `${one}/captions`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: {
        summary: 'Add captions: multipart `file` (WebVTT, or SubRip converted to WebVTT; at most 2 MB), `language` (two letters) and `label`',
        tags,
        params: AdminItemParams,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(MediaCaption), ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.rowOf(request.consoleChannel, request.params.id);
      const created = await captions.add(request.consoleChannel, request.params.id, await captionUpload(request));
      await record(request, 'media_caption', 'create', created.id, null, { asset_id: request.params.id, ...auditedCaption(created) });
      return reply.status(201).send({ data: created });
    },
  );
  app.patch(
    `${one}/captions/:caption_id`,
    {
      config: { access: 'editor', matrixExample: { ...CHILD_PROBE, body: {} } },
      schema: { summary: "Change captions' language (their files move) or label", tags, params: CaptionParams, body: MediaCaptionPatch, response: { 200: envelope(MediaCaption), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await captions.update(request.consoleChannel, request.params.id, request.params.caption_id, request.body);
      await record(request, 'media_caption', 'update', after.id, { asset_id: request.params.id, ...auditedCaption(before) }, { asset_id: request.params.id, ...auditedCaption(after) });
      return { data: after };
    },
  );
  app.delete(
    `${one}/captions/:caption_id`,
    { config: { access: 'editor', matrixExample: CHILD_PROBE }, schema: { summary: 'Delete captions and their files', tags, params: CaptionParams, response: { 200: Deleted, ...errorResponses } } },
    async (request) => {
      const before = await captions.remove(request.consoleChannel, request.params.id, request.params.caption_id);
      await record(request, 'media_caption', 'delete', before.id, { asset_id: request.params.id, ...auditedCaption(before) }, null);
      return { data: { id: before.id } };
    },
  );

  app.post(
    `${one}/poster`,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: { candidate: 0 } } },
      schema: { summary: 'Choose one of the poster candidates as the poster (and thumbnail)', tags, params: AdminItemParams, body: MediaPosterChoice, response: { 200: envelope(MediaAsset), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await admin.poster(request.consoleChannel, request.params.id, (row) => posters.choose(row, request.body.candidate), LIBRARY_FILES.posterCandidate(request.body.candidate));
      await record(request, 'media_asset', 'poster', after.id, { poster: before.poster }, { poster: after.poster, candidate: request.body.candidate });
      return { data: after };
    },
  );
  app.post(
    `${one}/poster-upload`,
    {
      config: { access: 'editor', matrixExample: PROBE },
      schema: {
        summary: 'Upload a poster picture: multipart field `file` (PNG, JPEG, WebP or SVG, at most 5 MB), made a JPEG at most 1280 px wide',
        tags,
        params: AdminItemParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(MediaAsset), ...errorResponses },
      },
    },
    async (request) => {
      await admin.rowOf(request.consoleChannel, request.params.id);
      const picture = await uploadedImage(request, BRANDING_UPLOAD_MAX_BYTES);
      const { before, after } = await admin.poster(request.consoleChannel, request.params.id, (row) => posters.upload(row.id, picture));
      await record(request, 'media_asset', 'poster', after.id, { poster: before.poster }, { poster: after.poster, uploaded: true });
      return { data: after };
    },
  );

  const markerList = `${one}/markers`;
  app.get(
    markerList,
    { config: { access: 'editor', matrixExample: PROBE }, schema: { summary: "An asset's markers, in time order", tags, params: AdminItemParams, response: { 200: envelope(z.array(MediaMarker)), ...errorResponses } } },
    async (request) => ({ data: await markers.list(request.consoleChannel, request.params.id) }),
  );
  app.post(
    markerList,
    {
      config: { access: 'editor', matrixExample: { ...PROBE, body: { name: 'Kick-off', seconds: 0 } } },
      schema: { summary: 'Add a marker (within the video once its length is known)', tags, params: AdminItemParams, body: MediaMarkerInput, response: { 201: envelope(MediaMarker), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await markers.add(request.consoleChannel, request.params.id, request.body);
      await record(request, 'media_marker', 'create', created.id, null, { asset_id: request.params.id, ...created });
      return reply.status(201).send({ data: created });
    },
  );
  app.patch(
    `${markerList}/:marker_id`,
    {
      config: { access: 'editor', matrixExample: { ...CHILD_PROBE, body: {} } },
      schema: { summary: 'Rename or move a marker', tags, params: MarkerParams, body: MediaMarkerInput.partial(), response: { 200: envelope(MediaMarker), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await markers.update(request.consoleChannel, request.params.id, request.params.marker_id, request.body);
      await record(request, 'media_marker', 'update', after.id, { asset_id: request.params.id, ...before }, { asset_id: request.params.id, ...after });
      return { data: after };
    },
  );
  app.delete(
    `${markerList}/:marker_id`,
    { config: { access: 'editor', matrixExample: CHILD_PROBE }, schema: { summary: 'Delete a marker', tags, params: MarkerParams, response: { 200: Deleted, ...errorResponses } } },
    async (request) => {
      const before = await markers.remove(request.consoleChannel, request.params.id, request.params.marker_id);
      await record(request, 'media_marker', 'delete', before.id, { asset_id: request.params.id, ...before }, null);
      return { data: { id: before.id } };
    },
  );
};
