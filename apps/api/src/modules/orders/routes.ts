import {
  AccountOrderDetailSchema,
  AccountOrderParamsSchema,
  AccountOrdersSchema,
  OrderCreatedSchema,
  OrderCreateHeadersSchema,
  OrderPaymentRetrySchema,
  OrderSummarySchema,
  OrderTokenParamsSchema,
  WithdrawalReceivedSchema,
  WithdrawalRequestSchema,
} from '@stride/contract';
import { localizedPath } from '@stride/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, type RequestContext } from '../../context';
import {
  accountErrorResponses,
  errorResponses,
  NotFoundError,
  upstreamErrorResponses,
  writeErrorResponses,
} from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { visitorOf } from '../cart/cart-visitor';
import { startCardPayment } from '../payments/service';
import { personalContextOf } from '../sessions/visitor';
import { accountOrder, accountOrders } from './account-orders';
import { catalogNotice } from './catalog-notice';
import { orderTokenHash } from './order-token';
import { orderOfTokenHash } from './queries';
import { createOrder } from './service';
import { thankYouOrder } from './thank-you';
import { withdrawFromOrder } from './withdrawal';

const TAGS = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  /** The thank-you page of an order on the shop's own address: where the buyer lands after paying. */
  const thankYouUrl = (ctx: RequestContext, token: string) =>
    `${config.publicOrigins[ctx.locale]}${localizedPath(ctx.locale, '/order/thank-you/[token]', { token })}`;
  const nudgeMail = () => app.mailOutbox.nudge();
  const catalog = catalogNotice(database, app.log);
  app.addHook('onClose', () => catalog.flush());

  app.post(
    '/api/lib/v1/order/create',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'Orders the visitor’s cart: once (a repeat, or the same Idempotency-Key, answers the same order); a card order answers the gateway’s payment page',
        headers: WebInstanceHeadersSchema.extend(OrderCreateHeadersSchema.shape),
        response: { 200: OrderCreatedSchema, ...writeErrorResponses },
      },
    },
    async (request) => {
      const visitor = visitorOf(request);
      return createOrder(database, visitor, request.headers['idempotency-key'] ?? null, {
        nudgeMail,
        catalogChanged: catalog.soon,
        startCardPayment: async (order, token) => {
          try {
            const started = await startCardPayment(
              database,
              { gateway: app.cardGateway, log: request.log, nudgeMail },
              order.id,
              thankYouUrl(visitor.ctx, token),
            );
            return started.paymentUrl;
          } catch (error) {
            // The order stands; the thank-you page offers the payment again.
            request.log.warn({ err: error, orderNumber: order.orderNumber }, 'card payment not started');
            return null;
          }
        },
      });
    },
  );

  app.get(
    '/api/lib/v1/order/thank-you/:token',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'The order behind a thank-you link: what was ordered and how to pay it',
        headers: WebInstanceHeadersSchema,
        params: OrderTokenParamsSchema,
        response: { 200: OrderSummarySchema, ...errorResponses },
      },
    },
    async (request) => thankYouOrder(database, contextOf(request), request.params.token),
  );

  app.post(
    '/api/lib/v1/order/thank-you/:token/payment',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'A new card payment for an order still waiting for one (until its 30 minutes run out)',
        headers: WebInstanceHeadersSchema,
        params: OrderTokenParamsSchema,
        response: { 200: OrderPaymentRetrySchema, ...upstreamErrorResponses },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const order = await orderOfTokenHash(database.db, ctx.webInstanceId, orderTokenHash(request.params.token));
      if (!order) throw new NotFoundError('order_not_found');
      const started = await startCardPayment(
        database,
        { gateway: app.cardGateway, log: request.log, nudgeMail },
        order.id,
        thankYouUrl(ctx, request.params.token),
      );
      return { paymentUrl: started.paymentUrl };
    },
  );

  app.post(
    '/api/lib/v1/order/withdrawal',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Withdraws from the contract of an order (its number and the buyer’s e-mail), acknowledged by e-mail',
        headers: WebInstanceHeadersSchema,
        body: WithdrawalRequestSchema,
        response: { 200: WithdrawalReceivedSchema, ...writeErrorResponses },
      },
    },
    async (request) => withdrawFromOrder(database, contextOf(request), request.body, nudgeMail),
  );
  app.get(
    '/api/lib/v1/account/orders',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'The logged-in user’s orders, newest first',
        headers: WebInstanceHeadersSchema,
        response: { 200: AccountOrdersSchema, ...accountErrorResponses },
      },
    },
    async (request) => accountOrders(database, personalContextOf(request)),
  );

  app.get(
    '/api/lib/v1/account/orders/:id',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'One of the logged-in user’s orders; any other id is “no order with this ID in your account”',
        headers: WebInstanceHeadersSchema,
        params: AccountOrderParamsSchema,
        response: { 200: AccountOrderDetailSchema, ...accountErrorResponses },
      },
    },
    async (request) => accountOrder(database, personalContextOf(request), request.params.id),
  );
};
