import { ShopLink } from '@/components/common/shop-link';
import styles from './logo.module.css';

/** The Stride wordmark linking home, with its localized path and name given (Logo gives them on the server). */
export function LogoMark({ href, label, tone = 'light' }: { href: string; label: string; tone?: 'light' | 'dark' }) {
  return (
    <ShopLink href={href} className={`${styles.logo} ${tone === 'dark' ? styles.onLight : ''}`} aria-label={label}>
      <svg className={styles.mark} viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
        <path d="M14 2h10L12 26H2z" />
        <path d="M30 2h8L26 26h-8z" />
      </svg>
      <span className={styles.word}>Stride</span>
    </ShopLink>
  );
}
