import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/common/not-found-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

/**
 * The 404 of a shop route whose resource is unknown (product, page, category… via `notFound()`),
 * inside the full layout. Unknown paths do not come here: no route matches them, so Next answers
 * them with app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
