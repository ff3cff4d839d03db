import { REVIEW_MAX_RATING, REVIEWS_MAX } from './constants';

/** The fields of a shop review (the contract's Review) that the display rule reads. */
export type ReviewForDisplay = { data: { summary: string | null; recommends: number } };

/**
 * Spec §2 reviews block: only reviews with a non-blank summary whose author recommends the shop
 * (recommends === 1), in the order given, at most five.
 */
export function visibleReviews<T extends ReviewForDisplay>(reviews: readonly T[]): T[] {
  const shown: T[] = [];
  for (const review of reviews) {
    if (shown.length === REVIEWS_MAX) break;
    if (review.data.recommends === 1 && (review.data.summary ?? '').trim() !== '') shown.push(review);
  }
  return shown;
}

function clampRating(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(REVIEW_MAX_RATING, Math.max(0, rating));
}

/** Full stars of a rating out of 5: the floor, so 4.9 shows four stars (spec §2). */
export function reviewStars(rating: number): number {
  return Math.floor(clampRating(rating));
}

/** A rating out of 5 as a whole percent: 4.6 → 92 (spec §2). */
export function reviewPercent(rating: number): number {
  // × 100 / 5 rather than × 20: 4.6 × 20 is 91.99999999999999 in floating point.
  return Math.round((clampRating(rating) * 100) / REVIEW_MAX_RATING);
}
