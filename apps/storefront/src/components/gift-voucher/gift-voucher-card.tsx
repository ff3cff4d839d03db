import type { GiftVoucherDesign } from '@stride/contract';
import styles from './gift-voucher.module.css';

/** Each design's motif, drawn in the card's corner (decorative: the design's name is said beside it). */
const MOTIFS: Record<GiftVoucherDesign, string> = {
  // A road running into the distance with its dashed centre line.
  road: 'M18 96 L44 8 M82 96 L56 8 M50 88 V76 M50 64 V54 M50 44 V36 M50 28 V22',
  // Two peaks and a trail winding down.
  trail: 'M4 84 L34 30 L50 54 L66 22 L96 84 M40 84 C52 74 44 66 56 60',
  // The curve of a running track's lanes.
  track: 'M10 90 V46 A40 40 0 0 1 90 46 V90 M24 90 V46 A26 26 0 0 1 76 46 V90',
};

type GiftVoucherCardProps = {
  design: GiftVoucherDesign;
  value: string;
  dedication: string;
  /** Says what the card is (the design's name, or "preview"); null when the text beside it says so. */
  label: string | null;
  size?: 'large' | 'small';
};

/**
 * A gift voucher as it will be printed, in one of the three designs: the value, the dedication and
 * the shop's name. The page's preview and the cart's voucher lines draw the same card. A span, since
 * the design choice draws it inside a label.
 */
export function GiftVoucherCard({ design, value, dedication, label, size = 'large' }: GiftVoucherCardProps) {
  const face = (
    <>
      <svg className={styles.motif} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <path d={MOTIFS[design]} />
      </svg>
      <span className={styles.cardBrand} aria-hidden="true">
        Stride
      </span>
      <span className={styles.cardValue} aria-hidden="true">
        {value}
      </span>
      {size === 'large' && (
        <span className={styles.cardDedication} aria-hidden="true">
          {dedication}
        </span>
      )}
    </>
  );
  const common = {
    className: styles.card,
    'data-design': design,
    'data-size': size,
    'data-testid': 'gift-voucher-card',
  };
  // A picture named by `label`, or decoration beside the text that names it.
  return label === null ? (
    <span {...common} aria-hidden="true">
      {face}
    </span>
  ) : (
    <span {...common} role="img" aria-label={label}>
      {face}
    </span>
  );
}
