import { type Cart, CartSchema } from '@stride/contract';
import { describe, expect, it, vi } from 'vitest';
import { BrowserApiError } from './browser-fetch';
import { failureMessages, withoutLine } from './use-cart-actions';

const price = {
  price: 1000,
  priceFormatted: '10,00 €',
  priceWithoutVat: 813,
  priceWithoutVatFormatted: '8,13 €',
  currency: 'EUR',
  vatRate: 23,
};
const money = { amount: 0, formatted: '0,00 €' };
const line = (id: number, count: number) => ({
  id,
  count,
  product: { id: 100 + id, name: `Shoe ${id}`, urlTitle: `shoe-${id}`, photo: null },
  size: { id: 200 + id, name: '42' },
  unitPriceData: price,
  lineFullPriceData: price,
  linePriceData: price,
  charged: true,
  notice: null,
});
const CART: Cart = CartSchema.parse({
  accessToken: 't',
  count: 5,
  items: [line(1, 2), line(2, 3)],
  giftVouchers: [],
  coupon: null,
  voucher: null,
  isic: null,
  credits: null,
  sums: {
    goods: price,
    isicDiscount: money,
    couponDiscount: money,
    creditsDiscount: money,
    delivery: money,
    missingForFreeDelivery: money,
    paymentFee: money,
    giftVouchers: money,
    vat: [],
    total: price,
    toPay: money,
  },
});

describe('withoutLine (the optimistic removal)', () => {
  it('takes the line and its pieces out of the cart and leaves the given cart as it was', () => {
    const shown = withoutLine(CART, 2);
    expect(shown.items.map((item) => item.id)).toEqual([1]);
    expect(shown.count).toBe(2);
    expect(CART.items).toHaveLength(2);
    expect(CART.count).toBe(5);
  });

  it('changes nothing for a line the cart does not have', () => {
    expect(withoutLine(CART, 99)).toBe(CART);
  });
});

describe('failureMessages', () => {
  it('hands the api’s field messages to the form', () => {
    const messages = [{ field: 'couponHash', message: 'Zľavový kód neexistuje.' }];
    expect(failureMessages(new BrowserApiError(422, messages))).toEqual(messages);
  });

  it('shows nothing for a network failure or an answer without messages, and logs it (spec §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureMessages(new TypeError('Failed to fetch'))).toEqual([]);
    expect(failureMessages(new BrowserApiError(502))).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
