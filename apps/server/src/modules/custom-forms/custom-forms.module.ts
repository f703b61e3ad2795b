import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FeatureModule } from '../../lib/feature-module';
import type { KeyGuards } from '../keys/keys.guards';
import type { AuditLog } from '../operators/audit-log';
import { customFormsAdminRoutes } from './custom-forms.admin-routes';
import { createCustomFormsRepository } from './custom-forms.repository';
import { customFormsRoutes } from './custom-forms.routes';
import { createCustomFormsService } from './custom-forms.service';

/** Custom forms: viewers fill them in, the console edits them and reads the submissions. */
export function createCustomForms({ db, guards, audit }: { db: Kysely<Database>; guards: KeyGuards; audit: Pick<AuditLog, 'record'> }): FeatureModule {
  const forms = createCustomFormsService({ repository: createCustomFormsRepository(db) });
  return {
    async registerRoutes(app) {
      await app.register(customFormsRoutes, { forms, guards });
      await app.register(customFormsAdminRoutes, { forms, audit });
    },
  };
}
