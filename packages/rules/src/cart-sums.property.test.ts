import { CURRENCIES, type Currency } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import {
  type BoughtGiftVoucher,
  type CartDiscounts,
  type CartLine,
  type CartShop,
  type CartSums,
  priceCart,
} from './cart-sums';
import { amountStep } from './money';
import { seededRandom } from './seeded-random.fixtures';

/**
 * Random carts in each currency, with every kind of discount, against what must hold of any cart:
 * the parts add up, nothing goes below zero, discounts touch only what they may, forints stay whole.
 */

const CASES_PER_CURRENCY = 1000;
const RATES: Record<Currency, readonly number[]> = { EUR: [23, 19, 5], CZK: [21, 12], HUF: [27, 18, 5] };

function generator(random: () => number, currency: Currency) {
  const integer = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]) => items[integer(items.length)] as T;
  const step = amountStep(currency);
  // Prices from a few cents to ~3 000 € (HUF in whole forints, as its prices are stored).
  const amount = (max: number) => integer(max / step + 1) * step;

  const shop = (): CartShop => ({
    currency,
    vatRatePercent: pick(RATES[currency]),
    freeShippingFromMinor: amount(currency === 'EUR' ? 10_000 : 3_000_000),
    deliveryEstimateMinor: amount(currency === 'EUR' ? 600 : 200_000),
  });

  const line = (id: number): CartLine => ({
    id,
    count: integer(6),
    unitPriceMinor: amount(currency === 'EUR' ? 300_000 : 9_000_000),
    vatRatePercent: pick(RATES[currency]),
    fullPrice: random() < 0.7,
    available: random() < 0.85,
  });

  const discounts = (): CartDiscounts => ({
    isicPercent: random() < 0.4 ? integer(101) : null,
    coupon:
      random() < 0.6
        ? {
            off: random() < 0.5 ? { percent: 1 + integer(100) } : { amountMinor: integer(2_000_000) },
            skipsDiscountedGoods: random() < 0.5,
            minOrderMinor: random() < 0.5 ? 0 : amount(500_000),
          }
        : null,
    vouchers: Array.from({ length: integer(3) }, (_, index) => ({
      id: index + 1,
      valueMinor: amount(1_000_000),
      minOrderMinor: random() < 0.6 ? 0 : amount(500_000),
    })),
    // Credits in any minor units (a forint request with fillér is taken in whole forints).
    creditsMinor: random() < 0.5 ? integer(2_000_000) : 0,
  });

  // Gift vouchers bought: in whole units of the currency (the rules refuse anything else), often none.
  const unit = 100;
  const bought = (): BoughtGiftVoucher[] =>
    Array.from({ length: random() < 0.5 ? 0 : integer(4) }, (_, index) => ({
      id: index + 1,
      valueMinor: (1 + integer(currency === 'EUR' ? 500 : 200_000)) * unit,
    }));

  const cart = () => ({
    lines: Array.from({ length: integer(7) }, (_, id) => line(id + 1)),
    shop: shop(),
    giftVouchers: bought(),
  });
  return { cart, discounts };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function expectCartInvariants(
  lines: readonly CartLine[],
  shop: CartShop,
  discounts: CartDiscounts,
  giftVouchers: readonly BoughtGiftVoucher[],
  sums: CartSums,
) {
  const step = amountStep(shop.currency);
  const amounts = [
    sums.goodsMinor,
    sums.isicMinor,
    sums.goodsAfterDiscountsMinor,
    sums.deliveryMinor,
    sums.missingForFreeDeliveryMinor,
    sums.totalMinor,
    sums.toPayMinor,
    sums.creditsMinor,
    sums.giftVouchersMinor,
    ...sums.lines.flatMap((line) => [
      line.grossMinor,
      line.isicMinor,
      line.couponMinor,
      line.creditsMinor,
      line.payableMinor,
    ]),
    ...sums.lines.flatMap((line) => [line.netMinor, line.vatMinor]),
    ...sums.vat.flatMap((row) => [row.netMinor, row.vatMinor, row.grossMinor]),
  ];
  for (const value of amounts) {
    expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
    // Forints are whole; cents and haléře are the minor unit itself.
    expect(value % step).toBe(0);
  }

  sums.lines.forEach((priced, index) => {
    const line = lines[index] as CartLine;
    expect(priced.id).toBe(line.id);
    expect(priced.charged).toBe(line.available && line.count > 0);
    expect(priced.grossMinor).toBe(priced.charged ? line.count * line.unitPriceMinor : 0);
    expect(priced.isicMinor + priced.couponMinor + priced.creditsMinor + priced.payableMinor).toBe(priced.grossMinor);
    expect(priced.netMinor + priced.vatMinor).toBe(priced.payableMinor);
    // ISIC only on full-price goods; a coupon that skips discounted goods, likewise.
    if (!line.fullPrice || discounts.isicPercent === null) expect(priced.isicMinor).toBe(0);
    if (!line.fullPrice && discounts.coupon?.skipsDiscountedGoods) expect(priced.couponMinor).toBe(0);
  });

  expect(sums.goodsMinor).toBe(sum(sums.lines.map((line) => line.grossMinor)));
  expect(sums.isicMinor).toBe(sum(sums.lines.map((line) => line.isicMinor)));
  const couponMinor = sum(sums.lines.map((line) => line.couponMinor));
  const goodsBeforeCredits = sums.goodsMinor - sums.isicMinor - couponMinor;
  // Credits: whole steps of what was offered, never more than the goods left after ISIC and the coupon.
  expect(sums.creditsMinor).toBe(sum(sums.lines.map((line) => line.creditsMinor)));
  expect(sums.creditsMinor).toBe(Math.min(Math.floor((discounts.creditsMinor ?? 0) / step) * step, goodsBeforeCredits));
  expect(sums.goodsAfterDiscountsMinor).toBe(goodsBeforeCredits - sums.creditsMinor);

  const coupon = discounts.coupon;
  if (!coupon) expect(sums.coupon).toBeNull();
  else if (sums.coupon?.applied) {
    expect(sums.coupon.discountMinor).toBe(couponMinor);
    if ('amountMinor' in coupon.off) {
      // An amount coupon takes its whole value, or all of the goods it may touch when they are worth less.
      const touchable = sum(
        sums.lines.map((line, index) =>
          coupon.skipsDiscountedGoods && !lines[index]?.fullPrice ? 0 : line.grossMinor - line.isicMinor,
        ),
      );
      expect(couponMinor).toBe(Math.min(Math.floor(coupon.off.amountMinor / step) * step, touchable));
    }
  } else {
    expect(couponMinor).toBe(0);
    expect(sums.coupon?.missingMinor).toBe(coupon.minOrderMinor - (sums.goodsMinor - sums.isicMinor));
    expect(sums.coupon?.missingMinor).toBeGreaterThan(0);
  }

  const chargesAnything = sums.lines.some((line) => line.charged);
  // Free delivery is judged on the goods before credits: spending credits never costs it.
  const shipsFree = goodsBeforeCredits >= shop.freeShippingFromMinor;
  expect(sums.deliveryMinor).toBe(chargesAnything && !shipsFree ? shop.deliveryEstimateMinor : 0);
  expect(sums.missingForFreeDeliveryMinor).toBe(Math.max(0, shop.freeShippingFromMinor - goodsBeforeCredits));
  // Gift vouchers bought are at face value, whatever the discounts (none touches them), and in the total.
  const boughtMinor = sum(giftVouchers.map((bought) => bought.valueMinor));
  expect(sums.giftVouchersMinor).toBe(boughtMinor);
  expect(sums.totalMinor).toBe(sums.goodsAfterDiscountsMinor + sums.deliveryMinor + boughtMinor);

  // The VAT table covers exactly the total but the gift vouchers bought (sold outside VAT), each
  // rate's net and VAT adding up to its gross.
  expect(sum(sums.vat.map((row) => row.grossMinor))).toBe(sums.totalMinor - boughtMinor);
  for (const row of sums.vat) expect(row.netMinor + row.vatMinor).toBe(row.grossMinor);
  expect(new Set(sums.vat.map((row) => row.ratePercent)).size).toBe(sums.vat.length);

  // Vouchers pay in turn and never more than is left, or than they hold; never the gift vouchers bought.
  let left = sums.totalMinor - boughtMinor;
  sums.vouchers.forEach((result, index) => {
    const voucher = discounts.vouchers[index];
    expect(result.id).toBe(voucher?.id);
    if (result.applied) {
      expect(result.paidMinor).toBe(Math.min(voucher?.valueMinor ?? 0, left));
      expect(result.remainingMinor).toBe((voucher?.valueMinor ?? 0) - result.paidMinor);
      left -= result.paidMinor;
    } else {
      expect(result.missingMinor).toBe((voucher?.minOrderMinor ?? 0) - sums.goodsAfterDiscountsMinor);
    }
  });
  expect(sums.toPayMinor).toBe(left + boughtMinor);
  expect(sums.toPayMinor).toBeGreaterThanOrEqual(boughtMinor);
}

