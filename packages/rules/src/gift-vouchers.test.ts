import { describe, expect, it } from 'vitest';
import { checkGiftVoucherForm } from './gift-voucher-form';
import {
  GIFT_VOUCHER_TERMS,
  giftVoucherCode,
  giftVoucherDedication,
  giftVoucherDueAt,
  giftVoucherExpiry,
  giftVoucherSendOnAllowed,
  giftVoucherValueProblem,
  shopDateOf,
  type VoucherTerms,
  voucherRefusal,
} from './gift-vouchers';

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

describe('gift vouchers to buy', () => {
  it('sells each shop’s values from its minimum to its maximum, in whole units', () => {
    expect(giftVoucherValueProblem(1_000, 'EUR')).toBeNull();
    expect(giftVoucherValueProblem(50_000, 'EUR')).toBeNull();
    expect(giftVoucherValueProblem(900, 'EUR')).toBe('validation.giftVoucherValueTooSmall');
    expect(giftVoucherValueProblem(50_100, 'EUR')).toBe('validation.giftVoucherValueTooBig');
    expect(giftVoucherValueProblem(2_050, 'EUR')).toBe('validation.giftVoucherValueNotWhole');
    expect(giftVoucherValueProblem(24_900, 'CZK')).toBe('validation.giftVoucherValueTooSmall');
    expect(giftVoucherValueProblem(1_250_000, 'CZK')).toBeNull();
    expect(giftVoucherValueProblem(399_900, 'HUF')).toBe('validation.giftVoucherValueTooSmall');
    expect(giftVoucherValueProblem(20_000_000, 'HUF')).toBeNull();
    expect(giftVoucherValueProblem(20_000_100, 'HUF')).toBe('validation.giftVoucherValueTooBig');
    for (const currency of ['EUR', 'CZK', 'HUF'] as const) {
      for (const value of GIFT_VOUCHER_TERMS[currency].valuesMinor) {
        expect(giftVoucherValueProblem(value, currency)).toBeNull();
      }
    }
  });

  it('takes a dedication of 2–60 characters after trimming, counted as the shopper sees them', () => {
    expect(giftVoucherDedication(' Ahoj ')).toBe('Ahoj');
    expect(giftVoucherDedication('A')).toBeNull();
    expect(giftVoucherDedication('  A  ')).toBeNull();
    expect(giftVoucherDedication('Ab')).toBe('Ab');
    expect(giftVoucherDedication('x'.repeat(60))).toBe('x'.repeat(60));
    expect(giftVoucherDedication('x'.repeat(61))).toBeNull();
    // 60 letters with diacritics, and 30 emoji of two UTF-16 units each, are 60 and 30 characters.
    expect(giftVoucherDedication('ž'.repeat(60))).toBe('ž'.repeat(60));
    expect(giftVoucherDedication('🎁'.repeat(30))).toBe('🎁'.repeat(30));
  });

  it('sends on a real day from today up to 90 days ahead', () => {
    expect(giftVoucherSendOnAllowed('2026-11-27', '2026-11-27')).toBe(true);
    expect(giftVoucherSendOnAllowed('2027-02-25', '2026-11-27')).toBe(true);
    expect(giftVoucherSendOnAllowed('2027-02-26', '2026-11-27')).toBe(false);
    expect(giftVoucherSendOnAllowed('2026-11-26', '2026-11-27')).toBe(false);
    expect(giftVoucherSendOnAllowed('2026-11-31', '2026-11-27')).toBe(false);
    expect(giftVoucherSendOnAllowed('27.11.2026', '2026-11-27')).toBe(false);
  });

  it('is due at 8 in the morning of its send date in the shops’ time, or at once', () => {
    const paidAt = new Date('2026-11-27T10:00:00Z');
    expect(giftVoucherDueAt(null, paidAt)).toEqual(paidAt);
    // Winter: CET is UTC+1; summer: CEST is UTC+2.
    expect(giftVoucherDueAt('2026-12-24', paidAt)).toEqual(new Date('2026-12-24T07:00:00Z'));
    expect(giftVoucherDueAt('2027-06-01', paidAt)).toEqual(new Date('2027-06-01T06:00:00Z'));
    // Today, after eight: at once.
    expect(giftVoucherDueAt('2026-11-27', paidAt)).toEqual(paidAt);
    expect(shopDateOf(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
  });

  it('expires twelve months after its issue', () => {
    expect(giftVoucherExpiry(new Date('2026-11-27T10:00:00Z'))).toEqual(new Date('2027-11-27T10:00:00Z'));
    expect(giftVoucherExpiry(new Date('2028-02-29T10:00:00Z'))).toEqual(new Date('2029-02-28T10:00:00Z'));
  });

  it('writes a readable code from random bytes', () => {
    const code = giftVoucherCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30]));
    expect(code).toBe('GV-ABCD-EFGH-JKM9');
    expect(code).toMatch(/^GV-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(() => giftVoucherCode(new Uint8Array(11))).toThrow(RangeError);
  });
});

describe('the gift-voucher form', () => {
  const TODAY = '2026-11-27';
  const FORM = { value: 5_000, dedication: '  Pre Janka  ', recipient: null, sendOn: null };

  it('keeps a good form trimmed', () => {
    expect(checkGiftVoucherForm(FORM, 'EUR', TODAY)).toEqual({
      ok: true,
      value: { value: 5_000, dedication: 'Pre Janka', recipient: null, sendOn: null },
    });
    expect(
      checkGiftVoucherForm(
        { ...FORM, recipient: { email: ' jano@example.sk ', name: ' Ján Kováč ' }, sendOn: '2027-02-25' },
        'EUR',
        TODAY,
      ),
    ).toEqual({
      ok: true,
      value: {
        value: 5_000,
        dedication: 'Pre Janka',
        recipient: { email: 'jano@example.sk', name: 'Ján Kováč' },
        sendOn: '2027-02-25',
      },
    });
  });

  it('reports every problem on its field', () => {
    expect(
      checkGiftVoucherForm(
        { value: 900, dedication: 'x', recipient: { email: 'jano@', name: '' }, sendOn: '2026-11-26' },
        'EUR',
        TODAY,
      ),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'value', key: 'validation.giftVoucherValueTooSmall' },
        { field: 'dedication', key: 'validation.giftVoucherDedication' },
        { field: 'recipient.email', key: 'validation.email' },
        { field: 'recipient.name', key: 'validation.required' },
        { field: 'sendOn', key: 'validation.giftVoucherSendOn' },
      ],
    });
  });
});
