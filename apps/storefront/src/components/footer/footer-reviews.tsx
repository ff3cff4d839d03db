import type { Review } from '@stride/contract';
import { reviewPercent, reviewStars, visibleReviews } from '@stride/rules';
import { getTranslations } from 'next-intl/server';
import { StarIcon } from '@/components/common/icons';
import styles from './footer-reviews.module.css';

const MAX_STARS = 5;

/** The shop reviews block (spec §2): at most five recommending reviews with a summary. */
export async function FooterReviews({ reviews }: { reviews: Review[] }) {
  const t = await getTranslations('reviews');
  const shown = visibleReviews(reviews);
  if (shown.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="footer-reviews-title" data-testid="footer-reviews">
      <div className="container">
        <div className={styles.head}>
          <h2 id="footer-reviews-title" className="section-title">
            {t('title')}
          </h2>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        {/* On a phone the list scrolls sideways: focusable, so the keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (WCAG 2.1.1) */}
        <ul className={styles.list} tabIndex={0} aria-labelledby="footer-reviews-title">
          {shown.map((review) => {
            const stars = reviewStars(review.data.total_rating);
            const percent = reviewPercent(review.data.total_rating);
            return (
              <li
                key={review.foreignKey}
                className={styles.card}
                data-testid="review"
                data-stars={stars}
                data-percent={percent}
              >
                <figure>
                  <div className={styles.rating}>
                    <span className={styles.stars} aria-hidden="true">
                      {Array.from({ length: MAX_STARS }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed star slots
                        <StarIcon key={index} size={18} filled={index < stars} />
                      ))}
                    </span>
                    <span className={styles.percent} data-testid="review-percent">
                      {percent}&nbsp;%
                    </span>
                    <span className="visually-hidden">{t('ratingLabel', { stars, percent })}</span>
                  </div>
                  <blockquote className={styles.summary}>
                    <p>{review.data.summary}</p>
                  </blockquote>
                  {review.data.pros.trim() !== '' && (
                    <p className={styles.pros}>
                      <span className={styles.prosLabel}>{t('pros')}</span> {review.data.pros}
                    </p>
                  )}
                  <figcaption className={styles.source}>{t('source', { source: review.data.source })}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
