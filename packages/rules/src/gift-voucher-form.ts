import type { Currency } from '@stride/i18n';
import {
  GIFT_VOUCHER_MESSAGES,
  type GiftVoucherMessageKey,
  giftVoucherDedication,
  giftVoucherSendOnAllowed,
  giftVoucherValueProblem,
} from './gift-vouchers';
import { emailSchema, nameSchema } from './validation';
import type { ValidationMessageKey } from './validation-messages';

/** The gift-voucher form as the shopper filled it (the contract's shape: value in minor units). */
export type GiftVoucherForm = {
  value: number;
  dedication: string;
  recipient: { email: string; name: string } | null;
  sendOn: string | null;
};

/** The form as it is kept: the dedication, e-mail and name trimmed. */
export type GiftVoucherAccepted = GiftVoucherForm;

export type GiftVoucherProblem = { field: string; key: GiftVoucherMessageKey | ValidationMessageKey };

/**
 * The gift-voucher form's rules (issue 14 §3), for the storefront's form and the api alike: the value
 * within the shop's range in whole units, a 2–60 character dedication, a recipient's valid e-mail
 * and name, a send date from `today` (the shops' calendar day) up to 90 days ahead. Every problem,
 * each on its field; or the form as kept.
 */
export function checkGiftVoucherForm(
  form: GiftVoucherForm,
  currency: Currency,
  today: string,
): { ok: true; value: GiftVoucherAccepted } | { ok: false; problems: GiftVoucherProblem[] } {
  const problems: GiftVoucherProblem[] = [];
  const valueProblem = giftVoucherValueProblem(form.value, currency);
  if (valueProblem) problems.push({ field: 'value', key: valueProblem });
  const dedication = giftVoucherDedication(form.dedication);
  if (dedication === null) problems.push({ field: 'dedication', key: GIFT_VOUCHER_MESSAGES.dedication });
  let recipient: GiftVoucherAccepted['recipient'] = null;
  if (form.recipient) {
    const email = emailSchema.safeParse(form.recipient.email);
    const name = nameSchema.safeParse(form.recipient.name);
    if (!email.success) {
      problems.push({ field: 'recipient.email', key: email.error.issues[0]?.message as ValidationMessageKey });
    }
    if (!name.success) {
      problems.push({ field: 'recipient.name', key: name.error.issues[0]?.message as ValidationMessageKey });
    }
    if (email.success && name.success) recipient = { email: email.data, name: name.data };
  }
  if (form.sendOn !== null && !giftVoucherSendOnAllowed(form.sendOn, today)) {
    problems.push({ field: 'sendOn', key: GIFT_VOUCHER_MESSAGES.sendOn });
  }
  if (problems.length > 0 || dedication === null) return { ok: false, problems };
  return { ok: true, value: { value: form.value, dedication, recipient, sendOn: form.sendOn } };
}
