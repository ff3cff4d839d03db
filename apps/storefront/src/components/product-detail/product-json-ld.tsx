import type { ProductDetail } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { textOfSanitizedHtml } from '@stride/rules/browser';
import { getLocale } from 'next-intl/server';
import { JsonLd } from '@/components/common/json-ld';
import { publicOrigin } from '@/i18n/host-locale';
import { getPathname } from '@/i18n/navigation';
import { productStructuredData } from '@/lib/seo/structured-data';

/** The product as a schema.org Product with an Offer per size, on the shop's configured origin. */
export async function ProductJsonLd({ detail }: { detail: ProductDetail }) {
  const locale = (await getLocale()) as Locale;
  const origin = publicOrigin(locale);
  const { product } = detail;
  const path = getPathname({
    locale,
    href: { pathname: '/product/[urlTitle]', params: { urlTitle: product.urlTitle } },
  });
  return (
    <JsonLd
      data={productStructuredData({
        product,
        sizes: detail.sizes,
        description: textOfSanitizedHtml(detail.description) || product.name,
        url: `${origin}${path}`,
        origin,
      })}
    />
  );
}
