import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { jobTypesOf } from './job-types';
import { cacheDrops, createCacheBus } from './lib/cache-bus';
import { HOURLY_MS } from './lib/chores/chore';
import { createChoreLeasesRepository } from './lib/chores/chore-leases.repository';
import { claimInDatabase, startChores } from './lib/chores/run-chores';
import { registerCompression } from './lib/compression';
import { firstFallback, registerConsole } from './lib/console';
import { closeConnectionsWhenDraining } from './lib/drain';
import { registerErrorHandler, registerNotFoundHandler, sendError } from './lib/error-handler';
import { type FeatureModule, routesOnly } from './lib/feature-module';
import { rejectNulCharacters } from './lib/input-guard';
import { createJsonCache } from './lib/json-cache';
import { loggerOptions } from './lib/logger';
import type { Mailer } from './lib/mail/mailer';
import { registerMethodOverride } from './lib/method-override';
import { registerMetrics } from './lib/metrics/metrics.plugin';
import { createQueue } from './lib/queue';
import { createJobRegistry, type JobRegistry } from './lib/queue/job-registry';
import { registerRateLimits } from './lib/rate-limit';
import { registerRequestContext } from './lib/request-context';
import { createRedis } from './lib/redis';
import { registerSecurity } from './lib/security';
import { registerSpa } from './lib/spa';
import { audienceOf } from './modules/events/events.routes';
import { createFirstScreen, type FirstScreen } from './modules/first-screen/first-screen.service';
import { loadBuiltLandingPage, readBuiltPlayerPage } from './modules/first-screen/built-landing-page';
import { createPlayerPage, type PlayerPage } from './modules/first-screen/player-page';
import { type AccountTokens, createAccountTokens } from './modules/account-tokens/account-tokens.service';
import { createAnalytics } from './modules/analytics/analytics.module';
import { createAnnouncements } from './modules/announcements/announcements.module';
import { createAnalyticsRollups } from './modules/analytics/rollups/analytics-rollups.module';
import { artRoutes } from './modules/art/art.routes';
import { createAccounts } from './modules/auth/accounts';
import { createCatalogue } from './modules/catalogue/catalogue.module';
import { createChannelSetup } from './modules/channel-setup/channel-setup.module';
import { createChannelTransferModule } from './modules/channel-transfer/channel-transfer.module';
import { createChannelPaths, createPageChannel } from './modules/channel/channel-paths';
import { createChannels } from './modules/channel/channel.module';
import { registerClientErrors } from './modules/client-errors/client-errors.module';
import { createClips } from './modules/clips/clips.module';
import { createChat } from './modules/chat/chat.module';
import { createCustomForms } from './modules/custom-forms/custom-forms.module';
import { createCustomers } from './modules/customers/customers.module';
import { createDevices } from './modules/devices/devices.module';
import { createDownloads } from './modules/downloads/downloads.module';
import { ENTITLEMENTS_CACHE } from './modules/entitlements/entitlements-cache';
import { createEvents } from './modules/events/events.module';
import { createFavorites } from './modules/favorites/favorites.module';
import { createGeo } from './modules/geo/geo.module';
import { registerHealth } from './modules/health/health.routes';
import { hostnameChannelKey } from './modules/key-host/hostname-channel-key';
import { keyHostRoutes } from './modules/key-host/key-host.routes';
import { createKeys } from './modules/keys/keys.module';
import { KEY_LOOKUPS_CACHE } from './modules/keys/keys.service';
import { createLive } from './modules/live/live.module';
import { createAccountMailer } from './modules/mail/account-mailer';
import { createMail } from './modules/mail/mail.module';
import { createMediaLibrary } from './modules/media-library/media-library.module';
import { mediaHostRoutes } from './modules/media/media-host.routes';
import { defineMediaJobs, requestDemoMedia } from './modules/media/media-jobs';
import { createMediaModule } from './modules/media/media.module';
import { createNotifications } from './modules/notifications/notifications.module';
import { simulateRoutes } from './modules/media/simulate.routes';
import { registerOpenapi } from './modules/openapi/openapi.plugin';
import { openapiRoutes } from './modules/openapi/openapi.routes';
import { createConsole } from './modules/operators/console.module';
import { createCommerce } from './modules/orders/commerce.module';
import { createPrerolls } from './modules/prerolls/prerolls.module';
import { createScores } from './modules/scores/scores.module';
import { createSeo } from './modules/seo/seo.module';
import { settingsFileRoutes } from './modules/settings-file/settings-file.routes';
import { paymentsOfSettingsFile } from './modules/settings-file/settings-file.service';
import { createOutsideSignIn } from './modules/social-auth/outside-sign-in';
import { createVod } from './modules/vod/vod.module';
import { createWatching } from './modules/watching/watching.module';
import { VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Drops cached channel data (all channels, or one by id); call after editing a channel. */
    invalidateChannelCaches(channelId?: number): void;
    /** Starts the chores (each once per cluster) and the job worker once the schema is ready (roles worker and all); stopped on close. */
    startBackgroundTasks(): Promise<BackgroundTasks>;
    /** Durable background jobs (database table, or BullMQ when REDIS_URL is set), through the job registry. */
    queue: JobRegistry;
    /** Stores mail in the outbox and, with SMTP_URL, delivers it through the queue. */
    mailer: Mailer;
    /** Single-use account tokens (email verification, password reset, account deletion). */
    accountTokens: AccountTokens;
  }
}

