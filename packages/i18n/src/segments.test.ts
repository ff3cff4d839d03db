import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { internalSegment, localizeSegment, SEGMENTS, type Segment } from './segments';

const segments = Object.keys(SEGMENTS) as Segment[];

describe('the localized segment table', () => {
  it('round-trips every segment in every locale', () => {
    for (const locale of LOCALES) {
      for (const segment of segments) {
        expect(internalSegment(locale, localizeSegment(locale, segment)), `${locale} ${segment}`).toBe(segment);
      }
    }
  });

  it('gives no two internal segments the same localized form within a locale', () => {
    for (const locale of LOCALES) {
      const localized = segments.map((segment) => localizeSegment(locale, segment));
      const duplicates = localized.filter((form, index) => localized.indexOf(form) !== index);
      expect(duplicates, locale).toEqual([]);
    }
  });

  it('uses plain lowercase URL words that need no encoding', () => {
    for (const locale of LOCALES) {
      for (const segment of segments) expect(localizeSegment(locale, segment)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has the spec’s Slovak names and their translations', () => {
    expect(localizeSegment('sk', 'category')).toBe('kategoria');
    expect(localizeSegment('cz', 'category')).toBe('kategorie');
    expect(localizeSegment('sk', 'page')).toBe('stranka');
    expect(localizeSegment('hu', 'page')).toBe('oldal');
    expect(localizeSegment('sk', 'cart')).toBe('kosik');
    expect(localizeSegment('sk', 'search')).toBe('vyhladavanie');
    expect(localizeSegment('sk', 'account')).toBe('ucet');
    expect(localizeSegment('sk', 'forgotten-password')).toBe('zabudnute-heslo');
  });

  it('has the spec’s Slovak filter names and their translations', () => {
    const filters: Segment[] = [
      'price',
      'store-location',
      'availability',
      'condition',
      'brand',
      'status',
      'size',
      'tags',
      'town',
      'district',
    ];
    expect(filters.map((segment) => localizeSegment('sk', segment))).toEqual([
      'cena',
      'predajna',
      'dostupnost',
      'trieda',
      'vyrobca',
      'stav',
      'velkost',
      'tag',
      'mesto',
      'okres',
    ]);
    expect(localizeSegment('cz', 'brand')).toBe('vyrobce');
    expect(localizeSegment('hu', 'size')).toBe('meret');
    expect(internalSegment('hu', 'ar')).toBe('price');
    expect(internalSegment('hu', 'cena')).toBeUndefined();
  });

  it('does not recognise another language’s segment or an unknown one', () => {
    expect(internalSegment('hu', 'kosik')).toBeUndefined();
    expect(internalSegment('sk', 'kosar')).toBeUndefined();
    expect(internalSegment('cz', 'vyhladavanie')).toBeUndefined();
    expect(internalSegment('sk', 'cart')).toBeUndefined();
    expect(internalSegment('sk', '')).toBeUndefined();
    expect(internalSegment('sk', 'Kosik')).toBeUndefined();
  });
});
