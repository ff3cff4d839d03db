import { describe, expect, it } from 'vitest';
import { type CartLine, type CartShop, priceCart } from './cart-sums';

/**
 * Carts worked out by hand (the arithmetic is in the comments), one per currency, against which the
 * function is checked: its expected values never come from the code under test.
 */

const NO_DISCOUNTS = { isicPercent: null, coupon: null, vouchers: [] };

const EUR_SHOP: CartShop = {
  currency: 'EUR',
  vatRatePercent: 23,
  freeShippingFromMinor: 7000,
  deliveryEstimateMinor: 399,
};
const SHOE: CartLine = { id: 1, count: 1, unitPriceMinor: 12990, vatRatePercent: 23, fullPrice: true, available: true };
const SOCKS_ON_SALE: CartLine = {
  id: 2,
  count: 2,
  unitPriceMinor: 1290,
  vatRatePercent: 23,
  fullPrice: false,
  available: true,
};

describe('priceCart (EUR, 23 %)', () => {
  it('adds a cash-on-delivery fee even when delivery is free, at the standard rate', () => {
    // 155,70 € ships free; the fee 1,50 € is charged: 150 / 1.23 = 121.95 → 122 net, 28 VAT.
    // Goods: net 12659, VAT 2911 (as below) + fee 122 / 28 → one 23 % row of 12781 / 2939 / 15720.
    const sums = priceCart([SHOE, SOCKS_ON_SALE], { ...EUR_SHOP, paymentFeeMinor: 150 }, NO_DISCOUNTS);
    expect(sums.deliveryMinor).toBe(0);
    expect(sums.paymentFeeMinor).toBe(150);
    expect(sums.vat).toEqual([{ ratePercent: 23, netMinor: 12781, vatMinor: 2939, grossMinor: 15720 }]);
    expect(sums.totalMinor).toBe(15720);
    expect(sums.toPayMinor).toBe(15720);
    // Nothing charged, no fee.
    expect(
      priceCart([{ ...SHOE, available: false }], { ...EUR_SHOP, paymentFeeMinor: 150 }, NO_DISCOUNTS).totalMinor,
    ).toBe(0);
  });

  it('sums the lines and splits each one’s VAT; 155,70 € ships free', () => {
    const sums = priceCart([SHOE, SOCKS_ON_SALE], EUR_SHOP, NO_DISCOUNTS);
    // 129,90 + 2 × 12,90 = 155,70 €; 12990 / 1.23 = 10560.98 → 10561 net; 2580 / 1.23 = 2097.56 → 2098.
    expect(sums.goodsMinor).toBe(15570);
    expect(sums.lines.map((line) => [line.netMinor, line.vatMinor])).toEqual([
      [10561, 2429],
      [2098, 482],
    ]);
    expect(sums.deliveryMinor).toBe(0);
    expect(sums.missingForFreeDeliveryMinor).toBe(0);
    expect(sums.vat).toEqual([{ ratePercent: 23, netMinor: 12659, vatMinor: 2911, grossMinor: 15570 }]);
    expect(sums.totalMinor).toBe(15570);
    expect(sums.toPayMinor).toBe(15570);
  });

  it('takes ISIC, then the coupon, off full-price goods only, then lets vouchers pay in turn', () => {
    const sums = priceCart([SHOE, SOCKS_ON_SALE], EUR_SHOP, {
      isicPercent: 10,
      coupon: { off: { percent: 10 }, skipsDiscountedGoods: true, minOrderMinor: 5000 },
      vouchers: [
        { id: 7, valueMinor: 5000, minOrderMinor: 0 },
        { id: 8, valueMinor: 10000, minOrderMinor: 0 },
      ],
    });
    // Shoe: ISIC 10 % of 129,90 = 12,99 → 116,91; coupon 10 % of 116,91 = 11,691 → 11,69 → 105,22 €.
    // Socks on sale: untouched, 25,80 €. Goods 131,02 €, still free delivery.
    expect(sums.lines.map((line) => [line.isicMinor, line.couponMinor, line.payableMinor])).toEqual([
      [1299, 1169, 10522],
      [0, 0, 2580],
    ]);
    expect(sums.isicMinor).toBe(1299);
    expect(sums.coupon).toEqual({ applied: true, discountMinor: 1169 });
    expect(sums.goodsAfterDiscountsMinor).toBe(13102);
    // 10522 / 1.23 = 8554.47 → 8554 net, 1968 VAT; with the socks 10652 net, 2450 VAT.
    expect(sums.vat).toEqual([{ ratePercent: 23, netMinor: 10652, vatMinor: 2450, grossMinor: 13102 }]);
    expect(sums.totalMinor).toBe(13102);
    // The first voucher pays all its 50 €, the second the remaining 81,02 € and keeps 18,98 €.
    expect(sums.vouchers).toEqual([
      { id: 7, applied: true, paidMinor: 5000, remainingMinor: 0 },
      { id: 8, applied: true, paidMinor: 8102, remainingMinor: 1898 },
    ]);
    expect(sums.toPayMinor).toBe(0);
  });

  it('leaves a coupon or voucher unapplied below its minimum, saying how much is missing', () => {
    const sums = priceCart([SHOE, SOCKS_ON_SALE], EUR_SHOP, {
      isicPercent: null,
      coupon: { off: { percent: 20 }, skipsDiscountedGoods: false, minOrderMinor: 20000 },
      vouchers: [{ id: 9, valueMinor: 1000, minOrderMinor: 16000 }],
    });
    expect(sums.coupon).toEqual({ applied: false, reason: 'minimum-not-reached', missingMinor: 4430 });
    expect(sums.vouchers).toEqual([{ id: 9, applied: false, reason: 'minimum-not-reached', missingMinor: 430 }]);
    expect(sums.toPayMinor).toBe(15570);
  });

  it('shows a sold-out line but charges nothing for it; below 70 € delivery is charged', () => {
    const soldOut = { ...SHOE, available: false };
    const sums = priceCart([soldOut, SOCKS_ON_SALE], EUR_SHOP, NO_DISCOUNTS);
    expect(sums.lines[0]).toMatchObject({ charged: false, grossMinor: 0, payableMinor: 0, vatMinor: 0 });
    // 25,80 € of goods: 44,20 € short of free delivery, which costs 3,99 € (3.99 / 1.23 = 3.24 net).
    expect(sums.goodsMinor).toBe(2580);
    expect(sums.missingForFreeDeliveryMinor).toBe(4420);
    expect(sums.deliveryMinor).toBe(399);
    expect(sums.vat).toEqual([{ ratePercent: 23, netMinor: 2098 + 324, vatMinor: 482 + 75, grossMinor: 2979 }]);
    expect(sums.totalMinor).toBe(2979);
  });

  it('an empty cart costs nothing, not even delivery', () => {
    const sums = priceCart([], EUR_SHOP, NO_DISCOUNTS);
    expect(sums).toMatchObject({ goodsMinor: 0, deliveryMinor: 0, totalMinor: 0, toPayMinor: 0, vat: [] });
    expect(sums.missingForFreeDeliveryMinor).toBe(7000);
  });

  it('an amount coupon larger than the goods takes them to zero, never below', () => {
    const gel: CartLine = {
      id: 3,
      count: 1,
      unitPriceMinor: 1000,
      vatRatePercent: 23,
      fullPrice: true,
      available: true,
    };
    const sums = priceCart([gel], EUR_SHOP, {
      isicPercent: null,
      coupon: { off: { amountMinor: 5000 }, skipsDiscountedGoods: false, minOrderMinor: 0 },
      vouchers: [],
    });
    expect(sums.coupon).toEqual({ applied: true, discountMinor: 1000 });
    expect(sums.goodsAfterDiscountsMinor).toBe(0);
    expect(sums.totalMinor).toBe(399);
  });
});

