import type { ProductDetail } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import breadcrumbStyles from '@/components/common/breadcrumbs.module.css';
import { JsonLd } from '@/components/common/json-ld';
import { getPath } from '@/components/common/link';
import { CategoryLink } from '@/components/menu/category-link';
import { categoryTarget } from '@/components/menu/category-target';
import { publicOrigin } from '@/i18n/host-locale';
import { breadcrumbStructuredData } from '@/lib/seo/structured-data';

type Crumb = ProductDetail['breadcrumbs'][number];

/**
 * The main category's path down to the product, as links and as a schema.org BreadcrumbList whose
 * last level is the product page itself (absolute URLs on the shop's configured origin).
 */
export async function ProductBreadcrumbs({
  crumbs,
  productName,
  productUrlTitle,
}: {
  crumbs: Crumb[];
  productName: string;
  productUrlTitle: string;
}) {
  if (crumbs.length === 0) return null;
  const [t, path, locale] = await Promise.all([getTranslations('productDetail'), getPath(), getLocale()]);
  const origin = publicOrigin(locale as Locale);
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
        data={breadcrumbStructuredData([
          ...crumbs.map((crumb) => ({
            name: crumb.name,
            url: `${origin}${categoryTarget({ ...crumb, externalUrl: null }, path).href}`,
          })),
          {
            name: productName,
            url: `${origin}${path({ pathname: '/product/[urlTitle]', params: { urlTitle: productUrlTitle } })}`,
          },
        ])}
      />
    </nav>
  );
}
