import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { DatabaseHandle } from '@stride/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import { localeOf, registerContext, WebInstanceRegistry } from './context';
import { answerClientError, errorSender, registerErrorHandling } from './errors';
import { parseQueryString } from './lib/query-string';
import { followReferenceData } from './lib/ttl-cache';
import { createMailTransport } from './mail/mail-transport';
import { createOutboxSender } from './mail/outbox-sender';
import type { ModuleOptions } from './module-options';
import { withOfferedLogins } from './modules/accounts/login-providers';
import { accountsRoutes } from './modules/accounts/routes';
import { alternatesRoutes } from './modules/alternates/routes';
import { blogRoutes } from './modules/blog/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogVersionRoutes } from './modules/catalog-version/routes';
import { challengeRoutes } from './modules/challenges/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { consentRoutes } from './modules/consent/routes';
import { createContactMailRenderer } from './modules/contact/contact-mail';
import { contactRoutes } from './modules/contact/routes';
import { loadWebInstances } from './modules/content/queries';
import { contentRoutes } from './modules/content/routes';
import { creditsRoutes } from './modules/credits/routes';
import { feedRoutes } from './modules/feeds/routes';
import { filtersRoutes } from './modules/filters/routes';
import { giftVoucherRoutes } from './modules/gift-vouchers/routes';
import { healthRoutes } from './modules/health/routes';
import { ecomailClient } from './modules/marketing/ecomail-client';
import { createMarketingForwarder, KEEP_ONLY } from './modules/marketing/marketing-forwarder';
import { marketingEventRoutes } from './modules/marketing-events/routes';
import { mediaRoutes } from './modules/media/routes';
import { nutritionRoutes } from './modules/nutrition/routes';
import { createOutboxMailRenderer } from './modules/order-mail/outbox-mail';
import { orderRoutes } from './modules/orders/routes';
import { paymentQrPng } from './modules/payment-qr/payment-qr';
import { comgateClient } from './modules/payments/comgate-client';
import { paymentsRoutes } from './modules/payments/routes';
import { COMGATE_NOTIFY_PATH } from './modules/payments/service';
import { pickupPointsRoutes } from './modules/pickup-points/routes';
import { productDetailRoutes } from './modules/product-detail/routes';
import { searchRoutes } from './modules/search/routes';
import { registerVisitor } from './modules/sessions/visitor';
import { shoeFinderRoutes } from './modules/shoe-finder/routes';
import { sitemapsRoutes } from './modules/sitemaps/routes';
import { storesRoutes } from './modules/stores/routes';
import { testGatewayRoutes } from './modules/test-gateway/routes';
import { localTestGateway, ownOrigin } from './modules/test-gateway/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { registerCacheControl } from './plugins/cache-control';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSwagger } from './plugins/swagger';

export type AppDependencies = { database: DatabaseHandle };

/**
 * The api as a Fastify instance, ready for `inject` or `listen`; it does not listen itself. The web
 * instances are first read here, so the database must be migrated and seeded first.
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

  // Read again with the rest of the reference data (a shop's settings are catalog changes): an
  // operator switching a shop's type or login buttons needs no restart.
  const readWebInstances = async () => withOfferedLogins(await loadWebInstances(database.db, config.domains), config);
  const webInstances = new WebInstanceRegistry(await readWebInstances(), config.domains, readWebInstances);
  registerContext(app, webInstances);
  const unfollow = followReferenceData(database, () => webInstances.reload());
  app.addHook('onClose', async () => {
    unfollow();
  });
  registerErrorHandling(app, localeOf);
  registerCacheControl(app);
  registerOriginCheck(app, config.publicOrigins);
  // Cookies (the cart's, the session's) are read by every personal route, and the visitor loaded once.
  await app.register(cookie);
  await registerVisitor(app, database);
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

  // E-mails are sent from the outbox after the transactions that wrote them commit, with retries
  // (mail/outbox-sender.ts): `app.mailOutbox.nudge()` after such a commit. main.ts starts the sender
  // once the api listens; an app built for inject (the tests) leaves it off unless a test starts it.
  const mailLog = app.log.child({ component: 'mail-outbox' });
  // One transport for the outbox and the account e-mails (reset and verification links), which go at once.
  const mailTransport = createMailTransport(config.mail);
  app.decorate('mailTransport', mailTransport);
  // The order module renders the shoppers' e-mails; the contact module its messages to the shop.
  const renderOrderMail = createOutboxMailRenderer(database.db, {
    publicOrigins: config.publicOrigins,
    mailFrom: config.mail.from,
    paymentQr: paymentQrPng,
    log: mailLog,
  });
  const renderContactMail = createContactMailRenderer(database.db, { mailFrom: config.mail.from });
  const mailOutbox = createOutboxSender({
    database,
    transport: mailTransport,
    render: (mail) => (mail.kind === 'contact_message' ? renderContactMail(mail) : renderOrderMail(mail)),
    log: mailLog,
  });
  app.decorate('mailOutbox', mailOutbox);
  app.addHook('onClose', () => mailOutbox.stop());

  // Marketing events and newsletter subscribers go to Ecomail after the request, with retries
  // (modules/marketing); without ECOMAIL_* they are only kept. main.ts starts the forwarder.
  const marketingOutbox = config.ecomail
    ? createMarketingForwarder({
        database,
        client: ecomailClient(config.ecomail),
        log: app.log.child({ component: 'marketing-outbox' }),
      })
    : KEEP_ONLY;
  app.decorate('marketingOutbox', marketingOutbox);
  app.addHook('onClose', () => marketingOutbox.stop());

  // Card payments: Comgate with COMGATE_* settings; without them the api's own test gateway, which
  // speaks the same protocol on the api's address and notifies this api as Comgate would.
  app.decorate('cardGateway', comgateClient(config.comgate ?? localTestGateway(app)));

  const options: ModuleOptions = { config, database };
  await app.register(healthRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(catalogRoutes, options);
  await app.register(catalogVersionRoutes, options);
  await app.register(storesRoutes, options);
  await app.register(searchRoutes, options);
  await app.register(blogRoutes, options);
  await app.register(sitemapsRoutes, options);
  await app.register(mediaRoutes, options);
  await app.register(filtersRoutes, options);
  await app.register(productDetailRoutes, options);
  await app.register(feedRoutes, options);
  await app.register(alternatesRoutes, options);
  await app.register(nutritionRoutes, options);
  await app.register(shoeFinderRoutes, options);
  await app.register(cartRoutes, options);
  await app.register(giftVoucherRoutes, options);
  await app.register(creditsRoutes, options);
  await app.register(pickupPointsRoutes, options);
  await app.register(checkoutRoutes, options);
  await app.register(orderRoutes, options);
  await app.register(wishlistRoutes, options);
  await app.register(challengeRoutes, options);
  await app.register(accountsRoutes, options);
  await app.register(contactRoutes, options);
  await app.register(consentRoutes, options);
  await app.register(marketingEventRoutes, options);
  await app.register(paymentsRoutes, options);
  if (!config.comgate) {
    await app.register(testGatewayRoutes, { ...options, notifyUrl: () => `${ownOrigin(app)}${COMGATE_NOTIFY_PATH}` });
  }
  return app;
}
