import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { jobTypesOf } from './job-types';
import { registerCompression } from './lib/compression';
import { firstFallback, registerConsole } from './lib/console';
import { closeConnectionsWhenDraining } from './lib/drain';
import { registerErrorHandler, registerNotFoundHandler, sendError } from './lib/error-handler';
import { rejectNulCharacters } from './lib/input-guard';
import { startHousekeeping } from './lib/housekeeping';
import { createCacheBus } from './lib/cache-bus';
import { createJsonCache } from './lib/json-cache';
import { loggerOptions } from './lib/logger';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createOutboxRepository } from './lib/mail/outbox.repository';
import { createSmtpTransport } from './lib/mail/transport';
import { registerMethodOverride } from './lib/method-override';
import { registerMetrics } from './lib/metrics/metrics.plugin';
import { createQueue } from './lib/queue';
import { createJobRegistry, type JobRegistry } from './lib/queue/job-registry';
import { registerRateLimits } from './lib/rate-limit';
import { registerRequestContext } from './lib/request-context';
import { createRedis } from './lib/redis';
import { registerSecurity } from './lib/security';
import { registerSpa } from './lib/spa';
import { type AccountTokens, createAccountTokens } from './modules/account-tokens/account-tokens.service';
import { TEAM_LOGOS, itemLogoMediaRoutes } from './modules/channel/item-logos';
import { createChannelDirectory } from './modules/channel/channel-directory';
import { createChannelPaths, createPageChannel } from './modules/channel/channel-paths';
import { toChannel } from './modules/channel/channel.mappers';
import { createChannelRepository } from './modules/channel/channel.repository';
import { channelRoutes } from './modules/channel/channel.routes';
import { channelAdminRoutes } from './modules/channel/channel.admin-routes';
import { brandingAdminRoutes } from './modules/channel/branding.admin-routes';
import { brandingMediaRoutes } from './modules/channel/branding-media.routes';
import { createChannelBrandingRepository } from './modules/channel/channel-branding.repository';
import { createChannelBrandingService } from './modules/channel/channel-branding.service';
import { createChannelAdminService } from './modules/channel/channel-admin.service';
import { channelTransferAdminRoutes } from './modules/channel-transfer/channel-transfer.admin-routes';
import { createChannelTransferRepository } from './modules/channel-transfer/channel-transfer.repository';
import { createChannelTransfer } from './modules/channel-transfer/channel-transfer.service';
import { createChannelService } from './modules/channel/channel.service';
import { artRoutes } from './modules/art/art.routes';
import { createAccounts } from './modules/auth/accounts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin-routes';
import { createCatalogueAdminService } from './modules/catalogue/catalogue.admin-service';
import { eventsAdminRoutes } from './modules/events/events.admin-routes';
import { createEventsAdminService } from './modules/events/events.admin-service';
import { vodAdminRoutes } from './modules/vod/vod.admin-routes';
import { createVodAdminService } from './modules/vod/vod.admin-service';
import { createCustomFormsRepository } from './modules/custom-forms/custom-forms.repository';
import { customFormsAdminRoutes } from './modules/custom-forms/custom-forms.admin-routes';
import { customFormsRoutes } from './modules/custom-forms/custom-forms.routes';
import { createCustomFormsService } from './modules/custom-forms/custom-forms.service';
import { registerClientErrors } from './modules/client-errors/client-errors.module';
import { createClips } from './modules/clips/clips.module';
import { createDownloads } from './modules/downloads/downloads.module';
import { createFavorites } from './modules/favorites/favorites.module';
import { createWatching } from './modules/watching/watching.module';
import { createAnalytics } from './modules/analytics/analytics.module';
import { createAnalyticsRollups } from './modules/analytics/rollups/analytics-rollups.module';
import { createCustomers } from './modules/customers/customers.module';
import { createEventsRepository } from './modules/events/events.repository';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { createCountryLookup } from './modules/geo/country-lookup';
import { createGeoRepository } from './modules/geo/geo.repository';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoService } from './modules/geo/geo.service';
import { viewerResolver } from './modules/geo/viewer';
import { healthRoutes } from './modules/health/health.routes';
import { keyHostRoutes } from './modules/key-host/key-host.routes';
import { createAccountMailer } from './modules/mail/account-mailer';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { startKeyPurge } from './modules/keys/key-purge';
import { createKeyGuards } from './modules/keys/keys.guards';
import { createKeysRepository } from './modules/keys/keys.repository';
import { keysRoutes } from './modules/keys/keys.routes';
import { createKeysService } from './modules/keys/keys.service';
import { defineMediaJobs, requestDemoMedia } from './modules/media/media-jobs';
import { mediaHostRoutes } from './modules/media/media-host.routes';
import { createMediaModule } from './modules/media/media.module';
import { createLive } from './modules/live/live.module';
import { createMediaLibrary } from './modules/media-library/media-library.module';
import { simulateRoutes } from './modules/media/simulate.routes';
import { registerOpenapi } from './modules/openapi/openapi.plugin';
import { openapiRoutes } from './modules/openapi/openapi.routes';
import { createCommerce } from './modules/orders/commerce.module';
import { createPrerolls } from './modules/prerolls/prerolls.module';
import { createSeoRepository } from './modules/seo/seo.repository';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { settingsFileRoutes } from './modules/settings-file/settings-file.routes';
import { paymentsOfSettingsFile } from './modules/settings-file/settings-file.service';
import { contentAdminRoutes } from './modules/channel/content.admin-routes';
import { createContentRepository } from './modules/channel/content.repository';
import { createContentService } from './modules/channel/content.service';
import { createSlideImages } from './modules/channel/slide-images';
import { slideMediaRoutes } from './modules/channel/slide-media.routes';
import { createConsole } from './modules/operators/console.module';
import { createOutsideSignIn } from './modules/social-auth/outside-sign-in';
import { createVodRepository } from './modules/vod/vod.repository';
import { vodRoutes } from './modules/vod/vod.routes';
import { createVodService } from './modules/vod/vod.service';
import { VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Drops cached channel data (all channels, or one by id); call after editing a channel. */
    invalidateChannelCaches(channelId?: number): void;
    /** Starts periodic maintenance (expired-key purge, housekeeping) and the job worker once the schema is ready; stopped on close. */
    startBackgroundTasks(): Promise<void>;
    /** Durable background jobs (database table, or BullMQ when REDIS_URL is set), through the job registry. */
    queue: JobRegistry;
    /** Stores mail in the outbox and, with SMTP_URL, delivers it through the queue. */
    mailer: Mailer;
    /** Single-use account tokens (email verification, password reset, account deletion). */
    accountTokens: AccountTokens;
  }
}

