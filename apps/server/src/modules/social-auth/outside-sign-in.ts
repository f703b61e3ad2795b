import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Chore } from '../../lib/chores/chore';
import type { Accounts } from '../auth/accounts';
import { createAuthRateLimits } from '../auth/auth-rate-limits';
import { createDeviceLinkRepository } from '../device-link/device-link.repository';
import { deviceLinkRoutes } from '../device-link/device-link.routes';
import { createDeviceLinkService } from '../device-link/device-link.service';
import type { KeyGuards } from '../keys/keys.guards';
import type { SettingsFileFeatures } from '../settings-file/settings-file.service';
import { createSocialAuthRepository } from './social-auth.repository';
import { socialAuthRoutes } from './social-auth.routes';
import { createSocialAuthService } from './social-auth.service';
import { createSocialProviders, enabledSocialProviders } from './social-providers';
import { createUserByEmail } from './user-by-email';

export interface OutsideSignInDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'social' | 'externalAuthSecret' | 'authRateLimit'>;
  accounts: Pick<Accounts, 'users' | 'auth' | 'authGuards' | 'readAuthRequest'>;
  guards: KeyGuards;
  log: FastifyInstance['log'];
}

/** Sign-ins that start away from the login form: social providers, and devices linked by a code. */
export function createOutsideSignIn({ db, config, accounts, guards, log }: OutsideSignInDeps) {
  const providers = createSocialProviders(config.social);
  const userByEmail = createUserByEmail(accounts.users);
  const social = createSocialAuthService({ repository: createSocialAuthRepository(db), providers, sessions: accounts.auth, userByEmail, log });
  const devices = createDeviceLinkService({
    repository: createDeviceLinkRepository(db),
    sessions: accounts.auth,
    userByEmail,
    externalAuthSecret: config.externalAuthSecret,
  });

  const chores: Chore[] = [
    { name: 'abandoned social logins', run: () => social.purgeExpired() },
    { name: 'expired device codes', run: () => devices.purgeExpired() },
  ];
  /** For the public settings file: the SPA shows a button per configured provider. */
  const settingsFeatures: SettingsFileFeatures = { social_login: enabledSocialProviders(providers) };

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    const limit = createAuthRateLimits(app, config.authRateLimit);
    const { authGuards, readAuthRequest } = accounts;
    await app.register(socialAuthRoutes, { social, guards, limit, readAuthRequest });
    await app.register(deviceLinkRoutes, { devices, guards, authGuards, limit, readAuthRequest });
  }

  return { chores, settingsFeatures, registerRoutes };
}
