import type { Currency } from '@stride/i18n';
import { minorUnitsPerMajor } from './money';

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

// --- Gift vouchers to buy (issue 14 §3, decision 18) --------------------------------------------

/** The voucher's picture. */
export const GIFT_VOUCHER_DESIGNS = ['road', 'trail', 'track'] as const;
export type GiftVoucherDesign = (typeof GIFT_VOUCHER_DESIGNS)[number];

export function isGiftVoucherDesign(value: string): value is GiftVoucherDesign {
  return (GIFT_VOUCHER_DESIGNS as readonly string[]).includes(value);
}

/** The dedication's length after trimming (spec §5, §9): required, 2–60 characters. */
export const GIFT_VOUCHER_DEDICATION = { min: 2, max: 60 } as const;
/** A voucher is valid this many months from its issue (the order's payment). */
export const GIFT_VOUCHER_VALID_MONTHS = 12;
/** Its e-mail may be sent on a day from today up to this many days ahead. */
export const GIFT_VOUCHER_MAX_SEND_DAYS = 90;

/** What a shop sells: preset values, and the range of a custom one (minor units, whole units of the currency). */
export type GiftVoucherTerms = { valuesMinor: readonly number[]; minimumMinor: number; maximumMinor: number };

export const GIFT_VOUCHER_TERMS: Record<Currency, GiftVoucherTerms> = {
  EUR: { valuesMinor: [2_000, 3_000, 5_000, 10_000], minimumMinor: 1_000, maximumMinor: 50_000 },
  CZK: { valuesMinor: [50_000, 75_000, 125_000, 250_000], minimumMinor: 25_000, maximumMinor: 1_250_000 },
  HUF: { valuesMinor: [800_000, 1_200_000, 2_000_000, 4_000_000], minimumMinor: 400_000, maximumMinor: 20_000_000 },
};

/** The form's message keys (validation.*: the storefront and the api translate them alike). */
export const GIFT_VOUCHER_MESSAGES = {
  valueTooSmall: 'validation.giftVoucherValueTooSmall',
  valueTooBig: 'validation.giftVoucherValueTooBig',
  valueNotWhole: 'validation.giftVoucherValueNotWhole',
  dedication: 'validation.giftVoucherDedication',
  sendOn: 'validation.giftVoucherSendOn',
} as const;
export type GiftVoucherMessageKey = (typeof GIFT_VOUCHER_MESSAGES)[keyof typeof GIFT_VOUCHER_MESSAGES];

/** Why a value cannot be bought in this currency, or null when it can. */
export function giftVoucherValueProblem(valueMinor: number, currency: Currency): GiftVoucherMessageKey | null {
  const terms = GIFT_VOUCHER_TERMS[currency];
  if (!Number.isSafeInteger(valueMinor) || valueMinor % minorUnitsPerMajor(currency) !== 0) {
    return GIFT_VOUCHER_MESSAGES.valueNotWhole;
  }
  if (valueMinor < terms.minimumMinor) return GIFT_VOUCHER_MESSAGES.valueTooSmall;
  if (valueMinor > terms.maximumMinor) return GIFT_VOUCHER_MESSAGES.valueTooBig;
  return null;
}

/** The dedication as kept (trimmed), or null when its length is out of 2–60 characters (counted as the shopper sees them). */
export function giftVoucherDedication(text: string): string | null {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  return length >= GIFT_VOUCHER_DEDICATION.min && length <= GIFT_VOUCHER_DEDICATION.max ? trimmed : null;
}

/** The shops' calendar: Bratislava, Prague and Budapest keep one time zone. */
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

/** The calendar day (YYYY-MM-DD) of an instant in the shops' time zone. */
export function shopDateOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date (YYYY-MM-DD), or null for anything else ("2026-02-30"). */
function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** Whether a send date is a real day from `today` up to GIFT_VOUCHER_MAX_SEND_DAYS ahead (both YYYY-MM-DD). */
export function giftVoucherSendOnAllowed(sendOn: string, today: string): boolean {
  const day = dayNumber(sendOn);
  const first = dayNumber(today);
  if (day === null || first === null) return false;
  return day >= first && day <= first + GIFT_VOUCHER_MAX_SEND_DAYS;
}

/** The hour of the send date at which a voucher's e-mail goes out (the shops' time): a morning, not midnight. */
export const GIFT_VOUCHER_SEND_HOUR = 8;

/**
 * When a voucher's e-mail is due: at GIFT_VOUCHER_SEND_HOUR on its send date in the shops' time
 * zone, or at once (`paidAt`) when it has none or that hour has passed.
 */
export function giftVoucherDueAt(sendOn: string | null, paidAt: Date): Date {
  if (sendOn === null) return paidAt;
  const day = dayNumber(sendOn);
  if (day === null) return paidAt;
  const wall = day * 86_400_000 + GIFT_VOUCHER_SEND_HOUR * 3_600_000;
  // The zone's offset at about that time: the wall clock there of the instant `wall` taken as UTC.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(wall));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const due = new Date(wall - (shown - wall));
  return due > paidAt ? due : paidAt;
}

/** When a voucher issued at `issuedAt` expires: GIFT_VOUCHER_VALID_MONTHS later (the last day of a shorter month). */
export function giftVoucherExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + GIFT_VOUCHER_VALID_MONTHS);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}

/** The readable code's alphabet: no 0/O, 1/I/L, so that a code read off paper is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A code to type from an e-mail or a screen: `prefix` and `groups` groups of four letters of the
 * readable alphabet, e.g. "KR-7QDM-X4PA". `pick(size, index)` chooses the index-th letter (0 ≤ it <
 * size) from the caller's randomness. Gift vouchers' and credit coupons' codes are made here.
 */
export function readableCode(prefix: string, groups: number, pick: (size: number, index: number) => number): string {
  const letters = Array.from({ length: groups * 4 }, (_, index) => CODE_ALPHABET[pick(CODE_ALPHABET.length, index)]);
  const parts = Array.from({ length: groups }, (_, group) => letters.slice(group * 4, group * 4 + 4).join(''));
  return [prefix, ...parts].join('-');
}

/**
 * A voucher's code from random bytes (at least 12): "GV-XXXX-XXXX-XXXX", 12 characters of a
 * 31-letter alphabet (about 59 bits), which no one guesses. The api gives it crypto's random bytes.
 */
export function giftVoucherCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 12) throw new RangeError('giftVoucherCode needs 12 random bytes');
  return readableCode('GV', 3, (size, index) => (randomBytes[index] ?? 0) % size);
}
