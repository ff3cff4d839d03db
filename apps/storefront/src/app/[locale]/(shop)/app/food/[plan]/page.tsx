import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NutritionScreen } from '@/components/nutrition/nutrition-screen';
import { resolveLocale } from '@/i18n/locale-param';
import { decodeNutritionView } from '@/lib/nutrition/plan-view';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
// The form's inputs are the `[plan]` segment proxy.ts folds the query into (lib/nutrition/plan-view.ts):
// the plan and its products are the same for everyone who asks the same, so it is rendered on the server.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string; plan: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'nutrition' });
  return { title: t('title'), description: t('metaDescription') };
}

/** The nutrition picker (`/app/food`, issue 15 §4): the form, and for its inputs the plan and its products. */
export default async function NutritionPickerPage({ params }: PageProps) {
  await resolveLocale(params);
  const { plan } = await params;
  return <NutritionScreen view={decodeNutritionView(plan)} />;
}
