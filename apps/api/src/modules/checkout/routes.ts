import { CheckoutChoiceRequestSchema, CheckoutContactRequestSchema, CheckoutSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, writeErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { visitorOf } from '../cart/cart-visitor';
import { checkoutOf, chooseDelivery, removeContact, saveContact } from './service';

const TAGS = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.get(
    '/api/lib/v1/checkout',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'What the shop offers the visitor’s cart, what the buyer chose, and the cart priced with it',
        headers: WebInstanceHeadersSchema,
        response: { 200: CheckoutSchema, ...errorResponses },
      },
    },
    async (request) => checkoutOf(database, visitorOf(request)),
  );

  app.put(
    '/api/lib/v1/cart/delivery',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Chooses the delivery and payment, with the pickup point or store the delivery needs',
        headers: WebInstanceHeadersSchema,
        body: CheckoutChoiceRequestSchema,
        response: { 200: CheckoutSchema, ...writeErrorResponses },
      },
    },
    async (request) => chooseDelivery(database, visitorOf(request), request.body),
  );

  app.post(
    '/api/lib/v1/cart/contact',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Keeps the buyer’s contact details on the cart, checked by the same rules as the form',
        headers: WebInstanceHeadersSchema,
        body: CheckoutContactRequestSchema,
        response: { 200: CheckoutSchema, ...writeErrorResponses },
      },
    },
    async (request) => saveContact(database, visitorOf(request), request.body.contact),
  );

  app.delete(
    '/api/lib/v1/cart/contact',
    {
      config: { cache: 'personal' },
      schema: {
        tags: TAGS,
        summary: 'Forgets the buyer’s contact details',
        headers: WebInstanceHeadersSchema,
        response: { 200: CheckoutSchema, ...errorResponses },
      },
    },
    async (request) => removeContact(database, visitorOf(request)),
  );
};
