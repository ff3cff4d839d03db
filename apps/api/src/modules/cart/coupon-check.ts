import type { CouponRefusalReason } from '@stride/contract';
import { type CouponRefusal, couponRefusal } from '@stride/rules';
import type { RequestContext } from '../../context';
import type { FieldError } from '../../errors';
import type { CouponRow } from './queries';
import { refusalFieldError } from './refusal-messages';

/** The contract's reason and the message key of each of the rules' refusals. */
const REFUSALS: Record<CouponRefusal['reason'], { reason: CouponRefusalReason; key: FieldError['key'] }> = {
  unknown: { reason: 'unknown', key: 'coupon_unknown' },
  'not-yet-valid': { reason: 'not_yet_valid', key: 'coupon_not_yet_valid' },
  expired: { reason: 'expired', key: 'coupon_expired' },
  'used-up': { reason: 'used_up', key: 'coupon_used_up' },
  'already-used': { reason: 'already_used', key: 'coupon_already_used' },
  'minimum-not-reached': { reason: 'minimum_not_reached', key: 'coupon_minimum_not_reached' },
};

/**
 * Why this coupon cannot go on a cart of `userId` (null: an anonymous cart) whose goods (after ISIC)
 * are worth `goodsMinor`, now. A coupon made from a member's credits is unknown to anyone else.
 */
export function couponRefusalFor(
  coupon: CouponRow | undefined,
  ctx: RequestContext,
  goodsMinor: number,
  userId: number | null,
  now = new Date(),
): CouponRefusal | null {
  return couponRefusal(coupon, {
    webInstanceId: ctx.webInstanceId,
    now,
    userId,
    usesSoFar: coupon?.usesSoFar ?? 0,
    usesByCustomer: 0,
    goodsMinor,
  });
}

/** A refusal as the field error of the coupon form and as the cart's reason. */
export function refusalError(
  refusal: CouponRefusal,
  coupon: CouponRow | undefined,
  ctx: RequestContext,
): { reason: CouponRefusalReason; error: FieldError } {
  const { reason, key } = REFUSALS[refusal.reason];
  const minimum =
    refusal.reason === 'minimum-not-reached'
      ? { minimumMinor: coupon?.minOrderMinor ?? 0, missingMinor: refusal.missingMinor }
      : null;
  return { reason, error: refusalFieldError('couponHash', key, minimum, ctx) };
}