describe('priceCart on random carts', () => {
  for (const currency of CURRENCIES) {
    it(`holds its invariants for ${CASES_PER_CURRENCY} ${currency} carts`, () => {
      const random = seededRandom(0xca47 + currency.charCodeAt(0));
      const { cart, discounts } = generator(random, currency);
      for (let n = 0; n < CASES_PER_CURRENCY; n++) {
        const { lines, shop, giftVouchers } = cart();
        const chosen = discounts();
        expectCartInvariants(lines, shop, chosen, giftVouchers, priceCart(lines, shop, chosen, giftVouchers));
      }
    });

    it(`leaves every ${currency} sum but the total and what is to pay as it was without the gift vouchers bought`, () => {
      const random = seededRandom(0x61f7 + currency.charCodeAt(2));
      const { cart, discounts } = generator(random, currency);
      for (let n = 0; n < CASES_PER_CURRENCY / 4; n++) {
        const { lines, shop, giftVouchers } = cart();
        const chosen = discounts();
        const without = priceCart(lines, shop, chosen);
        const withBought = priceCart(lines, shop, chosen, giftVouchers);
        const boughtMinor = sum(giftVouchers.map((bought) => bought.valueMinor));
        // Not discounted, not taxed, not towards free delivery, not paid by a voucher on the cart.
        expect({ ...withBought, giftVouchersMinor: 0, totalMinor: 0, toPayMinor: 0 }).toEqual({
          ...without,
          totalMinor: 0,
          toPayMinor: 0,
        });
        expect(withBought.totalMinor - without.totalMinor).toBe(boughtMinor);
        expect(withBought.toPayMinor - without.toPayMinor).toBe(boughtMinor);
      }
    });

    it(`prices the same ${currency} cart the same whatever the order of its lines`, () => {
      const random = seededRandom(0x0dde + currency.charCodeAt(1));
      const { cart, discounts } = generator(random, currency);
      for (let n = 0; n < CASES_PER_CURRENCY / 4; n++) {
        const { lines, shop, giftVouchers } = cart();
        const chosen = discounts();
        const forwards = priceCart(lines, shop, chosen, giftVouchers);
        const backwards = priceCart([...lines].reverse(), shop, chosen, [...giftVouchers].reverse());
        // An amount coupon's last step may go to another line, so only the sums are compared.
        for (const key of [
          'goodsMinor',
          'isicMinor',
          'goodsAfterDiscountsMinor',
          'totalMinor',
          'toPayMinor',
        ] as const) {
          expect(backwards[key]).toBe(forwards[key]);
        }
      }
    });
  }
});
