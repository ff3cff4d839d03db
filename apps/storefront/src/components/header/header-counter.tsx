import type { ReactNode } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import styles from './main-bar.module.css';

type HeaderCounterProps = {
  /** The localized wishlist or cart path. */
  href: string;
  icon: ReactNode;
  label: string;
  /** What a screen reader announces, count included ("Košík, 0 kusov"). */
  accessibleLabel: string;
  count: number;
  /** The visitor's own count has arrived (until then the badge shows the anonymous 0). */
  loaded: boolean;
  testId: string;
};

/** An icon link with its count badge (wishlist, cart). */
export function HeaderCounter({ href, icon, label, accessibleLabel, count, loaded, testId }: HeaderCounterProps) {
  return (
    <ShopLink href={href} className={styles.action} aria-label={accessibleLabel} data-testid={`${testId}-link`}>
      <span className={styles.iconWrap}>
        {icon}
        <span
          className={styles.badge}
          data-testid={`${testId}-count`}
          data-count={count}
          data-loaded={loaded}
          aria-hidden="true"
        >
          {count}
        </span>
      </span>
      <span className={styles.actionLabel} aria-hidden="true">
        {label}
      </span>
    </ShopLink>
  );
}
