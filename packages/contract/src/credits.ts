import { z } from 'zod';
import { MoneySchema } from './cart';

/**
 * Loyalty credits (spec §1, §6, §9; issue 14 §2). Credits are money of the member's shop, kept and
 * sent in its minor units (1 credit = 0.01 € in sk, 0.01 Kč in cz, 1 fillér in hu, where amounts are
 * whole forints, multiples of 100), so a balance is shown as an amount and never needs a rate.
 */

/** Why a ledger row exists. */
export const CreditEntryReasonSchema = z.enum([
  /** Earned by a paid order. */
  'earned',
  /** Taken back: the paid order that earned them was cancelled. */
  'earned_reversed',
  /** Spent in an order. */
  'spent',
  /** Given back: the order that spent them was cancelled. */
  'spent_returned',
  /** Turned into a discount coupon. */
  'converted',
]);
export type CreditEntryReason = z.infer<typeof CreditEntryReasonSchema>;

export const CreditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** ISO 8601. */
  createdAt: z.string(),
  reason: CreditEntryReasonSchema,
  /** Positive when credited, negative when debited. */
  delta: MoneySchema,
  orderNumber: z.string().nullable(),
  /** The coupon's code for a conversion. */
  couponCode: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

/** The shop's credit rules, which the credits page puts in words. */
export const CreditRulesSchema = z.object({
  /** Per cent of what each line costs after its discounts, for every line but electronics. */
  earnPercent: z.number().int().positive(),
  /** Converting is open after a first paid order, or once the balance reaches this. */
  conversionThreshold: MoneySchema,
  /** The smallest coupon a conversion makes. */
  minimumConversion: MoneySchema,
  /** How long a coupon from credits is valid, in days. */
  couponValidDays: z.number().int().positive(),
});
export type CreditRules = z.infer<typeof CreditRulesSchema>;

/** GET /api/lib/v1/credits (members only): the balance, the history (newest first), the rules, the coupons made. */
export const CreditsSchema = z.object({
  balance: MoneySchema,
  /** Whether the member may convert now (a first paid order, or the threshold reached) and has at least the minimum. */
  canConvert: z.boolean(),
  rules: CreditRulesSchema,
  history: z.array(CreditEntrySchema),
  /** Coupons the member made from credits that are still unused and valid. */
  coupons: z.array(z.object({ code: z.string(), value: MoneySchema, validTo: z.string() /* ISO 8601 */ })),
});
export type Credits = z.infer<typeof CreditsSchema>;

/** POST /api/lib/v1/credits/coupon: how many credits to turn into a coupon (minor units). */
export const CreditConversionRequestSchema = z.object({ credit: z.number().int().positive().max(1_000_000_000) });
export type CreditConversionRequest = z.infer<typeof CreditConversionRequestSchema>;

/** The answer of a conversion: the new coupon and the credits page as it is now. */
export const CreditConversionSchema = z.object({
  coupon: z.object({ code: z.string(), value: MoneySchema, validTo: z.string() }),
  credits: CreditsSchema,
});
export type CreditConversion = z.infer<typeof CreditConversionSchema>;
