import type { ProductDetail } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import breadcrumbStyles from '@/components/common/breadcrumbs.module.css';
import { getPath } from '@/components/common/link';
import { CategoryLink } from '@/components/menu/category-link';
import { categoryTarget } from '@/components/menu/category-target';
import { JsonLd } from './json-ld';

type Crumb = ProductDetail['breadcrumbs'][number];

/** The main category's path down to the product, as links and as a schema.org BreadcrumbList. */
export async function ProductBreadcrumbs({ crumbs, productName }: { crumbs: Crumb[]; productName: string }) {
  if (crumbs.length === 0) return null;
  const [t, path] = await Promise.all([getTranslations('productDetail'), getPath()]);
  return (
    <nav aria-label={t('breadcrumbs')} className={breadcrumbStyles.breadcrumbs} data-testid="breadcrumbs">
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
            item: categoryTarget({ ...crumb, externalUrl: null }, path).href,
          })),
        }}
      />
    </nav>
  );
}