describe('priceCart with credits (EUR, 23 %)', () => {
  const tenEuroCoupon = { off: { amountMinor: 1000 }, skipsDiscountedGoods: false, minOrderMinor: 0 };

  it('takes credits after the coupon, split by the lines’ worth, and judges free delivery before them', () => {
    const sums = priceCart([SHOE, SOCKS_ON_SALE], EUR_SHOP, {
      isicPercent: null,
      coupon: tenEuroCoupon,
      vouchers: [],
      creditsMinor: 10000,
    });
    // Coupon 10 € over 129,90 and 25,80 (155,70): 1000 × 12990 / 15570 = 834.30 → 834, 1000 × 2580 / 15570
    // = 165.70 → 165; the cent left to the larger remainder: 834 and 166 → 121,56 and 24,14 € (145,70).
    // Credits 100 € over those: 10000 × 12156 / 14570 = 8343.17 → 8343, 10000 × 2414 / 14570 = 1656.83
    // → 1656; the cent left to the socks: 8343 and 1657 → 38,13 and 7,57 € (45,70 €).
    expect(sums.lines.map((line) => [line.couponMinor, line.creditsMinor, line.payableMinor])).toEqual([
      [834, 8343, 3813],
      [166, 1657, 757],
    ]);
    expect(sums.creditsMinor).toBe(10000);
    expect(sums.goodsAfterDiscountsMinor).toBe(4570);
    // 145,70 € before credits ship free, though 45,70 € after them would not.
    expect(sums.deliveryMinor).toBe(0);
    expect(sums.missingForFreeDeliveryMinor).toBe(0);
    // 3813 / 1.23 = 3100 exactly (713 VAT); 757 / 1.23 = 615.45 → 615 (142 VAT).
    expect(sums.vat).toEqual([{ ratePercent: 23, netMinor: 3715, vatMinor: 855, grossMinor: 4570 }]);
    expect(sums.totalMinor).toBe(4570);
  });

  it('never takes more credits than the goods left after the coupon', () => {
    const sums = priceCart([SHOE, SOCKS_ON_SALE], EUR_SHOP, {
      isicPercent: null,
      coupon: tenEuroCoupon,
      vouchers: [],
      creditsMinor: 50000,
    });
    // 155,70 − 10 € = 145,70 € is all the credits can take.
    expect(sums.creditsMinor).toBe(14570);
    expect(sums.lines.map((line) => line.payableMinor)).toEqual([0, 0]);
    expect(sums.totalMinor).toBe(0);
    expect(sums.toPayMinor).toBe(0);
  });

  it('takes no credits from a cart that charges nothing', () => {
    const sums = priceCart([{ ...SHOE, available: false }], EUR_SHOP, { ...NO_DISCOUNTS, creditsMinor: 500 });
    expect(sums.creditsMinor).toBe(0);
    expect(sums.totalMinor).toBe(0);
  });
});

