/**
 * Whether a gift voucher may go on a cart now (issue 11 §3). A voucher is a payment: its minimum
 * order value is priceCart's to check against the goods, with the rest of the sums. This decides the
 * rest: a voucher of another shop is unknown, one past its date has expired, one whose balance
 * orders have spent is used.
 */

export type VoucherTerms = {
  webInstanceId: number;
  expiresAt: Date | null;
  /** What is left on it, in minor units: orders spend a voucher in parts. */
  balanceMinor: number;
};

export type VoucherRefusal = { reason: 'unknown' } | { reason: 'expired' } | { reason: 'used' };

/** Why the voucher cannot pay for this shop's cart now, or null when it can. */
export function voucherRefusal(
  voucher: VoucherTerms | undefined,
  use: { webInstanceId: number; now: Date },
): VoucherRefusal | null {
  if (!voucher || voucher.webInstanceId !== use.webInstanceId) return { reason: 'unknown' };
  if (voucher.balanceMinor <= 0) return { reason: 'used' };
  if (voucher.expiresAt && use.now > voucher.expiresAt) return { reason: 'expired' };
  return null;
}