export interface AppOptions {
  /** A database to use instead of the one the config names; the app closes it on shutdown either way. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

/** Event lists are reused this long; statuses follow the clock, so a little staleness is harmless. */
const LIST_CACHE_TTL_MS = 2_000;

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole server without listening and without touching the database schema. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any plugin's onRoute hook, so OpenAPI and the other hooks see the POST aliases.
  registerMethodOverride(app);
  // The API speaks JSON only; other bodies get 415.
  app.removeContentTypeParser('text/plain');

  const database = options.database ?? createDatabase(config);
  app.decorate('database', database);
  app.addHook('onClose', async () => database.db.destroy());
  closeConnectionsWhenDraining(app);

  await registerOpenapi(app, VERSION);
  await registerSecurity(app, config);
  await registerCompression(app);
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimits(app, redis);
  registerMetrics(app, config.ops);
  registerRequestContext(app);

  app.decorateRequest('channel', null);
  app.decorateRequest('apiKey', null);
  // Hooks that run on every request are synchronous: an async hook costs a promise and a tick each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // A POST without a body is validated as an empty object, so a missing field is named as such.
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH')) request.body = {};
    done(rejectNulCharacters(request));
  });

  const channelRepository = createChannelRepository(database.db);
  const directory = createChannelDirectory(async () => (await channelRepository.listChannels()).map(toChannel));
  const keys = createKeysService({ repository: createKeysRepository(database.db), channels: directory, ttlHours: config.apiKeyTtlHours });
  const guards = createKeyGuards(keys);
  const channels = createChannelService({ repository: channelRepository });
  // The operator console: its access check attaches to every /api/admin/ route registered after it.
  const operatorConsole = createConsole({ db: database.db, config, channelRepository, redis });
  await operatorConsole.registerAccess(app);
  const audit = operatorConsole.audit;
  const geo = createGeoService({ repository: createGeoRepository(database.db), lookup: createCountryLookup() });
  const viewerOf = viewerResolver(geo, config.geoHeader);
  const listCache = createJsonCache(LIST_CACHE_TTL_MS);
  const seo = createSeoService({ repository: createSeoRepository(database.db) });
  const dropChannelCaches = (channelId: number | null) => {
    directory.invalidate();
    channels.invalidate(channelId ?? undefined);
    geo.invalidate(channelId ?? undefined);
    listCache.clear();
    seo.invalidate();
  };
  // Every instance drops its caches when any of them changes a channel (docs/decisions/0041).
  const cacheBus = createCacheBus({ redis, redisUrl: config.redisUrl, logger: app.log });
  cacheBus.subscribe((message) => dropChannelCaches(message.channelId));
  app.addHook('onReady', async () => cacheBus.ready());
  app.addHook('onClose', async () => cacheBus.close());
  app.decorate('invalidateChannelCaches', (channelId?: number) => {
    // At once here, so the operator's next read is fresh; the others (and this one again) on receipt.
    dropChannelCaches(channelId ?? null);
    cacheBus.publish({ channelId: channelId ?? null }).catch((error: unknown) => app.log.warn({ err: error }, 'cache invalidation not sent to other instances'));
  });

  const queue = createJobRegistry(createQueue({ db: database.db, dialect: database.dialect, redisUrl: config.redisUrl, logger: app.log }), jobTypesOf(config));
  const mailTransport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  // Mail links carry live tokens: without SMTP they are logged and listed at /dev/mail, but never in production.
  const devMailbox = !mailTransport && config.nodeEnv !== 'production';
  const outbox = createOutboxRepository(database.db);
  const mailer = createMailer({ queue, repository: outbox, transport: mailTransport, logger: app.log, logLinks: devMailbox });
  const accountTokens = createAccountTokens({ db: database.db });
  app.decorate('queue', queue);
  app.decorate('mailer', mailer);
  app.decorate('accountTokens', accountTokens);
  const accounts = createAccounts({ db: database.db, keys, guards, viewerOf, tokens: accountTokens, accountMailer: createAccountMailer(mailer), config, log: app.log, redis });
  const outsideSignIn = createOutsideSignIn({ db: database.db, config, accounts, guards, log: app.log });
  const media = createMediaModule({ config, db: database.db, log: app.log });
  await media.load();
  defineMediaJobs(queue, media);
  // Before the queue waits for running jobs: a half-made video is not worth delaying shutdown for.
  app.addHook('preClose', (done) => {
    media.demo.close();
    media.prerolls.close();
    media.library.close();
    mediaLibrary.transcoder.close();
    done();
  });
  app.decorate('media', media);
  // Migrations may run after the app is built: the library is read again once they have.
  app.addHook('onReady', async () => media.library.load());
  const prerolls = createPrerolls({ db: database.db, media, entitlements: accounts.entitlements, guards, audit, queue, mediaOrigin: config.origins.media });
  const commerce = createCommerce({
    db: database.db,
    queue,
    entitlements: accounts.entitlements,
    guards,
    authGuards: accounts.authGuards,
    payments: { stripe: config.stripe, publicOrigin: config.origins.public, mailer },
  });
  app.decorate('payments', commerce.payments);
  const mediaLibrary = createMediaLibrary({ config, db: database.db, queue, media, audit, invalidate: app.invalidateChannelCaches, log: app.log });
  const downloads = createDownloads({ config, db: database.db, queue, media, entitlements: accounts.entitlements, authGuards: accounts.authGuards, viewerOf, pricing: commerce.pricingRules });
  // onClose hooks run last-registered first: running jobs finish before the database closes.
  app.addHook('onClose', async () => {
    await queue.stop();
    mailTransport?.close();
  });

  await app.register(healthRoutes, { db: database.db, version: VERSION });
  let stopBackgroundTasks = () => {};
  app.decorate('startBackgroundTasks', async () => {
    const purge = startKeyPurge(keys, app.log);
    const housekeeping = startHousekeeping(
      [
        { name: 'expired account tokens', run: () => accountTokens.purgeExpired() },
        { name: 'finished jobs', run: () => queue.purgeFinished() },
        { name: 'old outbox mail', run: () => mailer.purgeOld() },
        ...outsideSignIn.chores,
        ...prerolls.chores,
        ...commerce.chores,
        ...operatorConsole.chores,
        ...mediaLibrary.chores,
      ],
      app.log,
    );
    stopBackgroundTasks = () => {
      purge.stop();
      housekeeping.stop();
    };
    await Promise.all([purge.firstRun, housekeeping.firstRun]);
    await queue.start();
    // Jobs (live clips, downloads) find lives an ingest in this or another process made.
    live.follow();
    await requestDemoMedia(media, queue);
  });
  app.addHook('onClose', async () => stopBackgroundTasks());

  await app.register(keysRoutes, { keys, guards, issueLimitPerMinute: config.apiKeyIssueLimit });
  await app.register(channelRoutes, { channels, guards });
  await app.register(keyHostRoutes, { channels: directory, defaultChannelKey: config.defaultChannelKey });
  await app.register(settingsFileRoutes, { channels: directory, origins: config.origins, features: outsideSignIn.settingsFeatures, payments: paymentsOfSettingsFile(config) });
  await app.register(artRoutes);
  await app.register(geoRoutes, { geo, viewerOf, guards });
  const events = createEventsService({ repository: createEventsRepository(database.db, database.dialect), playback: media.playback, pricingRules: commerce.pricingRules });
  await app.register(eventsRoutes, { events, viewerOf, entitlements: accounts.entitlements, guards, cache: listCache });
  await app.register(catalogueRoutes, { catalogue: createCatalogueService({ repository: createCatalogueRepository(database.db) }), guards });
  await app.register(vodRoutes, { vod: createVodService({ repository: createVodRepository(database.db, database.dialect), playback: media.playback }), guards, viewerOf });
  const customForms = createCustomFormsService({ repository: createCustomFormsRepository(database.db) });
  await app.register(customFormsRoutes, { forms: customForms, guards });
  await app.register(customFormsAdminRoutes, { forms: customForms, audit });
  await accounts.registerRoutes(app);
  await operatorConsole.registerRoutes(app);
  await app.register(channelAdminRoutes, {
    channelAdmin: createChannelAdminService({ repository: channelRepository }),
    grantsOf: (operator) => operatorConsole.operators.grantsOf(operator),
    audit,
    invalidate: app.invalidateChannelCaches,
  });
  await app.register(channelTransferAdminRoutes, {
    transfer: createChannelTransfer({ repository: createChannelTransferRepository(database.db) }),
    audit,
    invalidate: app.invalidateChannelCaches,
    // A channel's document carries its inline pictures: far more than an API request.
    importBodyLimit: Math.max(config.bodyLimitBytes, 64 * 1024 * 1024),
  });
  // Branding: logos and favicons on the media host, and the console's colours, logo and favicon routes.
  await app.register(brandingMediaRoutes, { store: media.store });
  await app.register(brandingAdminRoutes, {
    branding: createChannelBrandingService({ repository: createChannelBrandingRepository(database.db), store: media.store, mediaOrigin: config.origins.media ?? '' }),
    audit,
    invalidate: app.invalidateChannelCaches,
  });
  await outsideSignIn.registerRoutes(app);
  if (devMailbox) await app.register(devMailboxRoutes, { outbox });
  await app.register(mediaHostRoutes, { secret: media.secret, store: media.store, videos: media.videos, feedSource: media.feedSource });
  await app.register(slideMediaRoutes, { store: media.store });
  await app.register(contentAdminRoutes, {
    content: createContentService({ repository: createContentRepository(database.db) }),
    slideImages: createSlideImages({ store: media.store, mediaOrigin: config.origins.media ?? '' }),
    audit,
  });
  // The console's catalogue: the same repositories as the viewer routes above.
  const catalogueAdmin = createCatalogueAdminService({ repository: createCatalogueRepository(database.db) });
  const eventsAdmin = createEventsAdminService({
    repository: createEventsRepository(database.db, database.dialect),
    catalogue: createCatalogueRepository(database.db),
    playback: media.playback,
    videos: media.videos,
    library: media.libraryVideos,
  });
  await app.register(eventsAdminRoutes, { eventsAdmin, audit, invalidate: app.invalidateChannelCaches });
  await commerce.registerAdminRoutes(app, { audit, events: eventsAdmin, invalidate: app.invalidateChannelCaches, images: { store: media.store, mediaOrigin: config.origins.media ?? '' } });
  await app.register(catalogueAdminRoutes, { catalogueAdmin, audit, invalidate: app.invalidateChannelCaches, logos: { store: media.store, mediaOrigin: config.origins.media ?? '' } });
  await app.register(itemLogoMediaRoutes, { store: media.store, place: TEAM_LOGOS });
  await app.register(vodAdminRoutes, { vodAdmin: createVodAdminService({ repository: createVodRepository(database.db, database.dialect), library: media.libraryVideos }), audit, invalidate: app.invalidateChannelCaches });
  await prerolls.registerRoutes(app);
  await mediaLibrary.registerRoutes(app);
  await downloads.registerRoutes(app);
  await commerce.registerRoutes(app);
  await commerce.registerOrdersAdmin(app, { audit });
  await createCustomers({ db: database.db, dialect: database.dialect, accounts, keys, payments: commerce.payments, audit, publicOrigin: config.origins.public, pricingRules: commerce.pricingRules }).registerRoutes(app);
  await commerce.registerPromoCodesAdmin(app, { audit });
  await createFavorites({ db: database.db, events, entitlements: accounts.entitlements, authGuards: accounts.authGuards, viewerOf, channels: directory, publicOrigin: config.origins.public }).registerRoutes(app);
  await createAnalytics({ config, database, redis, channels: directory, log: app.log }).registerRoutes(app);
  await createAnalyticsRollups({ config, db: database.db, queue, log: app.log }).registerRoutes(app);
  await createWatching({ db: database.db, events, entitlements: accounts.entitlements, authGuards: accounts.authGuards, viewerOf }).registerRoutes(app);
  await createClips({
    config,
    db: database.db,
    queue,
    media,
    events,
    entitlements: accounts.entitlements,
    guards,
    authGuards: accounts.authGuards,
    viewerOf,
    pageChannel: createPageChannel({ channels: directory, defaultChannelKey: config.defaultChannelKey }),
    pricing: commerce.pricingRules,
  }).registerRoutes(app);
  const live = createLive({ config, db: database.db, media, audit, guards, invalidate: (channelId) => app.invalidateChannelCaches(channelId), log: app.log });
  media.useIngest(live.feedSource, live.videos);
  await live.registerRoutes(app);
  app.decorate('live', live);
  app.addHook('onClose', async () => live.close());
  if (config.media.liveSimulation) await app.register(simulateRoutes, { feeds: media.feeds, guards, changed: () => listCache.clear() });
  await registerClientErrors(app, { sentryDsn: config.ops.sentryDsn, release: VERSION });
  await app.register(openapiRoutes);
  await app.register(seoRoutes, { seo, channels: directory, defaultChannelKey: config.defaultChannelKey });

  const viewerApp = await registerSpa(app, config.webDistDir, createChannelPaths({ channels: directory, service: channels, defaultChannelKey: config.defaultChannelKey }));
  // The operator console answers its /admin paths before the viewer app's history fallback sees them.
  registerNotFoundHandler(app, firstFallback(await registerConsole(app, config.consoleDistDir), viewerApp));
  return app;
}
