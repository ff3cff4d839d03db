import { describe, expect, it } from 'vitest';
import { menuColumnSpan } from './menu';

describe('menuColumnSpan', () => {
  it('shares the row equally among fewer than four children', () => {
    expect(menuColumnSpan(1)).toBe(12);
    expect(menuColumnSpan(2)).toBe(6);
    expect(menuColumnSpan(3)).toBe(4);
  });

  it('gives three of twelve columns from four children on', () => {
    for (const count of [4, 5, 7, 12, 40]) expect(menuColumnSpan(count)).toBe(3);
  });

  it('gives a childless category the whole row', () => {
    expect(menuColumnSpan(0)).toBe(12);
    expect(menuColumnSpan(-1)).toBe(12);
    expect(menuColumnSpan(Number.NaN)).toBe(12);
  });

  it('always yields a whole number of grid columns', () => {
    for (let count = 0; count < 20; count++) expect(Number.isInteger(menuColumnSpan(count))).toBe(true);
  });
});
