import type { VoucherRefusalReason } from '@stride/contract';
import { type VoucherRefusal, voucherRefusal } from '@stride/rules';
import type { RequestContext } from '../../context';
import type { FieldError } from '../../errors';
import type { VoucherRow } from './queries';
import { refusalFieldError } from './refusal-messages';

/** A voucher's refusal, and priceCart's "minimum not reached" with what is missing. */
export type VoucherProblem = VoucherRefusal | { reason: 'minimum-not-reached'; missingMinor: number };

const REFUSALS: Record<VoucherProblem['reason'], { reason: VoucherRefusalReason; key: FieldError['key'] }> = {
  unknown: { reason: 'unknown', key: 'voucher_unknown' },
  expired: { reason: 'expired', key: 'voucher_expired' },
  used: { reason: 'used', key: 'voucher_used' },
  'minimum-not-reached': { reason: 'minimum_not_reached', key: 'voucher_minimum_not_reached' },
};

/** Why this voucher cannot pay for a cart of this web instance now (its minimum is priceCart's). */
export function voucherRefusalFor(voucher: VoucherRow | undefined, ctx: RequestContext, now = new Date()) {
  return voucherRefusal(voucher, { webInstanceId: ctx.webInstanceId, now });
}

/** A problem as the field error of the voucher form and as the cart's reason. */
export function voucherError(
  problem: VoucherProblem,
  voucher: VoucherRow | undefined,
  ctx: RequestContext,
): { reason: VoucherRefusalReason; error: FieldError } {
  const { reason, key } = REFUSALS[problem.reason];
  const minimum =
    problem.reason === 'minimum-not-reached'
      ? { minimumMinor: voucher?.minOrderMinor ?? 0, missingMinor: problem.missingMinor }
      : null;
  return { reason, error: refusalFieldError('code', key, minimum, ctx) };
}
