import type { Currency } from '@stride/i18n';
import { amountStep, netInSteps } from './money';
import { amountToFreeShipping } from './shipping';

/**
 * What a cart costs: one pure function for the cart's answer and, later, the order's price, so the
 * two are equal by construction (issue 11 §2). Everything is in integer minor units.
 *
 * The order of reductions is fixed:
 * 1. ISIC, a percentage off full-price goods.
 * 2. The coupon, a percentage or an amount, on the goods it may touch.
 * 3. The member's credits, an amount off the goods left after ISIC and the coupon, split over the
 *    charged lines in proportion (as an amount coupon is) so that each line's VAT follows. Free
 *    delivery is judged before them: spending credits never costs the member free delivery.
 * 4. The gift vouchers, which are a payment and not a discount: they lower what is left to pay, not
 *    the goods' value, their VAT or free delivery.
 *
 * Gift vouchers bought in the cart (decision 18) are not goods: a multi-purpose voucher is sold
 * without VAT (VAT is due when it is spent), so they have no VAT row; no ISIC, coupon or credits
 * reduce them; they do not count towards free delivery; and a gift voucher on the cart does not pay
 * for them (it pays goods, delivery and fees). They add to the total and to what is left to pay.
 *
 * No amount goes below zero. Each line's VAT is computed from what the line costs after its
 * discounts. Forints are whole (the stored minor unit is the fillér, so every HUF amount is a
 * multiple of 100).
 */

/** The shop a cart is priced in. */
export type CartShop = {
  currency: Currency;
  /** The standard VAT rate, which delivery carries. */
  vatRatePercent: number;
  /** Goods worth this much (after discounts) ship free. */
  freeShippingFromMinor: number;
  /** The chosen delivery's price; before the shopper picks one, the cheapest (the cart's estimate). */
  deliveryEstimateMinor: number;
  /** The chosen payment's fee (cash on delivery has one), never free; 0 when none. */
  paymentFeeMinor?: number;
};

export type CartLine = {
  id: number;
  count: number;
  /** Today's gross price of one piece (the cart stores no price). */
  unitPriceMinor: number;
  vatRatePercent: number;
  /** Sold at its standard price (not on sale): ISIC applies, and a coupon that skips discounted goods. */
  fullPrice: boolean;
  /** False for a sold-out size or a retired product: the line stays in the cart, but nothing is charged for it. */
  available: boolean;
};

export type CartCoupon = {
  /** A percentage off (1–100), or an amount off in minor units of the shop's currency. */
  off: { percent: number } | { amountMinor: number };
  /** Whether goods already on sale are left out. */
  skipsDiscountedGoods: boolean;
  /** The goods, after ISIC, must be worth at least this much. */
  minOrderMinor: number;
};

export type CartVoucher = {
  id: number;
  /** What is left on the voucher. */
  valueMinor: number;
  /** The goods, after their discounts, must be worth at least this much. */
  minOrderMinor: number;
};

/** A gift voucher bought in the cart: its face value, paid in full. */
export type BoughtGiftVoucher = { id: number; valueMinor: number };

export type CartDiscounts = {
  /** The shop's ISIC percentage when a verified card is on the cart, else null. */
  isicPercent: number | null;
  coupon: CartCoupon | null;
  /** Applied in this order. */
  vouchers: readonly CartVoucher[];
  /**
   * The member's credits to take off (minor units), already capped at the balance (creditsOffered);
   * priceCart takes whole steps of it and never more than the goods after ISIC and the coupon.
   */
  creditsMinor?: number;
};

export type PricedLine = {
  id: number;
  /** Whether the line is charged at all (see CartLine.available). */
  charged: boolean;
  /** count × unit price. */
  grossMinor: number;
  isicMinor: number;
  couponMinor: number;
  /** The line's share of the member's credits. */
  creditsMinor: number;
  /** What the line costs after its discounts; 0 for a line that is not charged. */
  payableMinor: number;
  netMinor: number;
  vatMinor: number;
};

/** The VAT of one rate over the goods after their discounts and delivery. */
export type VatRow = { ratePercent: number; netMinor: number; vatMinor: number; grossMinor: number };

/** Why a coupon or voucher on the cart gives nothing now, and what is missing. */
export type NotApplied = { applied: false; reason: 'minimum-not-reached'; missingMinor: number };

export type CartSums = {
  lines: PricedLine[];
  /** The charged lines before discounts. */
  goodsMinor: number;
  isicMinor: number;
  coupon: { applied: true; discountMinor: number } | NotApplied | null;
  /** The member's credits taken off the goods (0 when none). */
  creditsMinor: number;
  /** The charged lines after ISIC, the coupon and credits. */
  goodsAfterDiscountsMinor: number;
  /** 0 when delivery is free, or when nothing is charged. */
  deliveryMinor: number;
  /** How much more in goods would make delivery free (0 once it is). */
  missingForFreeDeliveryMinor: number;
  /** The payment's fee; 0 when nothing is charged. */
  paymentFeeMinor: number;
  vat: VatRow[];
  /** The gift vouchers bought, at face value (outside VAT and the goods). */
  giftVouchersMinor: number;
  /** Goods after discounts plus delivery, the payment fee and the gift vouchers bought: what the order is worth. */
  totalMinor: number;
  vouchers: ({ id: number } & ({ applied: true; paidMinor: number; remainingMinor: number } | NotApplied))[];
  /** The total less what the vouchers pay (they pay all but the gift vouchers bought). */
  toPayMinor: number;
};

