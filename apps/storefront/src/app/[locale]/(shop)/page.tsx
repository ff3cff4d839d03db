import { SITE_NAME } from '@stride/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BenefitList } from '@/components/common/benefit-list';
import { JsonLd } from '@/components/common/json-ld';
import { AppPromo } from '@/components/home/app-promo';
import { Hero } from '@/components/home/hero';
import homeStyles from '@/components/home/home.module.css';
import { TopProducts } from '@/components/home/top-products';
import { publicOrigin } from '@/i18n/host-locale';
import { resolveLocale } from '@/i18n/locale-param';
import { getCategoryTree, getTopProducts, getWebInstance } from '@/lib/api/catalog';
import { shoesCategory } from '@/lib/content/categories';
import { samePageEverywhere, seoMetadata } from '@/lib/seo/page-metadata';
import { organizationStructuredData } from '@/lib/seo/structured-data';

// Cached per URL (lib/cache/on-demand.ts); 60 = CATALOG_MAX_AGE_SECONDS, the oldest an entry may get.
export const revalidate = 60;
export { generateStaticParams } from '@/lib/cache/on-demand';

type PageProps = { params: Promise<{ locale: string }> };

const TOP_PRODUCTS = 8;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  return {
    title: t('metaTitle'),
    ...seoMetadata({
      locale,
      path: '/',
      title: t('metaTitle') || SITE_NAME[locale],
      description: tMeta('description'),
      alternates: samePageEverywhere('/'),
    }),
  };
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
      <JsonLd
        data={organizationStructuredData({
          name: SITE_NAME[locale],
          origin: publicOrigin(locale),
          telephone: webInstance.globalSettings.phone,
          profiles: [
            webInstance.globalSettings.facebook_link,
            webInstance.globalSettings.instagram_link,
            webInstance.globalSettings.youtube_link,
          ],
        })}
      />
    </>
  );
}
