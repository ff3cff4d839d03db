import { describe, expect, it } from 'vitest';
import { ecomailRequestOf } from './ecomail-client';
import type { ClaimedMarketingEvent } from './queries';

const purchase = (payload: Record<string, unknown>): ClaimedMarketingEvent => ({
  id: 1,
  type: 'Purchase',
  email: 'buyer@example.com',
  payload,
  locale: 'hu',
  attempts: 0,
});

const line = { productId: 9, storeId: 90, name: 'Pegasus', count: 2, unitPrice: 2_499_000, totalPrice: 4_998_000 };

describe('ecomailRequestOf', () => {
  it("sends a purchase's sums in the currency's major units, as JSON numbers", () => {
    const { body } = ecomailRequestOf(
      purchase({ orderNumber: 'HU-1', total: 5_127_905, currency: 'HUF', orderedAt: 1_700_000_000, lines: [line] }),
      '7',
    );
    expect(body).toEqual({
      transaction: {
        order_id: 'HU-1',
        email: 'buyer@example.com',
        shop: 'hu',
        amount: 51_279.05,
        timestamp: 1_700_000_000,
      },
      transaction_items: [{ code: '9', title: 'Pegasus', price: 24_990, amount: 2 }],
    });
  });

  it('refuses a stored sum that is not minor units of one of our currencies, rather than sending a wrong one', () => {
    const order = { orderNumber: 'SK-1', orderedAt: 1_700_000_000, lines: [] };
    expect(() => ecomailRequestOf(purchase({ ...order, total: 8990 }), '7')).toThrow(TypeError);
    expect(() => ecomailRequestOf(purchase({ ...order, total: 8990, currency: 'USD' }), '7')).toThrow(TypeError);
    expect(() => ecomailRequestOf(purchase({ ...order, total: '8990', currency: 'EUR' }), '7')).toThrow(TypeError);
    expect(() => ecomailRequestOf(purchase({ ...order, total: 89.9, currency: 'EUR' }), '7')).toThrow(RangeError);
  });
});
