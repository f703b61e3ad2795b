import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Chore } from '../../lib/housekeeping';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import type { AuditLog } from '../operators/audit-log';
import { prerollFileRoutes, prerollPlayability } from './preroll-files';
import { createPrerollsAdminService } from './prerolls.admin-service';
import { prerollsAdminRoutes } from './prerolls.admin-routes';
import { createPrerollsRepository } from './prerolls.repository';
import { prerollsRoutes } from './prerolls.routes';
import { createPrerollsService } from './prerolls.service';

export interface PrerollsDeps {
  db: Kysely<Database>;
  media: Pick<MediaModule, 'store' | 'playback'>;
  entitlements: Pick<EntitlementsService, 'capabilitiesOf'>;
  guards: KeyGuards;
  /** The console's audit log: with it, the console's preroll routes are registered too. */
  audit?: Pick<AuditLog, 'record'>;
}

/** Channel prerolls: the choice before an event, its suppression once played, and the clip files. */
export function createPrerolls({ db, media, entitlements, guards, audit }: PrerollsDeps) {
  const repository = createPrerollsRepository(db);
  const prerolls = createPrerollsService({
    repository,
    capabilitiesOf: entitlements.capabilitiesOf,
    publicUrl: media.playback.publicUrl,
    isPlayable: prerollPlayability(media.store),
  });
  const chores: Chore[] = [{ name: 'expired preroll suppressions', run: () => prerolls.purgeExpired() }];

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(prerollsRoutes, { prerolls, guards });
    await app.register(prerollFileRoutes, { store: media.store });
    if (audit) await app.register(prerollsAdminRoutes, { prerollsAdmin: createPrerollsAdminService({ repository }), audit });
  }

  return { prerolls, chores, registerRoutes };
}
