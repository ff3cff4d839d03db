import type { CurrencyCode } from '../schema';
import type { Random } from './random';

/**
 * A price as a shop would print it, in minor units: EUR ends in .99/.49, CZK in …9 Kč, HUF in …90 Ft.
 * `euros` is the euro price before rounding; `perEuro` the seed exchange rate.
 */
export function shopPrice(euros: number, currency: CurrencyCode, perEuro: number): number {
  const amount = euros * perEuro;
  if (currency === 'EUR')
    return amount < 10 ? Math.max(49, Math.round(amount * 10) * 10 - 1) : Math.round(amount) * 100 - 1;
  if (currency === 'CZK') return Math.max(9, Math.round(amount / 10) * 10 - 1) * 100;
  return Math.max(90, Math.round(amount / 100) * 100 - 10) * 100;
}

export interface PriceStep {
  /** Days before today the price started to hold (60 … 0). */
  daysAgo: number;
  /** Euro price (pre-rounding); converted per web instance. */
  euros: number;
}

/**
 * Price changes of the last 60 days. Most products keep their price; some are discounted now (one
 * or two real drops), some had a past promotion, some got more expensive. The last step is the
 * current final price.
 */
export function priceSteps(standardEuros: number, random: Random, discounted: boolean): PriceStep[] {
  const steps: PriceStep[] = [{ daysAgo: 60, euros: standardEuros }];
  if (discounted) {
    const finalShare = 1 - random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4]);
    if (random.chance(0.3)) {
      const firstShare = (1 + finalShare) / 2;
      steps.push({ daysAgo: random.int(32, 50), euros: standardEuros * firstShare });
      steps.push({ daysAgo: random.int(1, 25), euros: standardEuros * finalShare });
    } else {
      steps.push({ daysAgo: random.int(1, 45), euros: standardEuros * finalShare });
    }
    return steps;
  }
  const roll = random.float();
  if (roll < 0.12) {
    // A past promotion that ended: the lowest price of 30 days may still show it.
    const start = random.int(20, 50);
    steps.push({ daysAgo: start, euros: standardEuros * random.pick([0.8, 0.85, 0.9]) });
    steps.push({ daysAgo: start - random.int(7, 14), euros: standardEuros });
  } else if (roll < 0.2) {
    // The manufacturer raised the price: the standard price is newer than the old one.
    steps[0] = { daysAgo: 60, euros: standardEuros * 0.93 };
    steps.push({ daysAgo: random.int(5, 40), euros: standardEuros });
  }
  return steps;
}
