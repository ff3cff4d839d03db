import { describe, expect, it } from 'vitest';
import cz from '../messages/cz.json';
import hu from '../messages/hu.json';
import sk from '../messages/sk.json';
import { type Messages, mergeMessages } from './messages';

/** Every leaf key of a catalog as a dotted path. */
function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('mergeMessages', () => {
  const base: Messages = { header: { login: 'Prihlásenie', cart: 'Košík' }, footer: { title: 'Pätička' } };

  it('takes the overlay text where it has one and the base text elsewhere, key by key', () => {
    const merged = mergeMessages(base, { header: { login: 'Bejelentkezés' } });
    expect(merged).toEqual({ header: { login: 'Bejelentkezés', cart: 'Košík' }, footer: { title: 'Pätička' } });
  });

  it('falls back to the base text when the overlay leaves a text empty', () => {
    const merged = mergeMessages(base, { header: { login: '  ', cart: 'Kosár' } });
    expect(merged).toEqual({ header: { login: 'Prihlásenie', cart: 'Kosár' }, footer: { title: 'Pätička' } });
  });

  it('keeps keys only the overlay has and leaves both inputs untouched', () => {
    const overlay: Messages = { extra: { note: 'Csak magyarul' } };
    const merged = mergeMessages(base, overlay);
    expect(merged.extra).toEqual({ note: 'Csak magyarul' });
    expect(base).not.toHaveProperty('extra');
    expect(overlay).toEqual({ extra: { note: 'Csak magyarul' } });
  });
});

describe('the catalogs', () => {
  const skKeys = leafKeys(sk);

  it.each([
    ['cz', cz],
    ['hu', hu],
  ])('%s translates every Slovak text and adds no key of its own', (_locale, catalog) => {
    expect(leafKeys(catalog as Messages).sort()).toEqual([...skKeys].sort());
  });

  it('has no empty text in the Slovak base', () => {
    const empty = skKeys.filter((key) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], sk);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
