import { PAGE_SIZE } from '@stride/rules';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryShortcuts } from '@/components/common/category-shortcuts';
import { Screen } from '@/components/common/screen';
import homeStyles from '@/components/home/home.module.css';
import { ProductCard } from '@/components/product/product-card';
import { resolveLocale } from '@/i18n/locale-param';
import { getCategoryProducts, getCategoryTree } from '@/lib/api/catalog';
import { findCategory } from '@/lib/content/categories';

type PageProps = { params: Promise<{ locale: string; category: string; parameters?: string[] }> };

async function categoryOf(params: PageProps['params']) {
  const { category: urlName } = await params;
  const found = findCategory(await getCategoryTree(), urlName);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await resolveLocale(params);
  const { category } = await categoryOf(params);
  return { title: category.name };
}

/** A category listing: its subcategories and first products; filters and sorting come with the listing issue. */
export default async function CategoryPage({ params }: PageProps) {
  await resolveLocale(params);
  const { category, parent } = await categoryOf(params);
  if (category.externalUrl) redirect(category.externalUrl);
  const t = await getTranslations('screens.category');
  const products = await getCategoryProducts(category.urlName, PAGE_SIZE);

  return (
    <>
      <Screen
        eyebrow={parent?.name ?? t('eyebrow')}
        title={category.name}
        lead={t('text', { count: products.total })}
        testId="screen-category"
      >
        {category.children.length > 0 && (
          <CategoryShortcuts categories={category.children} title={t('subcategories')} />
        )}
      </Screen>
      {products.items.length > 0 && (
        <section className={`container ${homeStyles.section}`} aria-label={t('productsLabel', { name: category.name })}>
          <ul className={homeStyles.grid} data-testid="category-products">
            {products.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 4} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
