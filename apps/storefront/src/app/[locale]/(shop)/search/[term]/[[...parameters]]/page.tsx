import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { Screen } from '@/components/common/screen';
import { resolveLocale } from '@/i18n/locale-param';

type PageProps = { params: Promise<{ locale: string; term: string; parameters?: string[] }> };

function decodeTerm(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { term } = await params;
  const t = await getTranslations({ locale, namespace: 'screens.search' });
  return { title: t('title', { term: decodeTerm(term) }) };
}

/** Search results: the search issue fills them. */
export default async function SearchPage({ params }: PageProps) {
  await resolveLocale(params);
  const { term } = await params;
  const t = await getTranslations('screens.search');
  return (
    <Screen
      eyebrow={t('eyebrow')}
      title={t('title', { term: decodeTerm(term) })}
      lead={t('text')}
      testId="screen-search"
    >
      <CategoryShortcuts />
    </Screen>
  );
}
