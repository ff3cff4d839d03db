import type { ProductDetail } from '@stride/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { CategoryLink } from '@/components/menu/category-link';
import { getPathname } from '@/i18n/navigation';
import { JsonLd } from './json-ld';
import styles from './product-detail.module.css';

type Crumb = ProductDetail['breadcrumbs'][number];

/** The main category's path down to the product, as links and as a schema.org BreadcrumbList. */
export async function ProductBreadcrumbs({ crumbs, productName }: { crumbs: Crumb[]; productName: string }) {
  if (crumbs.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('productDetail'), getLocale()]);
  const pathOf = (crumb: Crumb) =>
    getPathname({
      locale,
      href: {
        pathname: '/category/[category]/[[...parameters]]',
        params: { category: crumb.urlName, parameters: undefined },
      },
    });
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs} data-testid="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.id}>
            <CategoryLink category={{ ...crumb, externalUrl: null }} />
          </li>
        ))}
        <li aria-current="page">{productName}</li>
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: pathOf(crumb),
          })),
        }}
      />
    </nav>
  );
}
