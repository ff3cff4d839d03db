import { INTL_LOCALE, LOCALES, type Locale } from '@stride/i18n';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { fillPlural, pluralText } from './plural-text';

const valueCount = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'listing' });
  return pluralText(INTL_LOCALE[locale], (count) => t('valueCount', { count }));
};

describe('a plural text filled in the browser', () => {
  it.each([
    ['sk', 0, '0 produktov'],
    ['sk', 1, '1 produkt'],
    ['sk', 3, '3 produkty'],
    ['sk', 5, '5 produktov'],
    ['sk', 22, '22 produktov'],
    ['sk', 1234, '1\u00a0234 produktov'],
    ['cz', 1, '1 produkt'],
    ['cz', 703, '703 produktů'],
    ['hu', 1, '1 termék'],
    ['hu', 65, '65 termék'],
  ] as const)('%s %i → %s', (locale, count, expected) => {
    expect(fillPlural(valueCount(locale), count)).toBe(expected);
  });

  it.each(LOCALES)('%s: says what the server would say, for every count up to 300', (locale) => {
    const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'listing' });
    const text = valueCount(locale);
    for (let count = 0; count <= 300; count++) expect(fillPlural(text, count)).toBe(t('valueCount', { count }));
  });

  it('carries one form per category the locale gives whole numbers', () => {
    expect(Object.keys(valueCount('sk').forms).sort()).toEqual(['few', 'one', 'other']);
    expect(Object.keys(valueCount('hu').forms).sort()).toEqual(['one', 'other']);
  });
});