describe('priceCart (CZK, 21 %)', () => {
  it('takes an amount coupon off, and delivery with its VAT below 2 000 Kč', () => {
    const shop: CartShop = {
      currency: 'CZK',
      vatRatePercent: 21,
      freeShippingFromMinor: 200000,
      deliveryEstimateMinor: 8900,
    };
    const shoe: CartLine = {
      id: 1,
      count: 1,
      unitPriceMinor: 89900,
      vatRatePercent: 21,
      fullPrice: true,
      available: true,
    };
    const sums = priceCart([shoe], shop, {
      isicPercent: null,
      coupon: { off: { amountMinor: 15000 }, skipsDiscountedGoods: false, minOrderMinor: 50000 },
      vouchers: [],
    });
    // 899 − 150 = 749 Kč, 1 251 Kč short of free delivery (89 Kč).
    // 74900 / 1.21 = 61900.83 → 61901 net; 8900 / 1.21 = 7355.37 → 7355 net.
    expect(sums.goodsAfterDiscountsMinor).toBe(74900);
    expect(sums.missingForFreeDeliveryMinor).toBe(125100);
    expect(sums.deliveryMinor).toBe(8900);
    expect(sums.vat).toEqual([{ ratePercent: 21, netMinor: 61901 + 7355, vatMinor: 12999 + 1545, grossMinor: 83800 }]);
    expect(sums.totalMinor).toBe(83800);
  });
});

