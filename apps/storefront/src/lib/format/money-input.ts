import { type Currency, MINOR_PER_MAJOR } from '@stride/i18n';
import { amountStep } from '@stride/rules/browser';

/**
 * An amount a shopper types ("12,40", "12.4", "1 500", "15 €") in minor units of the shop's
 * currency, or null when it is not one: Slovaks, Czechs and Hungarians write a decimal comma, a
 * phone's numeric keypad may offer a dot, and grouping spaces and the currency's own sign are
 * allowed. At most two decimals, and only whole forints (the smallest amount a price moves by,
 * amountStep). Read from the digits, never through a float.
 */
export function parseMoneyInput(text: string, currency: Currency): number | null {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(€|eur|kč|czk|ft|huf)|(€|eur|kč|czk|ft|huf)$/i, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return minor % amountStep(currency) === 0 ? minor : null;
}

export type AmountProblem = 'invalid' | 'tooLittle' | 'tooMuch';

/**
 * A typed amount checked against what the form allows (minor units, both ends included): the amount,
 * or why not. The api checks the same and decides; this only saves a round trip and says it sooner.
 */
export function checkMoneyInput(
  text: string,
  currency: Currency,
  { min, max }: { min: number; max: number },
): { amount: number } | { problem: AmountProblem } {
  const amount = parseMoneyInput(text, currency);
  if (amount === null) return { problem: 'invalid' };
  if (amount < min) return { problem: 'tooLittle' };
  if (amount > max) return { problem: 'tooMuch' };
  return { amount };
}