/**
 * `percent` % of an amount, to the nearest whole step (halves up), never more than the amount. In
 * integers: amount × percent / (100 × step), rounded, times step.
 */
function percentOf(amountMinor: number, percent: number, step: number): number {
  const unit = 100 * step;
  const steps = Math.floor((2 * amountMinor * percent + unit) / (2 * unit));
  return Math.min(amountMinor, steps * step);
}

/**
 * `total` split over `weights` in proportion, in whole steps, summing exactly to `total`: each part
 * is rounded down and the steps left go to the largest remainders (ties to the earlier weight).
 * `total` must be a multiple of `step` and at most the sum of the weights, so that no part exceeds
 * its weight. Exact in BigInt: steps × weight can pass 2^53 for a large cart.
 */
function splitInProportion(total: number, weights: readonly number[], step: number): number[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const steps = BigInt(total / step);
  const shares = weights.map((weight, index) => {
    const scaled = steps * BigInt(weight);
    return { index, part: scaled / sum, remainder: scaled % sum };
  });
  let left = steps - shares.reduce((a, share) => a + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.part) * step);
}

function assertAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole amount ≥ 0, got ${value}`);
}

/** Percentages are whole (coupons store a smallint; the shop's ISIC rate is a whole percent). */
function assertPercent(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 100)
    throw new RangeError(`${name} must be a whole 0–100, got ${value}`);
}

export function priceCart(
  lines: readonly CartLine[],
  shop: CartShop,
  discounts: CartDiscounts,
  giftVouchers: readonly BoughtGiftVoucher[] = [],
): CartSums {
  const step = amountStep(shop.currency);
  for (const bought of giftVouchers) {
    assertAmount(bought.valueMinor, 'gift voucher valueMinor');
    if (bought.valueMinor % step !== 0) throw new RangeError(`a gift voucher is whole steps, got ${bought.valueMinor}`);
  }
  for (const line of lines) {
    assertAmount(line.count, 'count');
    assertAmount(line.unitPriceMinor, 'unitPriceMinor');
  }
  if (discounts.isicPercent !== null) assertPercent(discounts.isicPercent, 'isicPercent');

  const netOf = (grossMinor: number, ratePercent: number) => netInSteps(grossMinor, ratePercent, shop.currency);
  const charged = lines.map((line) => line.available && line.count > 0);
  // A price is charged in whole steps (a forint price stored with fillér is rounded, halves up).
  const unitPrice = (line: CartLine) => Math.floor((line.unitPriceMinor + step / 2) / step) * step;
  const gross = lines.map((line, index) => (charged[index] ? line.count * unitPrice(line) : 0));

  // 1. ISIC: a percentage of each full-price line.
  const isicPercent = discounts.isicPercent;
  const isic = lines.map((line, index) =>
    isicPercent !== null && line.fullPrice ? percentOf(gross[index] ?? 0, isicPercent, step) : 0,
  );
  const afterIsic = gross.map((amount, index) => amount - (isic[index] ?? 0));
  const goodsAfterIsic = afterIsic.reduce((a, b) => a + b, 0);

  // 2. The coupon, on the lines it may touch, once the goods reach its minimum.
  const coupon = discounts.coupon;
  let couponParts = lines.map(() => 0);
  let couponResult: CartSums['coupon'] = null;
  if (coupon) {
    if (goodsAfterIsic < coupon.minOrderMinor) {
      couponResult = {
        applied: false,
        reason: 'minimum-not-reached',
        missingMinor: coupon.minOrderMinor - goodsAfterIsic,
      };
    } else {
      const eligible = afterIsic.map((amount, index) =>
        coupon.skipsDiscountedGoods && !lines[index]?.fullPrice ? 0 : amount,
      );
      if ('percent' in coupon.off) {
        const { percent } = coupon.off;
        assertPercent(percent, 'coupon percent');
        couponParts = eligible.map((amount) => percentOf(amount, percent, step));
      } else {
        assertAmount(coupon.off.amountMinor, 'coupon amountMinor');
        const eligibleSum = eligible.reduce((a, b) => a + b, 0);
        // Whole steps only (a coupon of 500,50 Ft takes 500 Ft), never more than the goods it touches.
        const amount = Math.min(Math.floor(coupon.off.amountMinor / step) * step, eligibleSum);
        couponParts = splitInProportion(amount, eligible, step);
      }
      couponResult = { applied: true, discountMinor: couponParts.reduce((a, b) => a + b, 0) };
    }
  }

  // 3. Credits: whole steps of the amount offered, never more than the goods left, split in proportion.
  const afterCoupon = afterIsic.map((amount, index) => amount - (couponParts[index] ?? 0));
  const goodsAfterCoupon = afterCoupon.reduce((a, b) => a + b, 0);
  const creditsOffered = discounts.creditsMinor ?? 0;
  assertAmount(creditsOffered, 'creditsMinor');
  const creditsMinor = Math.min(Math.floor(creditsOffered / step) * step, goodsAfterCoupon);
  const creditParts = splitInProportion(creditsMinor, afterCoupon, step);

  const priced: PricedLine[] = lines.map((line, index) => {
    const payable = (afterCoupon[index] ?? 0) - (creditParts[index] ?? 0);
    const net = netOf(payable, line.vatRatePercent);
    return {
      id: line.id,
      charged: charged[index] ?? false,
      grossMinor: gross[index] ?? 0,
      isicMinor: isic[index] ?? 0,
      couponMinor: couponParts[index] ?? 0,
      creditsMinor: creditParts[index] ?? 0,
      payableMinor: payable,
      netMinor: net,
      vatMinor: payable - net,
    };
  });

  const goodsMinor = gross.reduce((a, b) => a + b, 0);
  const goodsAfterDiscountsMinor = priced.reduce((sum, line) => sum + line.payableMinor, 0);
  const anythingCharged = charged.some(Boolean);
  // Judged on the goods before credits (see the order of reductions above).
  const missingForFreeDeliveryMinor = amountToFreeShipping(goodsAfterCoupon, shop.freeShippingFromMinor);
  const deliveryMinor = anythingCharged && missingForFreeDeliveryMinor > 0 ? shop.deliveryEstimateMinor : 0;
  const paymentFeeMinor = anythingCharged ? (shop.paymentFeeMinor ?? 0) : 0;
  assertAmount(paymentFeeMinor, 'paymentFeeMinor');

  // VAT by rate: the lines' own split, and delivery at the standard rate.
  const rows = new Map<number, VatRow>();
  const addToRow = (ratePercent: number, grossMinor: number, netMinor: number) => {
    const row = rows.get(ratePercent) ?? { ratePercent, netMinor: 0, vatMinor: 0, grossMinor: 0 };
    row.netMinor += netMinor;
    row.vatMinor += grossMinor - netMinor;
    row.grossMinor += grossMinor;
    rows.set(ratePercent, row);
  };
  priced.forEach((line, index) => {
    if (line.charged) addToRow(lines[index]?.vatRatePercent ?? shop.vatRatePercent, line.payableMinor, line.netMinor);
  });
  // Delivery and the payment fee are services at the standard rate, each rounded on its own.
  if (deliveryMinor > 0) addToRow(shop.vatRatePercent, deliveryMinor, netOf(deliveryMinor, shop.vatRatePercent));
  if (paymentFeeMinor > 0) addToRow(shop.vatRatePercent, paymentFeeMinor, netOf(paymentFeeMinor, shop.vatRatePercent));
  const vat = [...rows.values()].sort((a, b) => b.ratePercent - a.ratePercent);

  const giftVouchersMinor = giftVouchers.reduce((sum, bought) => sum + bought.valueMinor, 0);
  const payableByVouchersMinor = goodsAfterDiscountsMinor + deliveryMinor + paymentFeeMinor;
  const totalMinor = payableByVouchersMinor + giftVouchersMinor;

  // 4. Gift vouchers pay what is left of goods, delivery and fees (never vouchers bought), in order,
  // each once the goods reach its minimum.
  let leftForVouchersMinor = payableByVouchersMinor;
  const vouchers = discounts.vouchers.map((voucher): CartSums['vouchers'][number] => {
    assertAmount(voucher.valueMinor, 'voucher valueMinor');
    if (goodsAfterDiscountsMinor < voucher.minOrderMinor) {
      return {
        id: voucher.id,
        applied: false,
        reason: 'minimum-not-reached',
        missingMinor: voucher.minOrderMinor - goodsAfterDiscountsMinor,
      };
    }
    const paidMinor = Math.min(voucher.valueMinor, leftForVouchersMinor);
    leftForVouchersMinor -= paidMinor;
    return { id: voucher.id, applied: true, paidMinor, remainingMinor: voucher.valueMinor - paidMinor };
  });
  const toPayMinor = leftForVouchersMinor + giftVouchersMinor;

  return {
    lines: priced,
    goodsMinor,
    isicMinor: isic.reduce((a, b) => a + b, 0),
    coupon: couponResult,
    creditsMinor,
    goodsAfterDiscountsMinor,
    deliveryMinor,
    missingForFreeDeliveryMinor,
    paymentFeeMinor,
    vat,
    giftVouchersMinor,
    totalMinor,
    vouchers,
    toPayMinor,
  };
}
