import { getTranslations } from 'next-intl/server';
import { Screen } from '@/components/common/screen';
import { Link } from '@/i18n/navigation';

/** The localized 404 of every shop route (unknown paths and unknown urlTitles), inside the full layout. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <Screen
      eyebrow="404"
      title={t('title')}
      lead={t('text')}
      testId="not-found"
      actions={
        <>
          <Link href="/" className="button button-dark">
            {t('home')}
          </Link>
          <Link href="/blog" className="button" style={{ border: '2px solid var(--ink)' }}>
            {t('blog')}
          </Link>
        </>
      }
    />
  );
}
