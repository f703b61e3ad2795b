import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../lib/queue';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';

/** What the media library's parts are given; its own file, so the parts need not import the module that wires them. */
export interface MediaLibraryDeps {
  config: Pick<Config, 'dataDir' | 'media' | 'origins' | 'redisUrl'>;
  db: Kysely<Database>;
  queue: JobQueue;
  media: Pick<MediaModule, 'store' | 'findFfmpeg' | 'playback' | 'secret' | 'library'>;
  audit: AuditLog;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  log: FastifyInstance['log'];
}
