import type { BlogArticleDetail } from '@stride/contract';
import { type Locale, SITE_NAME } from '@stride/i18n';
import { imageUrl } from '@stride/rules';
import { JsonLd } from '@/components/common/json-ld';
import { publicOrigin } from '@/i18n/host-locale';

/**
 * The article as a schema.org BlogPosting. Every URL is absolute, on the shop's configured domain
 * (never the request's: the page is cached), and the image is the JPEG variant search engines read.
 */
export function BlogPostingJsonLd({
  article,
  locale,
  path,
}: {
  article: BlogArticleDetail['article'];
  locale: Locale;
  /** The article's localized path. */
  path: string;
}) {
  const origin = publicOrigin(locale);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.perex,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { '@type': 'Person', name: article.author },
        ...(article.photo ? { image: [`${origin}${imageUrl(article.photo, 'detail', 'jpg')}`] } : {}),
        publisher: { '@type': 'Organization', name: SITE_NAME[locale], url: `${origin}/` },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${path}` },
        articleSection: article.category.name,
      }}
    />
  );
}
