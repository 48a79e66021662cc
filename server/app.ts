import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase, TDb } from './db/client';
import { createAuth, type TAuth } from './modules/accounts/auth';
import { authRoutes } from './modules/accounts/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactRoutes } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    auth: TAuth;
    config: TConfig;
  }
}

export interface TBuildOptions {
  config: TConfig;
  database: TDatabase;
  /** pino logger options; false silences it (tests). */
  logger?: boolean | object;
}

/** Builds the Fastify app: external plugins, then app plugins, then the modules. Tests build it too. */
export async function buildApp(opts: TBuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth(opts.database.db, opts.config);
  app.decorate('db', opts.database.db);
  app.decorate('auth', auth);
  app.decorate('config', opts.config);

  registerErrorHandler(app);
  await registerSecurity(app, { rateLimitPerMinute: opts.config.rateLimitPerMinute });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'PartsYard API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(authRoutes, { auth });
  await app.register(catalogRoutes);
  await app.register(contactRoutes);
  await registerWebApp(app, opts.config.webDist);
  return app;
}
