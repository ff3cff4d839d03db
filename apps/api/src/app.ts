import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@stride/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import { localeOf, registerContext, WebInstanceRegistry } from './context';
import { answerClientError, errorSender, registerErrorHandling } from './errors';
import { parseQueryString } from './lib/query-string';
import type { ModuleOptions } from './module-options';
import { accountsRoutes } from './modules/accounts/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogVersionRoutes } from './modules/catalog-version/routes';
import { loadWebInstances } from './modules/content/queries';
import { contentRoutes } from './modules/content/routes';
import { filtersRoutes } from './modules/filters/routes';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { productDetailRoutes } from './modules/product-detail/routes';
import { searchRoutes } from './modules/search/routes';
import { storesRoutes } from './modules/stores/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { registerCacheControl } from './plugins/cache-control';
import { registerSwagger } from './plugins/swagger';

export type AppDependencies = { database: DatabaseHandle };

/**
 * The api as a Fastify instance, ready for `inject` or `listen`; it does not listen itself. The web
 * instances are read once here, so the database must be migrated and seeded first.
 */
export async function buildApp(config: Config, { database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', `req.headers["webinstance-token"]`],
    },
    // X-Forwarded-Host (the web instance) and X-Forwarded-For (the client, for rate limits) count only
    // from the proxies TRUST_PROXY names; by default from none: the storefront sends the token.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Long enough that an over-long id or urlTitle reaches validation (a clear 400) instead of a 404.
    routerOptions: { maxParamLength: 1000, querystringParser: parseQueryString },
    bodyLimit: 64 * 1024,
    // A client sending slowly (or not at all) gives its connection up (config.ts: ServerTimeouts).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: config.timeouts.checkEveryMs },
    // Fastify's own answers (a malformed URL, an over-long path, an unreadable request) in our shape too.
    frameworkErrors: errorSender(localeOf),
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every body is JSON: a text/plain one gets a 415 saying so, not a field error about a string body.
  app.removeContentTypeParser('text/plain');

  registerContext(app, new WebInstanceRegistry(await loadWebInstances(database.db, config.domains), config.domains));
  registerErrorHandling(app, localeOf);
  registerCacheControl(app);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  // Helmet's security headers on every answer. Its middleware is built once, here: @fastify/helmet
  // built it again at every request (parsing the CSP directives each time, ~3% of reading a cart).
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  await registerSwagger(app);

  const options: ModuleOptions = { config, database };
  await app.register(healthRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(catalogRoutes, options);
  await app.register(catalogVersionRoutes, options);
  await app.register(storesRoutes, options);
  await app.register(searchRoutes, options);
  await app.register(mediaRoutes, options);
  await app.register(filtersRoutes, options);
  await app.register(productDetailRoutes, options);
  await app.register(cartRoutes, options);
  await app.register(wishlistRoutes, options);
  await app.register(accountsRoutes, options);
  return app;
}
