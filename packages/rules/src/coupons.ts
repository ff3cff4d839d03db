/**
 * Whether a coupon may go on a cart now (issue 11 §3). Pure: the api reads the coupon and how often it
 * was used, and this decides. The first reason that holds is the one the shopper is told, in this
 * order: a coupon of another shop is unknown, one outside its dates has expired (or is not valid
 * yet), one used up is used, and a cart below the minimum hears how much is missing.
 */

export type CouponTerms = {
  webInstanceId: number;
  validFrom: Date | null;
  validTo: Date | null;
  /** Uses in all orders together; null is unlimited. */
  maxUses: number | null;
  /** Uses by one customer; null is unlimited. A single-use coupon has 1. */
  maxUsesPerCustomer: number | null;
  /** The goods (after ISIC) must be worth at least this much, in minor units. */
  minOrderMinor: number;
  /** A coupon made from a member's credits belongs to that member alone. */
  ownerUserId: number | null;
};

export type CouponUse = {
  webInstanceId: number;
  now: Date;
  /** The shopper, when signed in. */
  userId: number | null;
  /** Orders that used the coupon so far, and how many of them were this shopper's. */
  usesSoFar: number;
  usesByCustomer: number;
  /** The cart's goods after ISIC, in minor units. */
  goodsMinor: number;
};

export type CouponRefusal =
  | { reason: 'unknown' }
  | { reason: 'not-yet-valid' }
  | { reason: 'expired' }
  | { reason: 'used-up' }
  | { reason: 'already-used' }
  | { reason: 'minimum-not-reached'; missingMinor: number };

/** Why the coupon cannot go on this cart now, or null when it can. */
export function couponRefusal(coupon: CouponTerms | undefined, use: CouponUse): CouponRefusal | null {
  if (!coupon || coupon.webInstanceId !== use.webInstanceId) return { reason: 'unknown' };
  if (coupon.ownerUserId !== null && coupon.ownerUserId !== use.userId) return { reason: 'unknown' };
  if (coupon.validFrom && use.now < coupon.validFrom) return { reason: 'not-yet-valid' };
  if (coupon.validTo && use.now > coupon.validTo) return { reason: 'expired' };
  if (coupon.maxUses !== null && use.usesSoFar >= coupon.maxUses) return { reason: 'used-up' };
  if (coupon.maxUsesPerCustomer !== null && use.usesByCustomer >= coupon.maxUsesPerCustomer) {
    return { reason: 'already-used' };
  }
  if (use.goodsMinor < coupon.minOrderMinor) {
    return { reason: 'minimum-not-reached', missingMinor: coupon.minOrderMinor - use.goodsMinor };
  }
  return null;
}
