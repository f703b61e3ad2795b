import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Chore } from '../../lib/housekeeping';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { KeyGuards } from '../keys/keys.guards';
import type { MediaModule } from '../media/media.module';
import { prerollFileRoutes, prerollPlayability } from './preroll-files';
import { createPrerollsRepository } from './prerolls.repository';
import { prerollsRoutes } from './prerolls.routes';
import { createPrerollsService } from './prerolls.service';

export interface PrerollsDeps {
  db: Kysely<Database>;
  media: Pick<MediaModule, 'store' | 'playback'>;
  entitlements: Pick<EntitlementsService, 'capabilitiesOf'>;
  guards: KeyGuards;
}

/** Channel prerolls: the choice before an event, its suppression once played, and the clip files. */
export function createPrerolls({ db, media, entitlements, guards }: PrerollsDeps) {
  const prerolls = createPrerollsService({
    repository: createPrerollsRepository(db),
    capabilitiesOf: entitlements.capabilitiesOf,
    publicUrl: media.playback.publicUrl,
    isPlayable: prerollPlayability(media.store),
  });
  const chores: Chore[] = [{ name: 'expired preroll suppressions', run: () => prerolls.purgeExpired() }];

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    await app.register(prerollsRoutes, { prerolls, guards });
    await app.register(prerollFileRoutes, { store: media.store });
  }

  return { prerolls, chores, registerRoutes };
}
