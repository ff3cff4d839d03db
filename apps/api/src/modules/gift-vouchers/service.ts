import { randomBytes } from 'node:crypto';
import type { GiftVoucherOffer } from '@stride/contract';
import type { Executor } from '@stride/db';
import { catalogFor } from '@stride/i18n/catalog';
import {
  GIFT_VOUCHER_DEDICATION,
  GIFT_VOUCHER_DESIGNS,
  GIFT_VOUCHER_MAX_SEND_DAYS,
  GIFT_VOUCHER_TERMS,
  GIFT_VOUCHER_VALID_MONTHS,
  giftVoucherCode,
  giftVoucherDueAt,
  giftVoucherExpiry,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { moneyOf } from '../../lib/money';
import { enqueueVoucherMails, insertIssuedVouchers, linesToIssue } from './queries';

/**
 * Gift vouchers to buy (issue 14 §3, decision 18): what a shop offers, and issuing the vouchers of a
 * paid order. The cart's voucher lines are the cart module's (they change under the cart's lock).
 */

/** GET /gift-vouchers/offer: the shop's values, range, designs (named in its language) and terms. */
export function giftVoucherOffer(ctx: RequestContext): GiftVoucherOffer {
  const terms = GIFT_VOUCHER_TERMS[ctx.currency];
  const names = catalogFor(ctx.locale).api.giftVoucherDesigns;
  return {
    values: terms.valuesMinor.map((value) => moneyOf(value, ctx)),
    minimum: moneyOf(terms.minimumMinor, ctx),
    maximum: moneyOf(terms.maximumMinor, ctx),
    designs: GIFT_VOUCHER_DESIGNS.map((id) => ({ id, name: names[id] })),
    dedication: { ...GIFT_VOUCHER_DEDICATION },
    validMonths: GIFT_VOUCHER_VALID_MONTHS,
    maxSendDays: GIFT_VOUCHER_MAX_SEND_DAYS,
  };
}

/**
 * Issues the gift vouchers of an order that has just been paid, in the transaction that marked it
 * paid (payments/service.ts, under the order's lock): each line becomes a voucher with a new code,
 * its value as balance, valid 12 months from now, and one outbox e-mail, due at its send date's
 * morning or at once. A line issued before is skipped by the database (unique per line), so a PAID
 * applied again issues and mails nothing more. Returns how many vouchers this call issued.
 */
export async function issueGiftVouchersForPaidOrder(tx: Executor, orderId: number, now = new Date()): Promise<number> {
  const lines = await linesToIssue(tx, orderId);
  if (lines.length === 0) return 0;
  const expiresAt = giftVoucherExpiry(now);
  const issued = await insertIssuedVouchers(
    tx,
    orderId,
    lines.map((line) => ({ lineId: line.lineId, code: giftVoucherCode(randomBytes(12)), expiresAt })),
  );
  const sendOnOf = new Map(lines.map((line) => [line.lineId, line.sendOn]));
  await enqueueVoucherMails(
    tx,
    orderId,
    issued.map((voucher) => ({
      voucherId: voucher.id,
      dueAt: giftVoucherDueAt(sendOnOf.get(voucher.lineId) ?? null, now),
    })),
  );
  return issued.length;
}
