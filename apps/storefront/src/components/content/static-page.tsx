import type { PageDetail } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import styles from './static-page.module.css';

/** A static page of the shop: its title and its HTML content (sanitized by the api). */
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
        // The api sanitizes page HTML where it reads it (apps/api/src/lib/sanitize-html.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the api
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