describe('priceCart (HUF, 27 % and 18 %)', () => {
  const shop: CartShop = {
    currency: 'HUF',
    vatRatePercent: 27,
    freeShippingFromMinor: 2700000,
    deliveryEstimateMinor: 149000,
  };
  const shoe: CartLine = {
    id: 1,
    count: 1,
    unitPriceMinor: 3499000,
    vatRatePercent: 27,
    fullPrice: true,
    available: true,
  };
  const gels: CartLine = {
    id: 2,
    count: 3,
    unitPriceMinor: 129000,
    vatRatePercent: 18,
    fullPrice: true,
    available: true,
  };

  it('keeps every amount in whole forints, splitting an amount coupon by the lines’ worth', () => {
    const sums = priceCart([shoe, gels], shop, {
      isicPercent: 15,
      coupon: { off: { amountMinor: 200000 }, skipsDiscountedGoods: false, minOrderMinor: 0 },
      vouchers: [],
    });
    // ISIC 15 %: 34 990 Ft → 5 248,5 → 5 249 Ft; 3 × 1 290 = 3 870 Ft → 580,5 → 581 Ft.
    // Left: 29 741 and 3 289 Ft (33 030). The 2 000 Ft coupon in forints by worth:
    // 2000 × 29741 / 33030 = 1800.85 → 1 800 + 0.85; 2000 × 3289 / 33030 = 199.15 → 199 + 0.15;
    // the forint left goes to the larger remainder: 1 801 and 199 Ft.
    expect(sums.lines.map((line) => [line.isicMinor, line.couponMinor, line.payableMinor])).toEqual([
      [524900, 180100, 2794000],
      [58100, 19900, 309000],
    ]);
    // 31 030 Ft of goods ship free. VAT in whole forints: 27 940 / 1.27 = 22 000 → 5 940 VAT;
    // 3 090 / 1.18 = 2 618.64 → 2 619 net, 471 VAT.
    expect(sums.deliveryMinor).toBe(0);
    expect(sums.vat).toEqual([
      { ratePercent: 27, netMinor: 2200000, vatMinor: 594000, grossMinor: 2794000 },
      { ratePercent: 18, netMinor: 261900, vatMinor: 47100, grossMinor: 309000 },
    ]);
    expect(sums.totalMinor).toBe(3103000);
  });

  it('takes credits in whole forints, split by the lines’ worth', () => {
    const sums = priceCart([shoe, gels], shop, { ...NO_DISCOUNTS, creditsMinor: 123456 });
    // 1 234,56 Ft asked → 1 234 Ft. Over 34 990 and 3 870 Ft (38 860): 1234 × 34990 / 38860 = 1111.11
    // → 1 111, 1234 × 3870 / 38860 = 122.89 → 122; the forint left to the gels: 1 111 and 123 Ft.
    expect(sums.lines.map((line) => [line.creditsMinor, line.payableMinor])).toEqual([
      [111100, 3387900],
      [12300, 374700],
    ]);
    expect(sums.creditsMinor).toBe(123400);
    // 33 879 / 1.27 = 26 676.38 → 26 676 net, 7 203 VAT; 3 747 / 1.18 = 3 175.42 → 3 175 net, 572 VAT.
    expect(sums.vat).toEqual([
      { ratePercent: 27, netMinor: 2667600, vatMinor: 720300, grossMinor: 3387900 },
      { ratePercent: 18, netMinor: 317500, vatMinor: 57200, grossMinor: 374700 },
    ]);
    expect(sums.totalMinor).toBe(3762600);
  });

  it('rounds a forint price stored with fillér to the whole forint', () => {
    const odd: CartLine = { ...gels, count: 1, unitPriceMinor: 129050 };
    expect(priceCart([odd], shop, NO_DISCOUNTS).goodsMinor).toBe(129100);
  });
});

describe('priceCart refuses what no cart can hold', () => {
  it('a negative or fractional count or price, a percentage that is not whole 0–100', () => {
    expect(() => priceCart([{ ...SHOE, count: -1 }], EUR_SHOP, NO_DISCOUNTS)).toThrow(RangeError);
    expect(() => priceCart([{ ...SHOE, unitPriceMinor: 12.5 }], EUR_SHOP, NO_DISCOUNTS)).toThrow(RangeError);
    expect(() => priceCart([SHOE], EUR_SHOP, { ...NO_DISCOUNTS, isicPercent: 7.5 })).toThrow(RangeError);
    const coupon = { off: { percent: 120 }, skipsDiscountedGoods: false, minOrderMinor: 0 };
    expect(() => priceCart([SHOE], EUR_SHOP, { ...NO_DISCOUNTS, coupon })).toThrow(RangeError);
  });
});
