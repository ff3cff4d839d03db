import { randomInt } from 'node:crypto';
import type { CreditConversion, CreditEntryReason, Credits } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import {
  type ConversionRefusal,
  CREDIT_TERMS,
  type CreditTerms,
  canConvert,
  conversionRefusal,
  creditsEarned,
  earnedToTakeBack,
  readableCode,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { type FieldError, UnprocessableError } from '../../errors';
import { moneyOf } from '../../lib/money';
import { type PersonalContext, requireUser } from '../sessions/visitor';
import {
  creditBalanceOf,
  creditHistory,
  hasPaidOrder,
  insertCreditCoupon,
  type LedgerWrite,
  ledgerOfOrders,
  lockCreditBalances,
  orderForEarning,
  unusedCouponsOf,
  writeLedger,
} from './queries';

/**
 * Loyalty credits (issue 14 §2, decision 17): earned when a member's order is paid, taken back when
 * it is cancelled, spent in orders (orders/service.ts), turned into single-use coupons here. Every
 * move locks the member's balance row first and decides on the balance read after the lock.
 */

/** How many ledger rows the credits page shows, newest first (the page is a summary, not a statement). */
export const CREDIT_HISTORY_LIMIT = 50;

export function creditTermsOf(ctx: Pick<RequestContext, 'locale'>): CreditTerms {
  return CREDIT_TERMS[ctx.locale];
}

/**
 * Credits a paid order's earnings to its member, in the transaction that marked it paid (after the
 * order's lock, so the balance comes last in the lock order). A guest's order and one of electronics
 * only earn nothing; a second call for the same order writes nothing ((order, reason) is unique).
 * Returns what it credited.
 */
export async function earnCreditsForPaidOrder(tx: Executor, orderId: number): Promise<number> {
  const order = await orderForEarning(tx, orderId);
  if (!order || order.userId === null) return 0;
  const earned = creditsEarned(order.lines, CREDIT_TERMS[order.locale].earnPercent, order.currency);
  if (earned <= 0) return 0;
  await lockCreditBalances(tx, [order.userId]);
  const written = await writeLedger(tx, [{ userId: order.userId, orderId, delta: earned, reason: 'earned' }]);
  return written > 0 ? earned : 0;
}

/**
 * Settles the credits of cancelled orders, in the transaction that cancels them (after the orders'
 * and stock's locks): what each spent comes back ('spent_returned'), and what each earned goes
 * ('earned_reversed'), but only as much as the member still holds, so no balance goes below zero.
 * The members' balances are locked in user id order; the balance is read after the lock.
 */
export async function settleCreditsOfCancelled(tx: Executor, orderIds: readonly number[]): Promise<void> {
  const rows = await ledgerOfOrders(tx, orderIds);
  if (rows.length === 0) return;
  await lockCreditBalances(
    tx,
    rows.map((row) => row.userId),
  );
  const byOrder = new Map<number, { userId: number; reasons: Map<string, number> }>();
  for (const row of rows) {
    if (row.orderId === null) continue;
    const order = byOrder.get(row.orderId) ?? { userId: row.userId, reasons: new Map<string, number>() };
    order.reasons.set(row.reason, (order.reasons.get(row.reason) ?? 0) + row.delta);
    byOrder.set(row.orderId, order);
  }
  const balances = new Map<number, number>();
  const balanceOf = async (userId: number) => balances.get(userId) ?? (await creditBalanceOf(tx, userId));
  for (const [orderId, { userId, reasons }] of [...byOrder].sort((a, b) => a[0] - b[0])) {
    const writes: LedgerWrite[] = [];
    let balance = await balanceOf(userId);
    const spent = -(reasons.get('spent') ?? 0);
    if (spent > 0 && !reasons.has('spent_returned')) {
      writes.push({ userId, orderId, delta: spent, reason: 'spent_returned' });
      balance += spent;
    }
    const earned = reasons.get('earned') ?? 0;
    if (earned > 0 && !reasons.has('earned_reversed')) {
      const back = earnedToTakeBack(earned, balance);
      if (back > 0) {
        writes.push({ userId, orderId, delta: -back, reason: 'earned_reversed' });
        balance -= back;
      }
    }
    await writeLedger(tx, writes);
    balances.set(userId, balance);
  }
}

/** GET /credits: the member's balance, whether they may convert, the rules, the history, their coupons. */
export async function creditsPage(database: DatabaseHandle, ctx: PersonalContext): Promise<Credits> {
  const { user } = requireUser(ctx);
  return creditsOf(database.db, ctx, user.id);
}

async function creditsOf(db: Executor, ctx: RequestContext, userId: number): Promise<Credits> {
  const terms = creditTermsOf(ctx);
  const [balance, paid, history, coupons] = await Promise.all([
    creditBalanceOf(db, userId),
    hasPaidOrder(db, userId),
    creditHistory(db, userId, CREDIT_HISTORY_LIMIT),
    unusedCouponsOf(db, userId),
  ]);
  const money = (amount: number) => moneyOf(amount, ctx);
  return {
    balance: money(balance),
    canConvert: canConvert(balance, paid, terms),
    rules: {
      earnPercent: terms.earnPercent,
      conversionThreshold: money(terms.conversionThresholdMinor),
      minimumConversion: money(terms.minimumConversionMinor),
      couponValidDays: terms.couponValidDays,
    },
    history: history.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason as CreditEntryReason,
      delta: money(row.delta),
      orderNumber: row.orderNumber,
      couponCode: row.couponCode,
    })),
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      value: money(coupon.value ?? 0),
      validTo: coupon.validTo?.toISOString() ?? '',
    })),
  };
}

