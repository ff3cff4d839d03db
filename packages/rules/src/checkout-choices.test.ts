import { describe, expect, it } from 'vitest';
import { paymentFitsDelivery } from './checkout-choices';

describe('paymentFitsDelivery', () => {
  it('takes card and transfer with every delivery', () => {
    for (const delivery of ['courier', 'pickup_point', 'store'] as const) {
      expect(paymentFitsDelivery('card', delivery)).toBe(true);
      expect(paymentFitsDelivery('bank_transfer', delivery)).toBe(true);
    }
  });

  it('takes cash on delivery only when someone delivers, and paying in the store only with store pickup', () => {
    expect(paymentFitsDelivery('cash_on_delivery', 'courier')).toBe(true);
    expect(paymentFitsDelivery('cash_on_delivery', 'pickup_point')).toBe(true);
    expect(paymentFitsDelivery('cash_on_delivery', 'store')).toBe(false);
    expect(paymentFitsDelivery('in_store', 'store')).toBe(true);
    expect(paymentFitsDelivery('in_store', 'courier')).toBe(false);
    expect(paymentFitsDelivery('in_store', 'pickup_point')).toBe(false);
  });
});
