import { describe, expect, it } from 'vitest';
import { getPathname } from '@/i18n/navigation';
import { blogListHref, listPageOf } from './blog-list';

describe('listPageOf', () => {
  it('reads pages 2 and up', () => {
    expect(listPageOf('2')).toBe(2);
    expect(listPageOf('17')).toBe(17);
    expect(listPageOf('9999')).toBe(9999);
  });

  it('refuses what has another URL or none: page 1, zeros, signs, letters, huge numbers', () => {
    for (const segment of ['1', '0', '02', '-2', '2.0', '2a', 'abc', '', '10000', '99999999999']) {
      expect(listPageOf(segment), segment).toBeNull();
    }
  });
});

describe('blogListHref', () => {
  it('puts the page and the category into the localized path, page 1 without a page segment', () => {
    const path = (category: string | null, page: number, locale: 'sk' | 'cz' | 'hu') =>
      getPathname({ locale, href: blogListHref(category, page) });
    expect(path(null, 1, 'sk')).toBe('/blog');
    expect(path(null, 3, 'sk')).toBe('/blog/stranka/3');
    expect(path(null, 2, 'hu')).toBe('/blog/oldal/2');
    expect(path('trening', 1, 'sk')).toBe('/blog/kategoria/trening');
    expect(path('trenink', 2, 'cz')).toBe('/blog/kategorie/trenink/stranka/2');
    expect(path('edzes', 4, 'hu')).toBe('/blog/kategoria/edzes/oldal/4');
  });
});