/** What startBackgroundTasks started, for the worker to print. */
export interface BackgroundTasks {
  jobs: string[];
  chores: { name: string; everyMs: number }[];
}

export interface AppOptions {
  /** A database to use instead of the one the config names; the app closes it on shutdown either way. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Every chore's interval instead of its own (tests of the chores' schedule). */
  choreEveryMs?: number;
  /** How long users' entitlements are kept in memory instead of 30 s (0: not at all; tests that write orders straight to the database). */
  entitlementsCacheMs?: number;
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

  const database = options.database ?? createDatabase(config, { onConnectionLost: (error) => app.log.warn({ reason: error.message }, 'database connection lost') });
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

  const channels = createChannels(database.db);
  const cacheBus = createCacheBus({ redis, redisUrl: config.redisUrl, logger: app.log });
  const keys = createKeys({ config, db: database.db, channels: channels.directory, drops: cacheDrops(cacheBus, KEY_LOOKUPS_CACHE, app.log) });
  const { guards } = keys;
  // The operator console: its access check attaches to every /api/admin/ route registered after it.
  const operatorConsole = createConsole({ db: database.db, config, channelRepository: channels.repository, redis });
  await operatorConsole.registerAccess(app);
  const audit = operatorConsole.audit;
  const geo = createGeo({ db: database.db, config, guards });
  const { viewerOf } = geo;
  const listCache = createJsonCache(LIST_CACHE_TTL_MS);
  const seo = createSeo({ db: database.db, channels: channels.directory, defaultChannelKey: config.defaultChannelKey });
  // The landing page's first screen, once the modules it reads from exist (below).
  let firstScreen: FirstScreen | null = null;
  let playerPage: PlayerPage | null = null;
  const dropChannelCaches = (channelId: number | null) => {
    firstScreen?.invalidate();
    playerPage?.invalidate();
    channels.directory.invalidate();
    channels.service.invalidate(channelId ?? undefined);
    geo.geo.invalidate(channelId ?? undefined);
    listCache.clear();
    seo.seo.invalidate();
  };
  // Every instance drops its caches when any of them changes a channel (docs/decisions/0041).
  cacheBus.subscribe((message) => dropChannelCaches(message.channelId));
  app.addHook('onReady', async () => cacheBus.ready());
  app.addHook('onClose', async () => cacheBus.close());
  app.decorate('invalidateChannelCaches', (channelId?: number) => {
    // At once here, so the operator's next read is fresh; the others (and this one again) on receipt.
    dropChannelCaches(channelId ?? null);
    cacheBus.publish({ channelId: channelId ?? null }).catch((error: unknown) => app.log.warn({ err: error }, 'cache invalidation not sent to other instances'));
  });
  const invalidate = app.invalidateChannelCaches;

