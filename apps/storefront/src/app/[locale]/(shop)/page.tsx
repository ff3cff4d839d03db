import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BenefitList } from '@/components/common/benefit-list';
import { AppPromo } from '@/components/home/app-promo';
import { Hero } from '@/components/home/hero';
import homeStyles from '@/components/home/home.module.css';
import { TopProducts } from '@/components/home/top-products';
import { resolveLocale } from '@/i18n/locale-param';
import { getCategoryTree, getTopProducts, getWebInstance } from '@/lib/api/catalog';
import { shoesCategory } from '@/lib/content/categories';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string }> };

const TOP_PRODUCTS = 8;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: t('metaTitle') };
}

export default async function HomePage({ params }: PageProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('home');
  const [webInstance, categories, products] = await Promise.all([
    getWebInstance(),
    getCategoryTree(),
    getTopProducts(TOP_PRODUCTS),
  ]);
  const shoes = shoesCategory(categories);

  return (
    <>
      <Hero shoes={shoes} featured={products[0]} />
      <section className={`container ${homeStyles.benefits}`} aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="visually-hidden">
          {t('benefitsTitle')}
        </h2>
        <BenefitList locale={locale} webInstance={webInstance} variant="cards" headingLevel="h3" />
      </section>
      <TopProducts products={products} shoes={shoes} />
      <AppPromo />
    </>
  );
}
