import { StarRating } from '@/components/common/icons';
import styles from './footer-reviews.module.css';

/** A review as the block shows it, its texts already translated (site-footer.tsx). */
export type ReviewView = {
  key: string;
  stars: number;
  percent: number;
  summary: string;
  /** "Pros" with its label, when the review has any. */
  pros?: { label: string; text: string };
  ratingLabel: string;
  source: string;
};

export type ReviewsView = { title: string; lead: string; items: ReviewView[] };

/** The shop reviews block (spec §2): at most five recommending reviews with a summary. */
export function FooterReviews({ view }: { view: ReviewsView }) {
  return (
    <section className={styles.section} aria-labelledby="footer-reviews-title" data-testid="footer-reviews">
      <div className="container">
        <div className={styles.head}>
          <h2 id="footer-reviews-title" className="section-title">
            {view.title}
          </h2>
          <p className={styles.lead}>{view.lead}</p>
        </div>
        {/* On a phone the list scrolls sideways: focusable, so the keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (WCAG 2.1.1) */}
        <ul className={styles.list} tabIndex={0} aria-labelledby="footer-reviews-title">
          {view.items.map((review) => (
            <li
              key={review.key}
              className={styles.card}
              data-testid="review"
              data-stars={review.stars}
              data-percent={review.percent}
            >
              <figure>
                <div className={styles.rating}>
                  <span className={styles.stars} aria-hidden="true">
                    <StarRating filled={review.stars} />
                  </span>
                  <span className={styles.percent} data-testid="review-percent">
                    {`${review.percent}\u00a0%`}
                  </span>
                  <span className="visually-hidden">{review.ratingLabel}</span>
                </div>
                <blockquote className={styles.summary}>
                  <p>{review.summary}</p>
                </blockquote>
                {review.pros && (
                  <p className={styles.pros}>
                    <span className={styles.prosLabel}>{review.pros.label}</span> {review.pros.text}
                  </p>
                )}
                <figcaption className={styles.source}>{review.source}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