  const queue = createJobRegistry(createQueue({ db: database.db, dialect: database.dialect, redisUrl: config.redisUrl, logger: app.log }), jobTypesOf(config));
  const mail = createMail({ config, db: database.db, queue, log: app.log });
  const { mailer } = mail;
  const accountTokens = createAccountTokens({ db: database.db });
  app.decorate('queue', queue);
  app.decorate('mailer', mailer);
  app.decorate('accountTokens', accountTokens);
  const accounts = createAccounts({
    db: database.db,
    keys: keys.keys,
    guards,
    viewerOf,
    tokens: accountTokens,
    accountMailer: createAccountMailer(mailer),
    config,
    log: app.log,
    redis,
    entitlementsCache: { ms: options.entitlementsCacheMs, drops: cacheDrops(cacheBus, ENTITLEMENTS_CACHE, app.log) },
  });
  const devices = createDevices({ db: database.db, keys: keys.keys, viewerOf, authGuards: accounts.authGuards, audit, invalidate: (channelId) => app.invalidateChannelCaches(channelId), leaseMs: config.streamLeaseMs });
  // Before any route: every signed-in request records its device (throttled).
  devices.track(app);
  const outsideSignIn = createOutsideSignIn({ db: database.db, config, accounts, guards, log: app.log });
  const media = createMediaModule({ config, db: database.db, log: app.log, cacheDrops: (name) => cacheDrops(cacheBus, name, app.log) });
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
  const images = { store: media.store, mediaOrigin: config.origins.media ?? '' };
  const { entitlements, authGuards } = accounts;
  const prerolls = createPrerolls({ db: database.db, media, entitlements, guards, audit, queue, mediaOrigin: config.origins.media });
  const commerce = createCommerce({ db: database.db, queue, entitlements, guards, authGuards, payments: { stripe: config.stripe, publicOrigin: config.origins.public, mailer } });
  app.decorate('payments', commerce.payments);
  const pricing = commerce.pricingRules;
  const mediaLibrary = createMediaLibrary({ config, db: database.db, queue, media, audit, invalidate, log: app.log });
  const analyticsRollups = createAnalyticsRollups({ config, db: database.db, queue });
  const downloads = createDownloads({ config, db: database.db, queue, media, entitlements, authGuards, viewerOf, pricing });
  // onClose hooks run last-registered first: running jobs finish before the database closes.
  app.addHook('onClose', async () => {
    await queue.stop();
    mail.closeTransport();
  });
  const events = createEvents({ db: database.db, dialect: database.dialect, media, pricingRules: pricing, viewerOf, entitlements, guards, cache: listCache, audit, invalidate });
  const pageChannel = createPageChannel({ channels: channels.directory, defaultChannelKey: config.defaultChannelKey });
  const announcements = createAnnouncements({ config, db: database.db, queue, mailer, channels: channels.directory, audit });
  const notifications = createNotifications({ config, db: database.db, queue, mailer, channels: channels.directory, guards, authGuards, bus: cacheBus, unsubscribe: { tokens: announcements.tokens, addKind: announcements.unsubscribe.addKind }, log: app.log });
  const clips = createClips({ config, db: database.db, queue, media, events: events.events, entitlements, guards, authGuards, viewerOf, pageChannel, pricing, clipReady: notifications.clipReady });
  const live = createLive({ config, db: database.db, media, audit, guards, invalidate: (channelId) => app.invalidateChannelCaches(channelId), bus: cacheBus, log: app.log });
  media.useIngest(live.feedSource, live.videos);
  app.decorate('live', live);

