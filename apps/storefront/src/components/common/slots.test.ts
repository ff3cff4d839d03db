import { LOCALES } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { fillPath, fillText, pathSlot, textSlot } from './slots';

/** The messages whose argument the browser fills (header counts, the signed-in name, the heart, the menus). */
const FILLED_IN_BROWSER = [
  ['header', 'cartCount', 'count'],
  ['header', 'wishlistCount', 'count'],
  ['header', 'accountOf', 'name'],
  ['product', 'favourite', 'name'],
  ['product', 'lowestPrice30Days', 'price'],
  ['menu', 'all', 'name'],
  ['menu', 'showSubcategories', 'name'],
  ['productDetail', 'openPhoto', 'number'],
  ['productDetail', 'showPhoto', 'number'],
  ['productDetail', 'photoOf', 'number'],
] as const;

describe('slots', () => {
  it('fills the open arguments of a text and leaves unknown ones as they are', () => {
    expect(fillText(`Košík, počet kusov: ${textSlot('count')}`, { count: 3 })).toBe('Košík, počet kusov: 3');
    expect(fillText('{name} a {other}', { name: 'Jana' })).toBe('Jana a {other}');
  });

  it('fills the open parameters of a path', () => {
    expect(fillPath(`/produkt/${pathSlot('urlTitle')}`, { urlTitle: 'nike-pegasus-41' })).toBe(
      '/produkt/nike-pegasus-41',
    );
  });

  // fillText does what ICU does for a plain `{arg}` only: a plural or select there needs the real formatter.
  it.each(LOCALES)('%s: every message filled in the browser has only plain arguments', (locale) => {
    const messages = messagesFor(locale) as unknown as Record<string, Record<string, string>>;
    for (const [namespace, key, argument] of FILLED_IN_BROWSER) {
      const message = messages[namespace]?.[key] ?? '';
      expect(message, `${namespace}.${key}`).toContain(`{${argument}}`);
      expect(message, `${namespace}.${key}`).not.toMatch(/\{\w+\s*,/);
    }
  });
});
