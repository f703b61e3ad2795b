import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthGuards } from '../auth/auth.guards';
import type { ViewerResolver } from '../geo/viewer';
import type { KeysService } from '../keys/keys.service';
import type { AuditLog } from '../operators/audit-log';
import { createDevicesRepository } from './devices.repository';
import { devicesRoutes } from './devices.routes';
import { createDevicesService } from './devices.service';
import { createStreamLeases } from './stream-leases.service';
import { streamLimitAdminRoutes } from './stream-limit.admin-routes';

export interface DevicesDeps {
  db: Kysely<Database>;
  keys: Pick<KeysService, 'revokeKeyOfUser' | 'revokeAllForUser'>;
  viewerOf: ViewerResolver;
  authGuards: AuthGuards;
  audit: AuditLog;
  /** Drops the channel's cached settings on every instance after the stream limit changes. */
  invalidate: (channelId: number) => void;
  /** How long a stream lease lives without a heartbeat (tests shorten it). */
  leaseMs?: number;
}

/** Fair use of an account: its signed-in devices and the channel's limit on devices playing at once (docs/decisions/0084). */
export function createDevices({ db, keys, viewerOf, authGuards, audit, invalidate, leaseMs }: DevicesDeps) {
  const repository = createDevicesRepository(db);
  const devices = createDevicesService({ repository, keys });
  const leases = createStreamLeases({ repository, leaseMs });

  /**
   * Records the device behind a signed-in request (throttled per key); never fails the request. Null when there is
   * nothing to wait for: a visitor's request, or a key whose row is written already.
   */
  function seen(request: FastifyRequest): Promise<void> | null {
    const key = request.apiKey;
    if (key?.userId == null || !request.channel) return null;
    const written = devices.seen({
      apiKeyId: key.id,
      userId: key.userId,
      userAgent: request.headers['user-agent'],
      country: async () => (await viewerOf(request)).countryCode,
    });
    return written?.catch((error: unknown) => request.log.warn({ err: error }, 'device not recorded')) ?? null;
  }

  return {
    devices,
    leases,
    /**
     * Adds the hook recording devices; call before any route is registered so every keyed route has it. It runs before
     * the answer leaves (at most one write a minute per key), so that what a device did is listed once it has its answer.
     */
    track(app: FastifyInstance): void {
      app.addHook('onSend', (request, _reply, payload, done) => {
        const written = seen(request);
        if (written === null) return done(null, payload);
        void written.then(() => done(null, payload));
      });
    },
    chores: [{ name: 'expired stream leases', everyMs: 10 * 60_000, run: () => leases.purgeExpired() }],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(devicesRoutes, { devices, leases, authGuards, seen });
      await app.register(streamLimitAdminRoutes, { repository, audit, invalidate });
    },
  };
}
