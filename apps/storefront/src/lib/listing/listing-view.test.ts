import { describe, expect, it } from 'vitest';
import { decodeView, EMPTY_VIEW, encodeView, viewOfQuery } from './listing-view';

const viewSegment = (query: string) => encodeView(viewOfQuery(new URLSearchParams(query)));

describe('the listing query as a path segment', () => {
  it('keeps only what a listing reads, so other query keys add no cache entries', () => {
    expect(viewSegment('')).toBe(EMPTY_VIEW);
    expect(viewSegment('utm_source=x&fbclid=y&gclid=z')).toBe('_');
    expect(viewSegment('sort=cheapest&page=2&utm_source=x')).toBe('sort=cheapest&page=2');
    // Key order in the URL does not matter: one state, one segment.
    expect(viewSegment('page=2&sort=cheapest')).toBe('sort=cheapest&page=2');
  });

  it('drops defaults and unknown sorts, and folds every bad page into one value', () => {
    expect(viewSegment('sort=recommended&page=1')).toBe('_');
    expect(viewSegment('sort=constructor')).toBe('_');
    expect(viewSegment('sort=__proto__&sort=cheapest')).toBe('_');
    for (const page of ['0', '-1', 'abc', '%zz', '1e9', '9999999', '2.5', '']) {
      expect(viewSegment(`page=${encodeURIComponent(page)}`)).toBe('page=0');
    }
    expect(viewSegment('page=99999')).toBe('page=99999');
  });

  it('keeps the price form as digits only', () => {
    expect(viewSegment('priceMin=1 500&priceMax=')).toBe('priceMin=1500&priceMax=');
    expect(viewSegment('priceMax=<script>')).toBe('priceMin=&priceMax=');
  });

  it('reads back what it wrote, and anything else as a query would read', () => {
    expect(decodeView('_')).toEqual({});
    expect(decodeView('sort=cheapest&page=2')).toEqual({ sort: 'cheapest', page: '2' });
    expect(decodeView('sort%3Dnewest%26page%3D3')).toEqual({ sort: 'newest', page: '3' });
    expect(decodeView('%zz')).toEqual({});
    expect(decodeView('constructor')).toEqual({});
  });
});
