import type { IncomingMessage, ServerResponse } from 'node:http';
import { envelope } from '@ott/contracts';
import { PendingUpload } from '@ott/contracts/admin-media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppError } from '../../../lib/errors';
import { errorResponses } from '../../../lib/route-schemas';
import { type AdmissionRules, admitUpload, requireUploader, UPLOADER_ROLES } from './upload-admission';
import { UploadNotFound } from './upload-errors';
import { readUploadRequest, type UploadRequest } from './upload-metadata';
import { TUS_EXTENSIONS, TUS_VERSION, UPLOAD_ASSET_HEADER, UPLOADS_PATH } from './upload-protocol';
import type { UploadsRepository } from './uploads.repository';

/**
 * What the route checked before handing a request to tus: the operator's request and, for a creation, its
 * admitted upload; for any other request, the id of the operator's upload it names.
 */
export interface HandedOver {
  request: FastifyRequest;
  admitted?: UploadRequest & { channelId: number };
  uploadId?: string;
  /** Set when a hook of ours refused the request: tus's answer carries it. */
  refusal?: AppError;
}

export interface UploadRoutesOptions {
  repository: UploadsRepository;
  handOver(context: HandedOver, raw: IncomingMessage, response: ServerResponse): Promise<void>;
  offsetOf(id: string): Promise<number | null>;
  rules: AdmissionRules;
}

const tags = ['admin', 'media'];
const COLLECTION = UPLOADS_PATH;
const ONE = `${UPLOADS_PATH}/:upload_id`;
const UploadParams = z.object({ upload_id: z.string().max(64) });

/**
 * The tus endpoints, each checked by the console's access hook (a signed-in operator, CSRF on writes) and
 * then by this plugin before tus sees the request: a creation must be an editor's, within size and quota;
 * any other request must name one of the operator's own uploads, on a channel they still edit. tus then reads the body itself.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { repository, handOver, offsetOf, rules }) => {
  // The upload's bytes are tus's to stream into its file: Fastify must not read them (scoped to this plugin).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const toTus = async (request: FastifyRequest, reply: FastifyReply, checked: Omit<HandedOver, 'request'>) => {
    reply.hijack();
    await handOver({ request, ...checked }, request.raw, reply.raw);
  };

  app.post(
    COLLECTION,
    { config: { access: 'session' }, schema: { summary: 'Starts a resumable upload (tus creation: Upload-Length, Upload-Metadata with channel_key, filename, title, normalize_audio)', tags, response: errorResponses } },
    async (request, reply) => {
      const wanted = readUploadRequest(request.headers);
      const channelId = await admitUpload(repository, request.operator, wanted, rules);
      await toTus(request, reply, { admitted: { ...wanted, channelId } });
    },
  );

  // tus discovery, answered here: the extensions this endpoint serves (not deferred lengths, which it refuses).
  app.options(COLLECTION, { config: { access: 'session' }, schema: { summary: 'tus discovery: version, extensions and the largest upload allowed', tags, response: { 204: z.null(), ...errorResponses } } }, async (_request, reply) =>
    reply
      .header('Tus-Resumable', TUS_VERSION)
      .header('Tus-Version', TUS_VERSION)
      .header('Tus-Extension', TUS_EXTENSIONS)
      .header('Tus-Max-Size', String(rules.uploadMaxBytes))
      .status(204)
      .send(null),
  );

  app.get(
    COLLECTION,
    {
      config: { access: 'session' },
      schema: { summary: "The signed-in operator's unfinished uploads on channels they still edit, oldest first, so a reloaded console can resume them", tags, response: { 200: envelope(z.array(PendingUpload)), ...errorResponses } },
    },
    async (request) => {
      const rows = await repository.listPending(request.operator, UPLOADER_ROLES, new Date().toISOString());
      const data: PendingUpload[] = [];
      for (const row of rows) {
        const offset = await offsetOf(row.id);
        if (offset !== null) data.push({ ...row, offset_bytes: offset });
      }
      return { data };
    },
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: ONE,
    config: { access: 'session', matrixExample: { params: { upload_id: 'not-an-upload' } } },
    schema: { summary: 'tus: the offset of an upload (HEAD), more of its bytes (PATCH), or its end (DELETE); only its own operator’s', tags, params: UploadParams, response: errorResponses },
    handler: async (request, reply) => {
      // A tus URL is the upload's path and nothing more: a query or fragment could only try to name another upload to tus (ADR 0066).
      const upload = request.url === `${UPLOADS_PATH}/${request.params.upload_id}` ? await repository.find(request.params.upload_id) : undefined;
      if (!upload || upload.operator_id !== request.operator.id) throw new UploadNotFound();
      await requireUploader(repository, request.operator, upload.channel_id, UploadNotFound);
      if (upload.completed_at !== null) {
        // Complete already (its file is now the asset's source): a console that missed the last answer learns the asset.
        if (request.method !== 'HEAD') throw new UploadNotFound();
        reply.hijack();
        const size = String(upload.size_bytes);
        reply.raw
          .writeHead(200, { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', 'Upload-Offset': size, 'Upload-Length': size, [UPLOAD_ASSET_HEADER]: String(upload.asset_id ?? '') })
          .end();
        return;
      }
      await toTus(request, reply, { uploadId: upload.id });
    },
  });
};
