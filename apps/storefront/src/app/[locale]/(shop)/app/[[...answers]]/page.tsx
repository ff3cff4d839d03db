import { PATHNAMES } from '@stride/i18n';
import { parseShoeFinderPath } from '@stride/rules/browser';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { QuizQuestion } from '@/components/shoe-finder/quiz-question';
import { ShoeFinderResult } from '@/components/shoe-finder/shoe-finder-result';
import { resolveLocale } from '@/i18n/locale-param';
import { decodeSegments } from '@/lib/listing/listing-url';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
// The quiz's answers are path segments, not a query, so every step and result is a page of its own.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; answers?: string[] }> };

async function quizOf({ params }: PageProps) {
  const locale = await resolveLocale(params);
  const segments = decodeSegments((await params).answers);
  const state = segments && parseShoeFinderPath(segments);
  if (!state) notFound();
  return { locale, state, appPath: PATHNAMES['/app'][locale] };
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { state } = await quizOf(props);
  const t = await getTranslations('shoeFinder');
  return { title: state.kind === 'result' ? `${t('result.title')} – ${t('title')}` : t('title') };
}

/** The shoe-choosing app: one question a step, then the shoes that fit (issue 15 §3, decision 0021). */
export default async function ShoeFinderPage(props: PageProps) {
  const { locale, state, appPath } = await quizOf(props);
  return state.kind === 'result' ? (
    <ShoeFinderResult locale={locale} appPath={appPath} answers={state.answers} />
  ) : (
    <QuizQuestion appPath={appPath} state={state} />
  );
}