  // Every feature, in the order its routes are registered (lib/feature-module.ts).
  const features: FeatureModule[] = [
    { registerRoutes: (app) => registerHealth(app, { db: database.db, version: VERSION, instance: config.instanceName, redis, store: media.store }) },
    keys,
    channels.module({ guards, grantsOf: (operator) => operatorConsole.operators.grantsOf(operator), audit, invalidate, images }),
    routesOnly(keyHostRoutes, { channels: channels.directory, defaultChannelKey: config.defaultChannelKey }),
    routesOnly(settingsFileRoutes, { channels: channels.directory, origins: config.origins, features: outsideSignIn.settingsFeatures, payments: paymentsOfSettingsFile(config) }),
    routesOnly(artRoutes, {}),
    geo,
    events,
    createCatalogue({ db: database.db, guards, audit, invalidate, logos: images, entitlements }),
    createVod({ db: database.db, dialect: database.dialect, media, guards, viewerOf, audit, invalidate }),
    createCustomForms({ db: database.db, guards, audit }),
    accounts,
    operatorConsole,
    createChannelTransferModule({ db: database.db, audit, invalidate, bodyLimitBytes: config.bodyLimitBytes }),
    createChannelSetup({ db: database.db, stripe: config.stripe, audit }),
    outsideSignIn,
    mail,
    routesOnly(mediaHostRoutes, { secret: media.secret, store: media.store, videos: media.videos, feedSource: media.feedSource }),
    prerolls,
    mediaLibrary,
    downloads,
    commerce.module({ audit, events: events.admin, invalidate, images }),
    createCustomers({ db: database.db, dialect: database.dialect, accounts, keys: keys.keys, payments: commerce.payments, audit, publicOrigin: config.origins.public, pricingRules: pricing, streams: devices.leases }),
    createFavorites({ db: database.db, events: events.events, entitlements, authGuards, viewerOf, channels: channels.directory, publicOrigin: config.origins.public }),
    announcements,
    createAnalytics({ config, database, redis, channels: channels.directory, log: app.log }),
    analyticsRollups,
    createWatching({ db: database.db, events: events.events, entitlements, authGuards, viewerOf }),
    devices,
    clips,
    live,
    createChat({ config, db: database.db, events: events.events, entitlements, guards, authGuards, viewerOf, audit, bus: cacheBus, log: app.log }),
    notifications,
    createScores({ db: database.db, hub: live.hub, audit, guards, invalidate: (channelId) => app.invalidateChannelCaches(channelId), refreshLibrary: () => media.library.refresh() }),
    ...(config.media.liveSimulation ? [routesOnly(simulateRoutes, { feeds: media.feeds, guards, changed: (channelId) => app.invalidateChannelCaches(channelId), started: notifications.eventStarted })] : []),
    { registerRoutes: (app) => registerClientErrors(app, { sentryDsn: config.ops.sentryDsn, release: VERSION }) },
    routesOnly(openapiRoutes, {}),
    seo,
    { chores: [{ name: 'expired account tokens', run: () => accountTokens.purgeExpired() }, { name: 'finished jobs', run: () => queue.purgeFinished() }] },
  ];
  for (const feature of features) await feature.registerRoutes?.(app);
  app.addHook('onClose', async () => {
    for (const feature of features) await feature.close?.();
  });

  let stopBackgroundTasks = () => {};
  app.decorate('startBackgroundTasks', async () => {
    const chores = features.flatMap((feature) => feature.chores ?? []);
    const claim = claimInDatabase(createChoreLeasesRepository(database.db), config.instanceName);
    const running = startChores(chores, { claim, log: app.log, everyMs: options.choreEveryMs });
    stopBackgroundTasks = running.stop;
    await running.firstRun;
    await queue.start();
    // Jobs (live clips, downloads) find lives an ingest in this or another process made.
    live.follow();
    await requestDemoMedia(media, queue);
    return { jobs: queue.handled(), chores: chores.map((chore) => ({ name: chore.name, everyMs: options.choreEveryMs ?? chore.everyMs ?? HOURLY_MS })) };
  });
  app.addHook('onClose', async () => stopBackgroundTasks());

  const audience = (request: FastifyRequest) => audienceOf(request, viewerOf, entitlements);
  const builtLandingPage = await loadBuiltLandingPage(config.webDistDir);
  if (builtLandingPage) firstScreen = createFirstScreen({ app, built: builtLandingPage, pageChannel, events: events.events, audienceOf: audience });
  const watchHtml = readBuiltPlayerPage(config.webDistDir);
  if (watchHtml) playerPage = createPlayerPage({ watchHtml, pageChannel, hostChannelKey: (hostname) => hostnameChannelKey(channels.directory, config.defaultChannelKey, hostname), events: events.events, prerollForNewViewers: prerolls.prerolls.offeredToNewViewers, audienceOf: audience });
  const channelPaths = createChannelPaths({ channels: channels.directory, service: channels.service, defaultChannelKey: config.defaultChannelKey });
  const pageLanguage = async (request: FastifyRequest) => (await pageChannel(request))?.language ?? null;
  const viewerApp = await registerSpa(app, config.webDistDir, channelPaths, { landingPage: firstScreen?.page, playerPage: playerPage?.page, pageLanguage });
  // The operator console answers its /admin paths before the viewer app's history fallback sees them.
  registerNotFoundHandler(app, firstFallback(await registerConsole(app, config.consoleDistDir), viewerApp));
  return app;
}
