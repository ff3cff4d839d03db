import { GiftVoucherOfferSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { giftVoucherOffer } from './service';

export const giftVoucherRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/api/lib/v1/gift-vouchers/offer',
    {
      // The same for every visitor of a shop: cacheable like catalog reads.
      config: { cache: 'catalog' },
      schema: {
        tags: ['gift-vouchers'],
        summary: 'What the shop sells as gift vouchers: values, custom range, designs, dedication and send-date terms',
        headers: WebInstanceHeadersSchema,
        response: { 200: GiftVoucherOfferSchema, ...errorResponses },
      },
    },
    async (request) => giftVoucherOffer(contextOf(request)),
  );
};
