import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { CacheDrops } from '../../lib/cache-bus';
import type { AccountTokens } from '../account-tokens/account-tokens.service';
import { createEntitlementsService } from '../entitlements/entitlements.service';
import type { ViewerResolver } from '../geo/viewer';
import type { KeyGuards } from '../keys/keys.guards';
import type { KeysService } from '../keys/keys.service';
import type { AccountMailer } from '../mail/account-mailer';
import { createAccountDeletionService } from '../users/account-deletion.service';
import { profileRoutes } from '../users/profile.routes';
import { createProfileService } from '../users/profile.service';
import { createUsersRepository } from '../users/users.repository';
import { createAccountLinks } from './account-links';
import { authRequestReader } from './auth-request';
import { QUARTER_HOUR_MS, createAuthRateLimits } from './auth-rate-limits';
import { createAuthGuards } from './auth.guards';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createEmailVerificationService } from './email-verification.service';
import { memoryLoginFailures, redisLoginFailures } from './login-failures';
import { createLoginLockout } from './login-lockout';
import { createPasswordResetService } from './password-reset.service';
import { createRecaptchaVerifier } from './recaptcha';
import { createSignInsRepository } from './sign-ins.repository';

export interface AccountsDeps {
  db: Kysely<Database>;
  keys: KeysService;
  guards: KeyGuards;
  viewerOf: ViewerResolver;
  tokens: AccountTokens;
  accountMailer: Pick<AccountMailer, 'send'>;
  config: Pick<Config, 'origins' | 'authRateLimit' | 'recaptcha'>;
  log: FastifyInstance['log'];
  /** Shares login failures between instances; null keeps them in memory. */
  redis?: Redis | null;
  /** Users' entitlements kept in memory: how long (0: not at all), and how every instance hears of a change (docs/decisions/0085). */
  entitlementsCache?: { ms?: number; drops?: CacheDrops };
}

/** Users, sessions and their mails: the services other modules build on, and a function that registers the routes. */
export function createAccounts({ db, keys, guards, viewerOf, tokens, accountMailer, config, log, redis = null, entitlementsCache = {} }: AccountsDeps) {
  const users = createUsersRepository(db);
  const entitlements = createEntitlementsService({ db, cacheMs: entitlementsCache.ms, drops: entitlementsCache.drops });
  const links = createAccountLinks({ tokens, mailer: accountMailer });
  const auth = createAuthService({ users, keys, entitlements, links, verifyRecaptcha: createRecaptchaVerifier(config.recaptcha, log), signIns: createSignInsRepository(db) });
  const verification = createEmailVerificationService({ users, links });
  const passwordReset = createPasswordResetService({ users, keys, links });
  const deletion = createAccountDeletionService({ users, keys, links, entitlements });
  const authGuards = createAuthGuards(guards);
  const readAuthRequest = authRequestReader(viewerOf, config.origins.public);

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    const limit = createAuthRateLimits(app, config.authRateLimit);
    const failures = redis ? redisLoginFailures(redis, QUARTER_HOUR_MS) : memoryLoginFailures(QUARTER_HOUR_MS);
    const lockout = createLoginLockout(app, { perIdentifierPerQuarterHour: config.authRateLimit.perIdentifierPerQuarterHour, failures });
    await app.register(authRoutes, {
      auth,
      verification,
      passwordReset,
      guards,
      authGuards,
      limit,
      lockout,
      readAuthRequest,
    });
    await app.register(profileRoutes, {
      auth,
      profiles: createProfileService({ users, keys, entitlements, links, profileOf: auth.profileOf }),
      deletion,
      guards,
      authGuards,
      limit,
      readAuthRequest,
    });
  }

  return { users, entitlements, auth, authGuards, readAuthRequest, verification, passwordReset, deletion, registerRoutes };
}
export type Accounts = ReturnType<typeof createAccounts>;
