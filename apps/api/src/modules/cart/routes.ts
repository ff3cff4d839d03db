import {
  CartAddRequestSchema,
  CartCouponRequestSchema,
  CartCreditsRequestSchema,
  CartGiftVoucherAddSchema,
  CartGiftVoucherParamsSchema,
  CartIsicRequestSchema,
  CartItemParamsSchema,
  CartItemsRemoveRequestSchema,
  CartItemUpdateRequestSchema,
  CartSchema,
  CartVoucherRequestSchema,
} from '@stride/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorResponses, errorResponses, upstreamErrorResponses, writeErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { CartAnswers } from './cart-answers';
import { CART_COOKIE, cartCookieOptions } from './cart-token';
import { visitorOf } from './cart-visitor';
import { demoRegisterVerifier, discountManagerVerifier } from './isic-verifier';
import {
  addGiftVoucher,
  addToCart,
  applyCoupon,
  applyCredits,
  applyIsic,
  applyVoucher,
  cartAnswer,
  changeLineCount,
  clearCart,
  removeCartLines,
  removeCoupon,
  removeGiftVoucher,
  removeIsic,
  removeVoucher,
} from './service';

/** Sets the new cart's token as an HttpOnly cookie; Secure when the shopper came over https. */
function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_COOKIE, token, cartCookieOptions(request.protocol === 'https'));
}

const TAGS = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  // ISIC's partner api when the shop has credentials for it; the seed's demo register otherwise.
  const verifyIsic = config.isicApi ? discountManagerVerifier(config.isicApi) : demoRegisterVerifier(database.db);
  const answers = new CartAnswers();

  app.get(
    '/api/lib/v1/cart',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'The visitor’s cart: its lines at today’s prices and what it costs',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    // The answer is JSON text already checked against CartSchema (serializeCart): a reply of text with a
    // JSON type is sent as it is, not serialized again. The route's typed reply takes only a Cart object.
    async (request, reply) => {
      const answer = await cartAnswer(database, visitorOf(request), answers);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/api/lib/v1/cart',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Adds sizes to the cart (a size already there gets the pieces added); the first add creates the cart',
        headers: WebInstanceHeadersSchema,
        body: CartAddRequestSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const change = await addToCart(database, visitorOf(request), request.body);
      if (change.newToken) setCartCookie(request, reply, change.newToken);
      return change.cart;
    },
  );

  app.post(
    '/api/lib/v1/cart/gift-vouchers',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'Puts a gift voucher to buy on the cart (value, design, dedication, recipient, send date); creates the cart like the first add',
        headers: WebInstanceHeadersSchema,
        body: CartGiftVoucherAddSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      const change = await addGiftVoucher(database, visitorOf(request), request.body);
      if (change.newToken) setCartCookie(request, reply, change.newToken);
      return change.cart;
    },
  );

  app.delete(
    '/api/lib/v1/cart/gift-vouchers/:id',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Takes a gift voucher to buy off the cart',
        headers: WebInstanceHeadersSchema,
        params: CartGiftVoucherParamsSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => removeGiftVoucher(database, visitorOf(request), request.params.id),
  );

  app.delete(
    '/api/lib/v1/cart',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Empties the cart: its lines, coupon, voucher and ISIC card',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => clearCart(database, visitorOf(request)),
  );

  app.put(
    '/api/lib/v1/cart/items/:id',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Sets a line’s count (cut to the pieces in stock)',
        headers: WebInstanceHeadersSchema,
        params: CartItemParamsSchema,
        body: CartItemUpdateRequestSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => changeLineCount(database, visitorOf(request), request.params.id, request.body.item.count),
  );

  // Registered before /:id, which would otherwise take "bulk" for an id and refuse it.
  app.delete(
    '/api/lib/v1/cart/items/bulk',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Removes several lines at once',
        headers: WebInstanceHeadersSchema,
        body: CartItemsRemoveRequestSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => removeCartLines(database, visitorOf(request), request.body.items),
  );

  app.delete(
    '/api/lib/v1/cart/items/:id',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Removes a line',
        headers: WebInstanceHeadersSchema,
        params: CartItemParamsSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => removeCartLines(database, visitorOf(request), [request.params.id]),
  );

  app.post(
    '/api/lib/v1/cart/coupon',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Puts a coupon on the cart, or says why it cannot go on (422, translated, at couponHash)',
        headers: WebInstanceHeadersSchema,
        body: CartCouponRequestSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => applyCoupon(database, visitorOf(request), request.body.couponHash),
  );

  app.delete(
    '/api/lib/v1/cart/coupon',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Takes the coupon off the cart',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => removeCoupon(database, visitorOf(request)),
  );

  app.post(
    '/api/lib/v1/cart/voucher',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Puts a gift voucher on the cart: it pays what it can of the total and keeps the rest',
        headers: WebInstanceHeadersSchema,
        body: CartVoucherRequestSchema,
        response: { 200: CartSchema, ...writeErrorResponses },
      },
    },
    async (request) => applyVoucher(database, visitorOf(request), request.body.code),
  );

  app.delete(
    '/api/lib/v1/cart/voucher',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Takes the gift voucher off the cart',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => removeVoucher(database, visitorOf(request)),
  );

  app.post(
    '/api/lib/v1/cart/credits',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary:
          'Applies the member’s credits (minor units; 0 takes them off): up to the balance and the goods after discounts. Members only (401)',
        headers: WebInstanceHeadersSchema,
        body: CartCreditsRequestSchema,
        response: { 200: CartSchema, ...accountErrorResponses },
      },
    },
    async (request) => applyCredits(database, visitorOf(request), request.body.credit),
  );

  app.post(
    '/api/lib/v1/cart/isic',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Puts a verified ISIC student card on the cart: the shop’s ISIC discount on full-price goods',
        headers: WebInstanceHeadersSchema,
        body: CartIsicRequestSchema,
        response: { 200: CartSchema, ...upstreamErrorResponses },
      },
    },
    async (request) => applyIsic(database, visitorOf(request), request.body.isic, verifyIsic),
  );

  app.delete(
    '/api/lib/v1/cart/isic',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Takes the ISIC card off the cart',
        headers: WebInstanceHeadersSchema,
        response: { 200: CartSchema, ...errorResponses },
      },
    },
    async (request) => removeIsic(database, visitorOf(request)),
  );
};
