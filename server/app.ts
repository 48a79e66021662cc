import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createGeocoder, type TGeocoder } from './adapters/geocoder';
import { createJobQueue, type TJobQueue } from './adapters/jobs';
import { createMailer, type TMailer } from './adapters/mail';
import { createPayments, type TPayments } from './adapters/payments';
import { createRealtime, type TRealtime } from './adapters/realtime';
import { createRedis, type TRedis } from './adapters/redis';
import type { TRateCounters } from './adapters/redis/types';
import { createStorage, type TStorage } from './adapters/storage';
import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import { createAppEvents, type TAppEvents } from './lib/app-events';
import { accountRoutes } from './modules/accounts/account-routes';
import { createAuth, type TAuth } from './modules/accounts/auth';
import { authMount } from './modules/accounts/auth-mount';
import { dataRoutes } from './modules/accounts/data-routes';
import { devMailRoutes } from './modules/accounts/dev-mail';
import { profileRoutes } from './modules/accounts/profile-routes';
import { sellerPageRoute } from './modules/accounts/seller-page';
import { jobsAdminRoutes } from './modules/admin/jobs-routes';
import { adminRoutes } from './modules/admin/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { catalogAdminRoutes } from './modules/catalog/admin-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactAdminRoutes } from './modules/contact/admin-routes';
import { contactRoutes } from './modules/contact/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { garageRoutes } from './modules/garage/routes';
import { healthRoutes } from './modules/health/routes';
import { registerOrphanSweepJob } from './modules/maintenance/orphan-sweep';
import { mediaRoutes } from './modules/media/routes';
import { messageAdminRoutes } from './modules/messages/admin-routes';
import { liveRoutes } from './modules/messages/live-routes';
import { registerMessageNoticeJob } from './modules/messages/notices-job';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { placesRoutes } from './modules/places/routes';
import { registerPostNoticeJobs } from './modules/post-notices/jobs';
import { cartRoutes } from './modules/posts/cart-routes';
import { cartPhotoAccess } from './modules/posts/cart-service';
import { registerLifetimeJob } from './modules/posts/lifetime-job';
import { viewPageRoute } from './modules/posts/og-route';
import { paymentRoutes } from './modules/posts/payment-routes';
import { postPageRoutes } from './modules/posts/post-pages';
import { postRoutes } from './modules/posts/post-routes';
import { registerReceiptJob } from './modules/posts/receipt-job';
import { registerPush } from './modules/push/register';
import { reportAdminRoutes } from './modules/reports/admin-routes';
import { reportRoutes } from './modules/reports/routes';
import { reviewAdminRoutes } from './modules/reviews/admin-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { registerAlertJobs } from './modules/saved-searches/alerts-job';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { unsubscribeRoutes } from './modules/saved-searches/unsubscribe-routes';
import { searchRoutes } from './modules/search/routes';
import { homePageRoute } from './modules/seo/home-page';
import { landingPageRoutes } from './modules/seo/landing-pages';
import { seoRoutes } from './modules/seo/routes';
import { staticPageRoutes } from './modules/seo/static-pages';
import { exchangeRateAdminRoutes, exchangeRateRoutes } from './modules/settings/routes';
import { vinRoutes } from './modules/vin/routes';
import { registerAuthCallbackUrls } from './plugins/auth-callback-urls';
import { registerBodyLimits } from './plugins/body-limits';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLanguageRedirect } from './plugins/language-redirect';
import { registerLocalizedAnswers } from './plugins/localize-answers';
import { registerMetrics } from './plugins/metrics';
import { registerOriginCheck } from './plugins/origin-check';
import { createRateCounters } from './plugins/rate-counters';
import { registerReadRouting } from './plugins/read-routing';
import { registerRejectNul } from './plugins/reject-nul';
import { answerFrameworkError, registerRequestIds, requestIdOf, withRequestIds } from './plugins/request-id';
import { registerRequestLanguage } from './plugins/request-language';
import { OneLineRequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    auth: TAuth;
    config: TConfig;
    mailer: TMailer;
    storage: TStorage;
    payments: TPayments;
    /** The time rules use (fees, ad lifetime); tests set it. */
    clock: () => Date;
    geocoder: TGeocoder;
    /** Notifications between instances (live messages): LISTEN/NOTIFY on the database. */
    realtime: TRealtime;
    /** In-process events between modules (a message stored -> its push notification). */
    events: TAppEvents;
    /** The background job queue (queued in the database, run once across instances). */
    jobs: TJobQueue;
    /** Set on SIGTERM (shutdown.ts): readiness answers 503 while the requests in flight finish. */
    draining: boolean;
    /** REDIS_URL's Redis, where every instance counts the limits; undefined without it. */
    redis: TRedis | undefined;
    /** The per-account and per-user limits' counters (Redis with REDIS_URL, else the database). */
    rateCounters: TRateCounters;
  }
}

