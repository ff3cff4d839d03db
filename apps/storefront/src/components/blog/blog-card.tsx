import type { BlogArticleCard } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { ProductImage } from '@/components/product/product-image';
import styles from './blog.module.css';

/** How wide a card's photo is drawn: one column on phones, two up to 1000 px, then three of the page. */
const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 32px), (max-width: 1000px) calc(50vw - 40px), 420px';

/** An article as a card: photo, title (the link), perex, date and reading time. */
export async function BlogCard({
  article,
  heading,
  priority = false,
}: {
  article: BlogArticleCard;
  /** h2 in the list under its h1, h3 under the article's "related" heading. */
  heading: 'h2' | 'h3';
  /** The first row's photos load eagerly. */
  priority?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  const Heading = heading;
  return (
    <article className={styles.card} data-testid="blog-card">
      {article.photo && (
        <ProductImage
          className={styles.cardImage}
          photo={article.photo}
          size="card"
          // The title says what the photo shows; the photo is decoration beside it.
          alt=""
          priority={priority}
          sizes={CARD_IMAGE_SIZES}
        />
      )}
      <div className={styles.cardBody}>
        <p className={styles.cardCategory}>{article.category.name}</p>
        <Heading className={styles.cardTitle}>
          {/* The whole card is the link's target area (styles.cardLink stretches it). */}
          <Link
            href={{ pathname: '/blog/[urlTitle]', params: { urlTitle: article.urlTitle } }}
            className={styles.cardLink}
          >
            {article.title}
          </Link>
        </Heading>
        <p className={styles.perex}>{article.perex}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale as Locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}

/** Cards in a grid, as a list. */
export async function BlogCards({
  articles,
  heading,
  eager = 0,
}: {
  articles: readonly BlogArticleCard[];
  heading: 'h2' | 'h3';
  eager?: number;
}) {
  return (
    <ul className={styles.grid} data-testid="blog-cards">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BlogCard article={article} heading={heading} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
