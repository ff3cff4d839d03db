import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './logo.module.css';

/** The Stride wordmark, linking home. */
export async function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('header');
  return (
    <Link href="/" className={`${styles.logo} ${tone === 'dark' ? styles.onLight : ''}`} aria-label={t('logoLabel')}>
      <svg className={styles.mark} viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
        <path d="M14 2h10L12 26H2z" />
        <path d="M30 2h8L26 26h-8z" />
      </svg>
      <span className={styles.word}>Stride</span>
    </Link>
  );
}