export interface TBuildOptions {
  config: TConfig;
  database: TDatabase;
  /** The clock for business rules; defaults to the real time. */
  clock?: () => Date;
  /** Overrides the payment provider (tests use a Stripe adapter pointed at a local server). */
  payments?: TPayments;
  /** The HTTPS agent Web Push uses (tests trust a local push endpoint's certificate). */
  pushAgent?: Agent;
  /** pino logger options; false silences it (tests). */
  logger?: boolean | object;
}

/** Builds the Fastify app: external plugins, then app plugins, then the modules. Tests build it too. */
export async function buildApp(opts: TBuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRequestIds(opts.logger ?? { level: opts.config.logLevel }),
    // One line per request instead of two (request-log.ts).
    logController: new OneLineRequestLog(),
    // The proxy's X-Request-Id when it is a plain token, else a new one (request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);
  registerRequestLanguage(app);
  registerLocalizedAnswers(app);

  const mailer = createMailer(opts.config, (msg) => app.log.info(msg));
  const redis = createRedis(opts.config, app.log);
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('rateCounters', createRateCounters(opts.database.db, redis));
  const auth = createAuth({ db: opts.database.db, config: opts.config, mailer, redis });
  app.decorate('db', opts.database.db);
  app.decorate('auth', auth);
  app.decorate('config', opts.config);
  app.decorate('mailer', mailer);
  app.decorate('geocoder', createGeocoder(opts.config, app.log));
  app.decorate('storage', createStorage(opts.config));
  app.decorate('payments', opts.payments ?? createPayments(opts.config));
  app.decorate('clock', opts.clock ?? (() => new Date()));
  app.decorate('draining', false);
  const realtime = createRealtime(opts.database, app.log);
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  const events = createAppEvents(app.log);
  app.decorate('events', events);
  // Pushes under way finish before the database closes.
  app.addHook('onClose', () => events.idle());
  // The queue starts with the app (its queues and schedules declared by the modules below) and
  // stops with it, letting running jobs finish.
  const jobs = createJobQueue(opts.database, opts.config, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Before the modules: it wraps the mailer and the queue's handlers, and times every route.
  registerMetrics(app, opts.database);
  registerLifetimeJob(app);
  registerMessageNoticeJob(app);
  registerOrphanSweepJob(app);
  registerAlertJobs(app);
  registerPostNoticeJobs(app);
  registerReceiptJob(app);

  registerErrorHandler(app);
  // Before any route is added: it hooks each route's body (size, JSON depth) before its parser.
  registerBodyLimits(app);
  await registerSecurity(app, {
    rateLimitPerMinute: opts.config.rateLimitPerMinute,
    redis,
    tileOrigins: [tileOrigin(opts.config.tileUrl)],
    imageOrigins: app.storage.imageOrigins,
  });
  registerOriginCheck(app);
  registerAuthCallbackUrls(app);
  registerRejectNul(app);
  await app.register(cookie);
  // A plain page address to the person's French one (their cookie, or a French browser's first visit).
  registerLanguageRedirect(app);
  // app.readDb(req): a replica for public reads (DATABASE_READ_URL), the primary after a write.
  registerReadRouting(app, opts.database);
  // Photos arrive one per request; the 50 MB limit is applied (and worded) where they are read.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: 50 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: 'PartsYard API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Browsers send nothing but 'ping' on the live socket: a small frame limit is plenty.
  await app.register(websocket, { options: { maxPayload: 1024 } });

  await app.register(healthRoutes);
  await app.register(authMount, { auth });
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(dataRoutes);
  await app.register(placesRoutes);
  if (opts.config.env !== 'production' && mailer.kind === 'outbox') await app.register(devMailRoutes);
  await app.register(catalogRoutes);
  await app.register(vinRoutes);
  await app.register(cartRoutes);
  await app.register(searchRoutes);
  await app.register(favoriteRoutes);
  await app.register(notificationRoutes);
  await app.register(garageRoutes);
  await app.register(savedSearchRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(postRoutes);
  await app.register(paymentRoutes);
  await app.register(viewPageRoute);
  await app.register(postPageRoutes);
  await app.register(sellerPageRoute);
  if (app.storage.kind === 'local') await app.register(mediaRoutes, { stagedAccess: cartPhotoAccess(app) });
  await app.register(contactRoutes);
  await app.register(messageRoutes);
  await app.register(liveRoutes);
  await registerPush(app, { agent: opts.pushAgent });
  await app.register(reportRoutes);
  await app.register(reviewRoutes);
  await app.register(exchangeRateRoutes);
  // Admins only (each plugin answers 401/403 before reading a request).
  await app.register(reportAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(messageAdminRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(adminRoutes);
  await app.register(jobsAdminRoutes);
  await app.register(adminUserRoutes);
  await app.register(exchangeRateAdminRoutes);
  await app.register(seoRoutes);
  await app.register(homePageRoute);
  await app.register(landingPageRoutes);
  await app.register(staticPageRoutes);
  await registerWebApp(app, opts.config.webDist);
  return app;
}

/** The CSP source of the map tiles: 'https://{s}.tile.example/...' allows 'https://*.tile.example'. */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replaceAll(/\{[a-z]\}/g, 'x'));
  const wildcard = /^https?:\/\/\{s\}\./.test(tileUrl);
  return wildcard ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}
