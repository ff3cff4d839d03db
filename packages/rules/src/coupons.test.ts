import { describe, expect, it } from 'vitest';
import { type CouponTerms, type CouponUse, couponRefusal } from './coupons';

const NOW = new Date('2026-11-24T12:00:00Z');
const TERMS: CouponTerms = {
  webInstanceId: 1,
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-12-31T23:59:59Z'),
  maxUses: 100,
  maxUsesPerCustomer: 1,
  minOrderMinor: 5000,
  ownerUserId: null,
};
const USE: CouponUse = { webInstanceId: 1, now: NOW, userId: null, usesSoFar: 0, usesByCustomer: 0, goodsMinor: 5000 };

describe('couponRefusal', () => {
  it('lets a coupon on a cart that meets every term, the minimum included', () => {
    expect(couponRefusal(TERMS, USE)).toBeNull();
    expect(
      couponRefusal({ ...TERMS, validFrom: null, validTo: null, maxUses: null, maxUsesPerCustomer: null }, USE),
    ).toBeNull();
  });

  it('does not know a missing coupon, another shop’s, or a member’s coupon for anyone else', () => {
    expect(couponRefusal(undefined, USE)).toEqual({ reason: 'unknown' });
    expect(couponRefusal(TERMS, { ...USE, webInstanceId: 2 })).toEqual({ reason: 'unknown' });
    expect(couponRefusal({ ...TERMS, ownerUserId: 7 }, USE)).toEqual({ reason: 'unknown' });
    expect(couponRefusal({ ...TERMS, ownerUserId: 7 }, { ...USE, userId: 8 })).toEqual({ reason: 'unknown' });
    expect(couponRefusal({ ...TERMS, ownerUserId: 7 }, { ...USE, userId: 7 })).toBeNull();
  });

  it('refuses a coupon before its first day and after its last', () => {
    expect(couponRefusal(TERMS, { ...USE, now: new Date('2026-10-31T23:59:59Z') })).toEqual({
      reason: 'not-yet-valid',
    });
    expect(couponRefusal(TERMS, { ...USE, now: new Date('2027-01-01T00:00:00Z') })).toEqual({ reason: 'expired' });
    // Both ends count as valid.
    expect(couponRefusal(TERMS, { ...USE, now: new Date('2026-11-01T00:00:00Z') })).toBeNull();
    expect(couponRefusal(TERMS, { ...USE, now: new Date('2026-12-31T23:59:59Z') })).toBeNull();
  });

  it('refuses a coupon used up by all, or already used by this customer', () => {
    expect(couponRefusal(TERMS, { ...USE, usesSoFar: 100 })).toEqual({ reason: 'used-up' });
    expect(couponRefusal(TERMS, { ...USE, usesSoFar: 99 })).toBeNull();
    expect(couponRefusal(TERMS, { ...USE, usesByCustomer: 1 })).toEqual({ reason: 'already-used' });
  });

  it('says how much is missing below the minimum, after every other reason', () => {
    expect(couponRefusal(TERMS, { ...USE, goodsMinor: 4999 })).toEqual({
      reason: 'minimum-not-reached',
      missingMinor: 1,
    });
    expect(couponRefusal(TERMS, { ...USE, goodsMinor: 0, usesSoFar: 100 })).toEqual({ reason: 'used-up' });
  });
});
