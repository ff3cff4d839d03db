import type { Currency, Locale, Money, PriceData } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import { netInSteps } from '@stride/rules';

export type PricingContext = { currency: Currency; locale: Locale; vatRate: number };

/**
 * The contract's price pair: gross as stored, net derived in the currency's whole steps (whole
 * forints; or given, when a sum's net is the sum of its parts' nets, as a cart's is), both formatted for the web instance by the same formatter the
 * storefront uses, so server and browser print prices alike.
 */
export function priceData(
  grossMinor: number,
  ctx: PricingContext,
  net: number = netInSteps(grossMinor, ctx.vatRate, ctx.currency),
): PriceData {
  return {
    price: grossMinor,
    priceFormatted: formatMoney(grossMinor, ctx.currency, ctx.locale),
    priceWithoutVat: net,
    priceWithoutVatFormatted: formatMoney(net, ctx.currency, ctx.locale),
    currency: ctx.currency,
    vatRate: ctx.vatRate,
  };
}

/** An amount of the shop's currency as the contract's Money: minor units, and as the shop writes it. */
export function moneyOf(amount: number, ctx: Pick<PricingContext, 'currency' | 'locale'>): Money {
  return { amount, formatted: formatMoney(amount, ctx.currency, ctx.locale) };
}
