import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { QUARTER_HOUR_MS, createAuthRateLimits } from '../auth/auth-rate-limits';
import { memoryLoginFailures, redisLoginFailures } from '../auth/login-failures';
import { createLoginLockout } from '../auth/login-lockout';
import { toChannel } from '../channel/channel.mappers';
import type { ChannelRepository } from '../channel/channel.repository';
import type { OperatorRole } from '@ott/contracts/admin-auth';
import { adminAuthRoutes } from './admin-auth.routes';
import { createAuditLog } from './audit-log';
import { auditAdminRoutes } from './audit.admin-routes';
import { registerConsoleAccess } from './console-access';
import { consoleCookieIsSecure, createConsoleSessions } from './console-session';
import { createOperatorsRepository } from './operators.repository';
import { createOperatorsAdmin } from './operators-admin.service';
import { operatorsAdminRoutes } from './operators.admin-routes';
import { createOperatorsService } from './operators.service';

export interface ConsoleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'origins' | 'authRateLimit' | 'console' | 'nodeEnv'>;
  channelRepository: ChannelRepository;
  redis?: Redis | null;
}

/**
 * The operator console's foundation: operators, sessions, the access check of every /api/admin/ route
 * and the audit log (docs/decisions/0039-operator-console-access.md). `registerAccess` must run before
 * any console route is registered.
 */
export function createConsole({ db, config, channelRepository, redis = null }: ConsoleDeps) {
  const repository = createOperatorsRepository(db);
  const sessions = createConsoleSessions({ repository, idleMs: config.console.idleMinutes * 60_000 });
  const operators = createOperatorsService({ repository, channels: channelRepository });
  const audit = createAuditLog({ repository });
  const secureCookie = consoleCookieIsSecure(config);

  async function registerAccess(app: FastifyInstance): Promise<void> {
    // Cookies are parsed only by the console's check, not on every request.
    await app.register(fastifyCookie, { hook: false });
    registerConsoleAccess(app, {
      sessions,
      channelByKey: async (key) => {
        const row = await channelRepository.findChannelByKey(key);
        return row ? toChannel(row) : null;
      },
      roleOn: repository.roleOn,
      rolesOf: async (operatorId) => (await repository.rolesOf([operatorId])).map((grant) => grant.role as OperatorRole),
    });
  }

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    const limit = createAuthRateLimits(app, config.authRateLimit);
    const failures = redis ? redisLoginFailures(redis, QUARTER_HOUR_MS) : memoryLoginFailures(QUARTER_HOUR_MS);
    const lockout = createLoginLockout(app, { perIdentifierPerQuarterHour: config.authRateLimit.perIdentifierPerQuarterHour, failures });
    await app.register(adminAuthRoutes, { operators, sessions, limit, lockout, secureCookie, audit });
    await app.register(auditAdminRoutes, { repository, channels: channelRepository });
    await app.register(operatorsAdminRoutes, { operatorsAdmin: createOperatorsAdmin({ repository, channels: channelRepository, operators }), audit });
  }

  return { repository, sessions, operators, audit, chores: [{ name: 'expired console sessions', run: () => sessions.purgeExpired() }], registerAccess, registerRoutes };
}
export type Console = ReturnType<typeof createConsole>;
