import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { buildSerializer } from './lib/serializers';
import { loggerOptions } from './logger';
import { IMAGES_DIR } from './paths';
import access from './plugins/access';
import auth from './plugins/auth';
import connectionLimit from './plugins/connection-limit';
import db from './plugins/db';
import errorHandler from './plugins/error-handler';
import heavyReads from './plugins/heavy-reads';
import i18n from './plugins/i18n';
import mail from './plugins/mail';
import { clientErrorHandler, frameworkErrorHandler } from './lib/malformed-requests';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import security from './plugins/security';
import twoFactor from './plugins/two-factor';
import apiRoutes from './routes';
import healthRoutes from './routes/health';

/** Every route of the JSON api lives under it (routes/index.ts). */
const API_PREFIX = '/api/v1';

/** Large enough for any form; larger bodies get 413 before they are parsed. */
const BODY_LIMIT = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's settings, as the routes read them. */
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Wraps the connected database before the app uses it (a Kysely plugin, say). */
  decorateDatabase?: (database: Database) => Database;
  /** Sees every route as it is registered (the role table test reads their access from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The api without listening: server.ts listens, tests listen on port 0. */
export async function buildApp(
  config: AppConfig,
  { decorateDatabase, onRoute }: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A stalled or trickled upload must not hold a connection: idle sockets close, and a whole
    // request must arrive in time (node answers 408 through clientErrorHandler).
    connectionTimeout: config.timeouts.idleMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: Math.min(60_000, config.timeouts.requestMs),
      connectionsCheckingInterval: Math.min(5_000, config.timeouts.requestMs / 2),
      // Answered by the security plugin with the api's JSON error instead of node's empty 400.
      requireHostHeader: false,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // While an instance shuts down it still answers what reaches it (src/shutdown.ts).
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer } },
    ajv: {
      // Report every failed field at once; numbers arrive as numbers or numeric strings by
      // explicit schema unions, never by silent coercion of other types.
      customOptions: { allErrors: true, coerceTypes: false },
    },
  });

  app.decorate('config', config);
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(connectionLimit, {
    maxPerAddress: config.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  app.decorate('draining', false);
  await app.register(i18n);
  await app.register(errorHandler, { bodyLimit: BODY_LIMIT });
  await app.register(security);
  // Only JSON bodies are accepted: anything else is 415, not a text body that fails validation.
  app.removeContentTypeParser('text/plain');
  // Clients send `Content-Type: application/json` on every call (shared-auth's api client does),
  // DELETE and GET included, without a body: an empty JSON body means "no body", not a malformed
  // one (api/README.md, "The wire contract").
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands over a string, never a Buffer.
    const text = body as string;
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(db, {
    database: config.database,
    seedDemoData: config.seedDemoData,
    decorate: decorateDatabase,
  });
  await app.register(mail, {
    mail: config.mail,
    shop: { shopTimeZone: config.shopTimeZone, shopCurrency: config.shopCurrency },
    now: config.now,
    publicUrl: config.publicUrl,
  });
  await app.register(metrics, { enabled: config.collectMetrics ?? false });
  await app.register(redis, { url: config.redisUrl });
  await app.register(rateLimit, { limits: config.rateLimits });
  await app.register(auth, { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs });
  await app.register(access);
  await app.register(twoFactor, {
    secret: config.jwtSecret,
    mode: config.staffTwoFactor,
    limit: config.rateLimits.twoFactorCodesPerAccount,
    now: config.now,
  });
  await app.register(heavyReads);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
    // A bare OPTIONS (no Origin) gets an empty 204 instead of a text/plain 400.
    strictPreflight: false,
  });
  await app.register(openapi);

  await app.register(async (images) => {
    // The apps show these images from their own origins.
    images.addHook('onRequest', async (_request, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    await images.register(fastifyStatic, {
      root: IMAGES_DIR,
      prefix: '/images/',
      // Shipped images never change under the same name.
      maxAge: '365d',
      immutable: true,
      index: false,
    });
  });
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  return app;
}