/** A coupon code such as KR-7QDM-X4PA: 40 random bits, readable aloud. */
export function creditCouponCode(): string {
  return readableCode('KR', 2, (size) => randomInt(size));
}

/** The translated refusal of a conversion, at the request's `credit` field. */
function conversionError(refusal: ConversionRefusal, ctx: RequestContext): FieldError {
  const money = (amount: number) => moneyOf(amount, ctx).formatted;
  switch (refusal.reason) {
    case 'not-open':
      return {
        field: 'credit',
        key: 'credits_conversion_not_open',
        params: { threshold: money(refusal.thresholdMinor) },
      };
    case 'below-minimum':
      return {
        field: 'credit',
        key: 'credits_conversion_below_minimum',
        params: { minimum: money(refusal.minimumMinor) },
      };
    case 'not-whole':
      return { field: 'credit', key: 'credits_conversion_not_whole', params: { step: money(refusal.stepMinor) } };
    case 'over-balance':
      return {
        field: 'credit',
        key: 'credits_conversion_over_balance',
        params: { balance: money(refusal.balanceMinor) },
      };
  }
}

/**
 * POST /credits/coupon: turns `credit` of the member's credits into a single-use coupon of theirs, in
 * one transaction: the balance row locked, the balance and the first paid order read after the lock,
 * the rules asked, then the coupon and its 'converted' ledger row written (the trigger debits the
 * balance; its CHECK stands behind the rules). A refusal is a translated 422 and changes nothing.
 */
export async function convertCredits(
  database: DatabaseHandle,
  ctx: PersonalContext,
  credit: number,
): Promise<CreditConversion> {
  const { user } = requireUser(ctx);
  const terms = creditTermsOf(ctx);
  const coupon = await database.transaction(async (tx) => {
    await lockCreditBalances(tx, [user.id]);
    const balance = await creditBalanceOf(tx, user.id);
    const refusal = conversionRefusal(credit, balance, await hasPaidOrder(tx, user.id), terms, ctx.currency);
    if (refusal) throw new UnprocessableError([conversionError(refusal, ctx)]);
    for (let attempt = 0; attempt < 5; attempt++) {
      const made = await insertCreditCoupon(tx, {
        webInstanceId: ctx.webInstanceId,
        userId: user.id,
        code: creditCouponCode(),
        valueMinor: credit,
        validDays: terms.couponValidDays,
      });
      if (!made) continue;
      await writeLedger(tx, [
        { userId: user.id, orderId: null, delta: -credit, reason: 'converted', couponId: made.id },
      ]);
      return made;
    }
    throw new Error('convertCredits: five coupon codes in a row were taken');
  });
  return {
    coupon: { code: coupon.code, value: moneyOf(coupon.value, ctx), validTo: coupon.validTo.toISOString() },
    credits: await creditsOf(database.db, ctx, user.id),
  };
}
