import type { CartGiftVoucherAdd, GiftVoucherDesign, GiftVoucherOffer } from '@stride/contract';
import type { Currency } from '@stride/i18n';
import { checkGiftVoucherForm, GIFT_VOUCHER_MESSAGES, minorUnitsPerMajor, VALIDATION_MESSAGES } from '@stride/rules';

/** The purchase form as typed: a preset value (its minor amount) or "custom" with the typed whole units. */
export type GiftVoucherFormValues = {
  preset: number | 'custom';
  custom: string;
  design: GiftVoucherDesign;
  dedication: string;
  recipient: 'me' | 'other';
  recipientEmail: string;
  recipientName: string;
  /** YYYY-MM-DD, or '' for "when the order is paid". */
  sendOn: string;
};

/** The form's fields as the api names them, in the page's order (where focus goes first). */
export const GIFT_VOUCHER_FIELDS = ['value', 'design', 'dedication', 'recipient.email', 'recipient.name', 'sendOn'];

/** A field's refusal: a `validation.*` key, which the page and the api translate alike. */
export type GiftVoucherProblem = { field: string; key: string };

export function initialValues(offer: GiftVoucherOffer): GiftVoucherFormValues {
  return {
    preset: offer.values[0]?.amount ?? 'custom',
    custom: '',
    design: offer.designs[0]?.id ?? 'road',
    dedication: '',
    recipient: 'me',
    recipientEmail: '',
    recipientName: '',
    sendOn: '',
  };
}

/** Whole units of the currency as typed ("150", "1 250"); null for anything else ("12,50", "ten"). */
export function parseWholeUnits(text: string, currency: Currency): number | null {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,7}$/.test(bare)) return null;
  return Number(bare) * minorUnitsPerMajor(currency);
}

/** The dedication's length as the rules count it: after trimming, in characters (not UTF-16 units). */
export function dedicationLength(text: string): number {
  return [...text.trim()].length;
}

/** A calendar day (YYYY-MM-DD) `days` after `today` (YYYY-MM-DD). */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The chosen value in minor units, or the refusal of what was typed as a custom value. */
function chosenValue(values: GiftVoucherFormValues, currency: Currency): number | GiftVoucherProblem {
  if (values.preset !== 'custom') return values.preset;
  if (values.custom.trim() === '') return { field: 'value', key: VALIDATION_MESSAGES.required };
  return parseWholeUnits(values.custom, currency) ?? { field: 'value', key: GIFT_VOUCHER_MESSAGES.valueNotWhole };
}

/**
 * The form checked with @stride/rules' checkGiftVoucherForm, the check the api runs on the call:
 * either the call's body, or the problems, one a field. `today` is the shop's calendar day.
 */
export function checkGiftVoucher(
  values: GiftVoucherFormValues,
  currency: Currency,
  today: string,
): { request: CartGiftVoucherAdd } | { problems: GiftVoucherProblem[] } {
  const value = chosenValue(values, currency);
  const checked = checkGiftVoucherForm(
    {
      // A value that could not be read is refused on its own; the rest is still checked.
      value: typeof value === 'number' ? value : values.preset === 'custom' ? 0 : values.preset,
      dedication: values.dedication,
      recipient: values.recipient === 'other' ? { email: values.recipientEmail, name: values.recipientName } : null,
      sendOn: values.sendOn === '' ? null : values.sendOn,
    },
    currency,
    today,
  );
  if (typeof value !== 'number') {
    const rest = checked.ok ? [] : checked.problems.filter((problem) => problem.field !== 'value');
    return { problems: [value, ...rest] };
  }
  if (!checked.ok) return { problems: checked.problems };
  return { request: { ...checked.value, design: values.design } };
}
