import type { PageDetail } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import styles from './static-page.module.css';

/** A static page of the shop: its title and its HTML content, reduced to prose by the allow-list. */
export async function StaticPage({ page }: { page: PageDetail }) {
  const t = await getTranslations('screens.page');
  return (
    <article className={`container ${styles.page}`} data-testid="static-page" aria-labelledby="page-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="page-title" className={`display ${styles.title}`}>
          {page.title}
        </h1>
      </header>
      <div
        className={styles.prose}
        data-testid="page-content"
        // The content is stored HTML; sanitizeHtml rebuilds it from an allow-list before it gets here.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.content) }}
      />
    </article>
  );
}
