import { describe, expect, it } from 'vitest';
import { choiceProblem, deliveryNeeded, paymentFitsDelivery } from './checkout-choices';

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

describe('a cart with gift vouchers to buy', () => {
  const vouchersOnly = { hasGoods: false, hasGiftVouchers: true };
  const mixed = { hasGoods: true, hasGiftVouchers: true };
  const goods = { hasGoods: true, hasGiftVouchers: false };

  it('needs no delivery when it holds only gift vouchers, and takes none', () => {
    expect(deliveryNeeded(vouchersOnly)).toBe(false);
    expect(deliveryNeeded(mixed)).toBe(true);
    expect(deliveryNeeded({ hasGoods: false, hasGiftVouchers: false })).toBe(true);
    expect(choiceProblem(vouchersOnly, null, 'card')).toBeNull();
    expect(choiceProblem(vouchersOnly, null, 'bank_transfer')).toBeNull();
    expect(choiceProblem(vouchersOnly, 'courier', 'card')).toBe('delivery_not_needed');
    expect(choiceProblem(mixed, null, 'card')).toBe('delivery_required');
    expect(choiceProblem(goods, null, 'card')).toBe('delivery_required');
  });

  it('is paid by card or transfer only', () => {
    expect(choiceProblem(vouchersOnly, null, 'cash_on_delivery')).toBe('payment_not_for_gift_vouchers');
    expect(choiceProblem(vouchersOnly, null, 'in_store')).toBe('payment_not_for_gift_vouchers');
    expect(choiceProblem(mixed, 'courier', 'cash_on_delivery')).toBe('payment_not_for_gift_vouchers');
    expect(choiceProblem(mixed, 'store', 'in_store')).toBe('payment_not_for_gift_vouchers');
    expect(choiceProblem(mixed, 'pickup_point', 'card')).toBeNull();
    expect(choiceProblem(goods, 'courier', 'cash_on_delivery')).toBeNull();
    expect(choiceProblem(goods, 'store', 'cash_on_delivery')).toBe('payment_not_with_delivery');
  });
});
