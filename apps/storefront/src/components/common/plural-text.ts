import { fillText, textSlot } from './slots';

/**
 * A count's message as the browser fills it (slots.ts, for a message with a plural): formatted on the
 * server once per plural category the locale's whole numbers take, the count left open, e.g. sk
 * `{ one: '{count} produkt', few: '{count} produkty', other: '{count} produktov' }`. A list of counts
 * (a filter's values) then carries numbers and these few texts, not a sentence per number.
 */
export type PluralText = { locale: string; forms: Partial<Record<Intl.LDMLPluralRule, string>> };

const COUNT = 'count';
/** Whole numbers reach every category a locale gives them well below this. */
const REPRESENTATIVES_UP_TO = 200;

const rulesByLocale = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

/** A locale's plural rules and number format, made once per locale (on the server and in the browser). */
function rulesOf(locale: string) {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** Formats `message` (the server's translator, `{count}` given) for one count of each plural category. */
export function pluralText(locale: string, message: (count: number) => string): PluralText {
  const { plural } = rulesOf(locale);
  const forms: PluralText['forms'] = {};
  for (let count = 0; count <= REPRESENTATIVES_UP_TO; count++) {
    const category = plural.select(count);
    if (forms[category] !== undefined) continue;
    forms[category] = message(count).replace(String(count), textSlot(COUNT));
  }
  return { locale, forms };
}

/** The message for `count`: its plural category's form, with the count written as the locale writes numbers. */
export function fillPlural(text: PluralText, count: number): string {
  const rules = rulesOf(text.locale);
  const form = text.forms[rules.plural.select(count)] ?? text.forms.other ?? textSlot(COUNT);
  return fillText(form, { [COUNT]: rules.number.format(count) });
}
