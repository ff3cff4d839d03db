import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { Screen } from './screen';

/** The localized 404 body: what happened and where to go next. */
export async function NotFoundScreen() {
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
          <Link href="/blog" className="button button-outline">
            {t('blog')}
          </Link>
        </>
      }
    />
  );
}
