import styles from './product-badges.module.css';

/** The discount badge (when a reduction shows, price-reduction.ts) and the "new" badge; nothing when neither applies. */
export function ProductBadges({
  percent,
  isNew,
  newLabel,
  size,
}: {
  /** The discount of a reduction that shows. */
  percent: number | undefined;
  isNew: boolean;
  newLabel: string;
  size: 'card' | 'detail';
}) {
  if (percent === undefined && !isNew) return null;
  return (
    <div className={`${styles.badges} ${styles[size]}`}>
      {percent !== undefined && (
        <span className={`${styles.badge} ${styles.sale}`} data-testid="discount-badge">
          {`−${percent}\u00a0%`}
        </span>
      )}
      {isNew && <span className={`${styles.badge} ${styles.new}`}>{newLabel}</span>}
    </div>
  );
}
