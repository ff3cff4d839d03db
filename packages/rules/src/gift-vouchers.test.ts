import { describe, expect, it } from 'vitest';
import { type VoucherTerms, voucherRefusal } from './gift-vouchers';

const NOW = new Date('2026-11-24T12:00:00Z');
const VOUCHER: VoucherTerms = { webInstanceId: 2, expiresAt: new Date('2027-11-24T00:00:00Z'), balanceMinor: 2500 };

describe('voucherRefusal', () => {
  it('lets a voucher of this shop pay until its date, and one without a date', () => {
    expect(voucherRefusal(VOUCHER, { webInstanceId: 2, now: NOW })).toBeNull();
    expect(voucherRefusal(VOUCHER, { webInstanceId: 2, now: new Date('2027-11-24T00:00:00Z') })).toBeNull();
    expect(voucherRefusal({ ...VOUCHER, expiresAt: null }, { webInstanceId: 2, now: NOW })).toBeNull();
  });

  it('does not know a missing voucher or another shop’s; refuses a spent or expired one', () => {
    expect(voucherRefusal(undefined, { webInstanceId: 2, now: NOW })).toEqual({ reason: 'unknown' });
    expect(voucherRefusal(VOUCHER, { webInstanceId: 1, now: NOW })).toEqual({ reason: 'unknown' });
    expect(voucherRefusal({ ...VOUCHER, balanceMinor: 0 }, { webInstanceId: 2, now: NOW })).toEqual({
      reason: 'used',
    });
    expect(voucherRefusal(VOUCHER, { webInstanceId: 2, now: new Date('2027-11-24T00:00:01Z') })).toEqual({
      reason: 'expired',
    });
  });
});
