import { describe, expect, it } from 'vitest';
import { reviewPercent, reviewStars, visibleReviews } from './reviews';

const review = (id: string, summary: string | null, recommends: number, total_rating = 5) => ({
  foreignKey: id,
  data: { summary, recommends, total_rating, source: 'heureka', pros: '' },
});

describe('visibleReviews', () => {
  it('shows only recommending reviews with a summary, in order', () => {
    const reviews = [
      review('a', 'Fast delivery', 1),
      review('b', '', 1),
      review('c', '   ', 1),
      review('d', null, 1),
      review('e', 'Great shoes', 0),
      review('f', 'Would buy again', 2),
      review('g', 'Helpful staff', 1),
    ];
    expect(visibleReviews(reviews).map((r) => r.foreignKey)).toEqual(['a', 'g']);
  });

  it('shows at most five, the first five that qualify', () => {
    const reviews = [
      review('skip', 'Not recommended', 0),
      ...['1', '2', '3', '4', '5', '6', '7'].map((id) => review(id, `Review ${id}`, 1)),
    ];
    expect(visibleReviews(reviews).map((r) => r.foreignKey)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('returns the reviews themselves and leaves the input alone', () => {
    const reviews = [review('a', 'Fast', 1)];
    const shown = visibleReviews(reviews);
    expect(shown[0]).toBe(reviews[0]);
    expect(shown).not.toBe(reviews);
    expect(visibleReviews([])).toEqual([]);
  });
});

describe('reviewStars', () => {
  it('is the floor of the rating', () => {
    expect([0, 0.9, 1, 3.5, 4.6, 4.99, 5].map(reviewStars)).toEqual([0, 0, 1, 3, 4, 4, 5]);
  });

  it('stays within 0..5', () => {
    expect([-1, 5.5, 10, Number.NaN].map(reviewStars)).toEqual([0, 5, 5, 0]);
  });
});

describe('reviewPercent', () => {
  it('is the rating out of 5 as a whole percent', () => {
    expect([4.6, 5, 0, 2.5, 4.7, 4.33, 3.14].map(reviewPercent)).toEqual([92, 100, 0, 50, 94, 87, 63]);
  });

  it('stays within 0..100', () => {
    expect([-2, 6, Number.NaN].map(reviewPercent)).toEqual([0, 100, 0]);
  });
});
