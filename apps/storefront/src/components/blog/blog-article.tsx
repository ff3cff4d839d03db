import type { BlogArticleDetail } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { getTranslations } from 'next-intl/server';
import breadcrumbStyles from '@/components/common/breadcrumbs.module.css';
import { JsonLd } from '@/components/common/json-ld';
import { getPath } from '@/components/common/link';
import { ShopLink } from '@/components/common/shop-link';
import pageStyles from '@/components/content/static-page.module.css';
import { ProductImage } from '@/components/product/product-image';
import { ProductListSection } from '@/components/product/product-list-section';
import { publicOrigin } from '@/i18n/host-locale';
import { getPathname } from '@/i18n/navigation';
import { blogListHref } from '@/lib/blog/blog-list';
import { breadcrumbStructuredData } from '@/lib/seo/structured-data';
import styles from './blog.module.css';
import { BlogCards } from './blog-card';
import { BlogPostingJsonLd } from './blog-posting-json-ld';

/**
 * A blog article: its category, title, date, reading time and author, photo, perex and body (HTML the
 * api sanitized), then the products it mentions as the listings' cards, related articles, and links
 * to the previous and next article.
 */
export async function BlogArticle({ detail, locale }: { detail: BlogArticleDetail; locale: Locale }) {
  const [t, localize] = await Promise.all([getTranslations('blog'), getPath()]);
  const { article } = detail;
  const path = getPathname({ locale, href: { pathname: '/blog/[urlTitle]', params: { urlTitle: article.urlTitle } } });
  const origin = publicOrigin(locale);
  return (
    <>
      <article className={`container ${styles.article}`} data-testid="blog-article" aria-labelledby="article-title">
        <nav aria-label={t('breadcrumbsLabel')} className={`${breadcrumbStyles.breadcrumbs} ${styles.breadcrumbLinks}`}>
          <ol>
            <li>
              <ShopLink href={localize('/blog')}>{t('eyebrow')}</ShopLink>
            </li>
            <li>
              <ShopLink href={localize(blogListHref(article.category.urlTitle, 1))} data-testid="blog-article-category">
                {article.category.name}
              </ShopLink>
            </li>
          </ol>
        </nav>
        <header className={styles.articleHeader}>
          <h1 id="article-title" className={`display ${styles.articleTitle}`}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
            <span aria-hidden="true"> · </span>
            <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
            {article.author !== '' && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{t('author', { name: article.author })}</span>
              </>
            )}
          </p>
        </header>
        {article.photo && (
          <ProductImage
            className={styles.articleImage}
            photo={article.photo}
            size="detail"
            alt={article.photo.title}
            priority
            sizes="(max-width: 848px) calc(100vw - 32px), 800px"
          />
        )}
        <p className={styles.lead}>{article.perex}</p>
        <div
          className={pageStyles.prose}
          data-testid="blog-article-body"
          // The api sanitizes the body where it reads it (apps/api/src/lib/sanitize-html.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the api
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      </article>
      <ProductListSection id="blog-products" title={t('products')} products={detail.products} />
      {detail.related.length > 0 && (
        <section
          className={`container ${styles.related}`}
          aria-labelledby="blog-related-title"
          data-testid="blog-related"
        >
          <h2 id="blog-related-title" className="section-title">
            {t('related')}
          </h2>
          <BlogCards articles={detail.related} heading="h3" />
        </section>
      )}
      {(detail.previous || detail.next) && (
        <nav
          className={`container ${styles.neighbours}`}
          aria-label={t('articleNavigation')}
          data-testid="blog-neighbours"
        >
          {detail.previous && (
            <ShopLink
              href={localize({ pathname: '/blog/[urlTitle]', params: { urlTitle: detail.previous.urlTitle } })}
              rel="prev"
              className={styles.neighbour}
            >
              <span className={styles.neighbourLabel}>{t('previousArticle')}</span>
              <span className={styles.neighbourTitle}>{detail.previous.title}</span>
            </ShopLink>
          )}
          {detail.next && (
            <ShopLink
              href={localize({ pathname: '/blog/[urlTitle]', params: { urlTitle: detail.next.urlTitle } })}
              rel="next"
              className={`${styles.neighbour} ${styles.neighbourNext}`}
            >
              <span className={styles.neighbourLabel}>{t('nextArticle')}</span>
              <span className={styles.neighbourTitle}>{detail.next.title}</span>
            </ShopLink>
          )}
        </nav>
      )}
      <BlogPostingJsonLd article={article} locale={locale} path={path} />
      <JsonLd
        data={breadcrumbStructuredData([
          { name: t('eyebrow'), url: `${origin}${localize('/blog')}` },
          { name: article.category.name, url: `${origin}${localize(blogListHref(article.category.urlTitle, 1))}` },
          { name: article.title, url: `${origin}${path}` },
        ])}
      />
    </>
  );
}
