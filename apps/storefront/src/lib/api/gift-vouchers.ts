import { GiftVoucherOfferSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGet } from './server-fetch';

/** What the shop sells as gift vouchers (values, bounds, designs): the same for everyone, so cacheable. */
export const getGiftVoucherOffer = cache(() =>
  apiGet('/api/lib/v1/gift-vouchers/offer', GiftVoucherOfferSchema, { tags: ['gift-vouchers'] }),
);
