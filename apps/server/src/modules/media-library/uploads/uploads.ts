import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS, MemoryLocker, Server } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { AppError } from '../../../lib/errors';
import type { Chore } from '../../../lib/chores/chore';
import { createRedis, createRedisSubscriber } from '../../../lib/redis';
import { createRedisLocker } from '../../../lib/redis-locker';
import { libraryQuota } from '../library-quota';
import type { MediaLibraryDeps } from '../media-library-deps';
import type { Transcoder } from '../transcode/transcoder';
import { requireUploader } from './upload-admission';
import { UploadNotFound } from './upload-errors';
import { finishUpload } from './upload-finish';
import { UPLOAD_ASSET_HEADER, UPLOAD_LIFETIME_MS, UPLOADS_PATH } from './upload-protocol';
import { tusRefusalInEnvelope } from './tus-answers';
import { type HandedOver, uploadRoutes } from './uploads.routes';
import { createUploadsRepository } from './uploads.repository';
import { createTusStorage } from './tus-storage';

/** A request reached tus without the route's checks: a programming error, never an operator's. */
const UNCHECKED = 'upload request reached tus unchecked';

/**
 * Resumable uploads with the tus protocol under /api/admin/uploads (docs/decisions/0050-media-library.md).
 * Files grow in DATA_DIR/uploads, or in the bucket when MEDIA_STORE=s3; the last byte turns one into a queued library asset.
 */
export function createUploads(deps: MediaLibraryDeps & { transcoder: Transcoder }) {
  const repository = createUploadsRepository(deps.db);
  const { datastore, moveInto, forget } = createTusStorage(deps.config, deps.media.store);
  // Redis connections only once an upload comes: most processes never see one.
  const redisUrl = deps.config.redisUrl;
  let shared: ReturnType<typeof createRedisLocker> | null = null;
  const locker = redisUrl
    ? () => (shared ??= createRedisLocker({ redis: createRedis(redisUrl), subscriber: createRedisSubscriber(redisUrl, 'ott-tus-locks'), prefix: 'ott:tus' }))
    : new MemoryLocker();
  const handedOver = new WeakMap<object, HandedOver>();
  const contextOf = (req: { runtime?: { node?: { req: object } } }): HandedOver => {
    const context = req.runtime?.node ? handedOver.get(req.runtime.node.req) : undefined;
    if (!context) throw new Error(UNCHECKED);
    return context;
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    // Every instance sees the same uploads (docs/decisions/0068-media-on-s3.md): a PATCH may land on any of them.
    locker,
    // `/api/admin/uploads/<id>`: right behind any proxy, and the console is on the same origin.
    relativeLocation: true,
    maxSize: deps.config.media.uploadMaxBytes,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    exposedHeaders: [UPLOAD_ASSET_HEADER],
    // The upload the route checked, never an id read again from the URL: tus would take the last `/` segment of
    // the whole URL, query or fragment included, so `<mine>?x=/<theirs>` would reach theirs (docs/decisions/0066-upload-ids.md).
    getFileIdFromRequest: (req) => contextOf(req).uploadId,
    onResponseError(req, error) {
      const context = contextOf(req);
      if (error instanceof AppError) {
        context.refusal = error;
        return { status_code: error.statusCode, body: error.message };
      }
      if (!('status_code' in error)) context.request.log.error({ err: error }, 'tus request failed');
      return undefined;
    },
    async onUploadCreate(req, upload) {
      const { admitted } = contextOf(req);
      if (!admitted) throw new Error(UNCHECKED);
      const created = new Date();
      await repository.insert({
        id: upload.id,
        channelId: admitted.channelId,
        operatorId: contextOf(req).request.operator.id,
        filename: admitted.filename,
        title: admitted.title,
        normalizeAudio: admitted.normalizeAudio,
        sizeBytes: admitted.sizeBytes,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + UPLOAD_LIFETIME_MS).toISOString(),
      });
      return {};
    },
    async onUploadFinish(req, upload) {
      const { request } = contextOf(req);
      const row = await repository.find(upload.id);
      if (!row || row.completed_at) throw new UploadNotFound();
      // The role may have gone while the last bytes came in.
      await requireUploader(repository, request.operator, row.channel_id, UploadNotFound);
      const assetId = await finishUpload(
        {
          repository,
          store: deps.media.store,
          queue: deps.queue,
          transcoder: deps.transcoder,
          moveUpload: moveInto,
          forgetTusUpload: forget,
        },
        row,
        new Date().toISOString(),
      );
      await deps.audit.record(request, {
        action: 'media.upload',
        entity_type: 'media_asset',
        entity_id: assetId,
        before: null,
        after: { title: row.title, original_filename: row.filename, size_bytes: row.size_bytes },
        channel_id: row.channel_id,
      });
      return { headers: { [UPLOAD_ASSET_HEADER]: String(assetId) } };
    },
  });
  // A terminated upload (tus DELETE) leaves the operator's list; its file and upload info are gone already.
  tus.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    repository.remove(id).catch((error: unknown) => deps.log.error({ err: error, upload: id }, 'could not forget a terminated upload'));
  });

  /** Gives the request to tus and sends its answer (a refusal in the API's envelope) on the raw response; Fastify no longer touches either. */
  async function handOver(context: HandedOver, raw: IncomingMessage, response: ServerResponse): Promise<void> {
    handedOver.set(raw, context);
    try {
      const answer = await tus.handleWeb(new NodeRequest({ req: raw, res: response }));
      await sendNodeResponse(response, answer.status >= 400 ? await tusRefusalInEnvelope(answer, context.request, context.refusal) : answer);
    } catch (error) {
      context.request.log.error({ err: error }, 'tus request failed');
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    }
  }

  /** The tus offset of an unfinished upload; null when its file is gone (terminated or cleaned up). */
  async function offsetOf(id: string): Promise<number | null> {
    try {
      return (await datastore.getUpload(id)).offset;
    } catch {
      return null;
    }
  }

  const chores: Chore[] = [
    {
      name: 'expired media uploads',
      async run() {
        let removed = 0;
        for (const id of await repository.expiredIds(new Date().toISOString())) {
          // The file may be gone already; its upload info goes either way.
          await datastore.remove(id).catch(() => forget(id));
          await repository.remove(id);
          removed += 1;
        }
        // Files whose upload row never was (or went first) expire by tus's own clock.
        return removed + (await tus.cleanUpExpiredUploads());
      },
    },
  ];

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    app.addHook('onClose', async () => shared?.close());
    await app.register(uploadRoutes, {
      repository,
      handOver,
      offsetOf,
      rules: { uploadMaxBytes: deps.config.media.uploadMaxBytes, quota: libraryQuota(deps.db, deps.config) },
    });
  }

  return { chores, registerRoutes };
}
export type Uploads = ReturnType<typeof createUploads>;
