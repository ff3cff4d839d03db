import type { Currency, Locale } from '@stride/i18n';
import { amountStep } from './money';

/**
 * Loyalty credits (spec §1, §6, §9; issue 14 §2): money of the member's shop in its minor units, kept
 * as a ledger. These are the pure rules: what a shop gives and allows, what an order earns, what a
 * cart may take, and whether a conversion into a coupon may happen. The api locks and writes.
 *
 * The rates are constants, not columns of `web_instances`: they are part of the shop's published
 * terms (the credits page states them), so a change is a release with its text, not an operator's
 * switch; and the storefront's page and the api must agree on them, which one constant guarantees.
 */

export type CreditTerms = {
  /** Per cent of what each line that earns credits costs after its discounts. */
  earnPercent: number;
  /** Converting is open after a first paid order, or once the balance reaches this (minor units). */
  conversionThresholdMinor: number;
  /** The smallest coupon a conversion makes (minor units). */
  minimumConversionMinor: number;
  /** How long a coupon made from credits is valid. */
  couponValidDays: number;
};

/**
 * Each shop's terms: 3 % everywhere; conversion open from 10 € / 250 Kč / 4 000 Ft, and a coupon of at
 * least 5 € / 125 Kč / 2 000 Ft (about the same money in each shop), valid a year.
 */
export const CREDIT_TERMS: Record<Locale, CreditTerms> = {
  sk: { earnPercent: 3, conversionThresholdMinor: 1_000, minimumConversionMinor: 500, couponValidDays: 365 },
  cz: { earnPercent: 3, conversionThresholdMinor: 25_000, minimumConversionMinor: 12_500, couponValidDays: 365 },
  hu: { earnPercent: 3, conversionThresholdMinor: 400_000, minimumConversionMinor: 200_000, couponValidDays: 365 },
};

/** An order line as earning sees it: what it cost after all its discounts, and whether it earns (not electronics). */
export type EarningLine = { payableMinor: number; earnsCredits: boolean };

/**
 * The credits an order earns: `earnPercent` % of the lines that earn credits, summed, then rounded
 * down to the currency's step (whole forints in hu). Rounding the sum rather than each line gives
 * the member the fraction a line-by-line rounding would drop. Electronics (earnsCredits false) earn
 * nothing (spec §9); delivery and the payment fee are no goods and earn nothing either.
 */
export function creditsEarned(lines: readonly EarningLine[], earnPercent: number, currency: Currency): number {
  const step = amountStep(currency);
  const base = lines.reduce((sum, line) => sum + (line.earnsCredits ? Math.max(0, line.payableMinor) : 0), 0);
  // In integers: base × percent / (100 × step), rounded down, times step.
  return Math.floor((base * earnPercent) / (100 * step)) * step;
}

/**
 * What the cart asks priceCart to take off: the member's request, up to the balance, in whole steps.
 * priceCart then caps it at the goods after ISIC and the coupon.
 */
export function creditsOffered(requestedMinor: number, balanceMinor: number, currency: Currency): number {
  const step = amountStep(currency);
  const amount = Math.max(0, Math.min(requestedMinor, balanceMinor));
  return Math.floor(amount / step) * step;
}

/**
 * What a cancelled paid order's earned credits take back: all of them while the balance holds them;
 * when the member has spent some meanwhile, only what is left, so the balance never goes below zero
 * (the rest is the shop's loss, as a refund of goods already discounted would be).
 */
export function earnedToTakeBack(earnedMinor: number, balanceMinor: number): number {
  return Math.max(0, Math.min(earnedMinor, balanceMinor));
}

/** Why a conversion cannot happen, or null when it can. */
export type ConversionRefusal =
  | { reason: 'not-open'; thresholdMinor: number }
  | { reason: 'below-minimum'; minimumMinor: number }
  | { reason: 'over-balance'; balanceMinor: number }
  | { reason: 'not-whole'; stepMinor: number };

/** Whether the member may convert at all: after a first paid order, or once the balance reaches the threshold. */
export function conversionOpen(balanceMinor: number, hasPaidOrder: boolean, terms: CreditTerms): boolean {
  return hasPaidOrder || balanceMinor >= terms.conversionThresholdMinor;
}

/**
 * Whether `creditMinor` may become a coupon now. In this order: conversion must be open, the amount
 * at least the minimum, in whole steps (forints), and no more than the balance.
 */
export function conversionRefusal(
  creditMinor: number,
  balanceMinor: number,
  hasPaidOrder: boolean,
  terms: CreditTerms,
  currency: Currency,
): ConversionRefusal | null {
  if (!conversionOpen(balanceMinor, hasPaidOrder, terms)) {
    return { reason: 'not-open', thresholdMinor: terms.conversionThresholdMinor };
  }
  if (creditMinor < terms.minimumConversionMinor) {
    return { reason: 'below-minimum', minimumMinor: terms.minimumConversionMinor };
  }
  const step = amountStep(currency);
  if (creditMinor % step !== 0) return { reason: 'not-whole', stepMinor: step };
  if (creditMinor > balanceMinor) return { reason: 'over-balance', balanceMinor };
  return null;
}

/** Whether the credits page offers a conversion: it is open and the balance covers the minimum. */
export function canConvert(balanceMinor: number, hasPaidOrder: boolean, terms: CreditTerms): boolean {
  return conversionOpen(balanceMinor, hasPaidOrder, terms) && balanceMinor >= terms.minimumConversionMinor;
}
