import type { BlogArticleCard } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { ShopLink } from '@/components/common/shop-link';
import { ProductImage } from '@/components/product/product-image';
import styles from './blog.module.css';

/** How wide a card's photo is drawn: one column on phones, two up to 1000 px, then three of the page. */
const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 32px), (max-width: 1000px) calc(50vw - 40px), 420px';

type CardTexts = { readingTime: (minutes: number) => string; date: (iso: string) => string };

/**
 * An article as a card: photo, title (the link), perex, date and reading time. Synchronous, given its
 * href and texts: a list's cards render in one pass, so a cached page's bytes are the same whichever
 * process renders it (async siblings' chunks may stream in any order).
 */
function BlogCard({
  article,
  href,
  texts,
  heading,
  priority,
}: {
  article: BlogArticleCard;
  href: string;
  texts: CardTexts;
  /** h2 in the list under its h1, h3 under the article's "related" heading. */
  heading: 'h2' | 'h3';
  /** The first row's photos load eagerly. */
  priority: boolean;
}) {
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
          <ShopLink href={href} className={styles.cardLink}>
            {article.title}
          </ShopLink>
        </Heading>
        <p className={styles.perex}>{article.perex}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{texts.date(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{texts.readingTime(article.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}

/** Article cards in a grid, as a list; the first `eager` photos load eagerly. */
export async function BlogCards({
  articles,
  heading,
  eager = 0,
}: {
  articles: readonly BlogArticleCard[];
  heading: 'h2' | 'h3';
  eager?: number;
}) {
  const [t, locale, path] = await Promise.all([getTranslations('blog'), getLocale(), getPath()]);
  const texts: CardTexts = {
    readingTime: (minutes) => t('readingTime', { minutes }),
    date: (iso) => formatDate(iso, locale as Locale),
  };
  return (
    <ul className={styles.grid} data-testid="blog-cards">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BlogCard
            article={article}
            href={path({ pathname: '/blog/[urlTitle]', params: { urlTitle: article.urlTitle } })}
            texts={texts}
            heading={heading}
            priority={index < eager}
          />
        </li>
      ))}
    </ul>
  );
}
