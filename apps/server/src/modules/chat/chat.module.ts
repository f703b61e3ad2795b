import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { CacheBus } from '../../lib/cache-bus';
import type { AuthGuards } from '../auth/auth.guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { EventsService } from '../events/events.service';
import type { ViewerResolver } from '../geo/viewer';
import type { KeyGuards } from '../keys/keys.guards';
import type { AuditLog } from '../operators/audit-log';
import { createChatHub } from './chat-hub';
import { chatAdminRoutes } from './chat.admin-routes';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';

export interface ChatModuleDeps {
  config: Pick<Config, 'chat'>;
  db: Kysely<Database>;
  events: Pick<EventsService, 'get'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  guards: KeyGuards;
  authGuards: AuthGuards;
  viewerOf: ViewerResolver;
  audit: AuditLog;
  /** Carries chat changes to the viewers' streams on every instance. */
  bus: Pick<CacheBus, 'publishNotice' | 'subscribeNotices'>;
  log: FastifyBaseLogger;
}

/** Live chat with moderation (docs/decisions/0081-live-chat.md). */
export function createChat({ config, db, events, entitlements, guards, authGuards, viewerOf, audit, bus, log }: ChatModuleDeps) {
  const hub = createChatHub(bus, log);
  const chat = createChatService({ repository: createChatRepository(db), hub, eventOf: (channel, id, audience) => events.get(channel, id, audience) });
  return {
    chat,
    hub,
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(chatRoutes, { chat, hub, guards, authGuards, viewerOf, entitlements, limits: config.chat });
      await app.register(chatAdminRoutes, { chat, audit });
    },
    close: () => hub.close(),
  };
}
