import type { BlogArticlesResponse, BlogCategory } from '@stride/contract';
import { getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { ShopLink } from '@/components/common/shop-link';
import { ListingPagination } from '@/components/listing/listing-pagination';
import { blogListHref } from '@/lib/blog/blog-list';
import styles from './blog.module.css';
import { BlogCards } from './blog-card';

type BlogListProps = {
  list: BlogArticlesResponse;
  categories: readonly BlogCategory[];
  page: number;
  pages: number;
};

/** The blog list: heading, the categories as links, a page of article cards and the pagination. */
export async function BlogList({ list, categories, page, pages }: BlogListProps) {
  const [t, path] = await Promise.all([getTranslations('blog'), getPath()]);
  const current = list.category?.urlTitle ?? null;
  return (
    <div className={`container ${styles.list}`} data-testid="blog-list">
      <header className={styles.listHeader}>
        <p className={styles.eyebrow}>{list.category ? t('title') : t('eyebrow')}</p>
        <h1 className={`display ${styles.listTitle}`}>{list.category?.name ?? t('title')}</h1>
      </header>
      <nav aria-label={t('categoriesLabel')} className={styles.categories} data-testid="blog-categories">
        <ul>
          <li>
            <ShopLink
              href={path('/blog')}
              className={styles.categoryLink}
              aria-current={current === null ? 'page' : undefined}
            >
              {t('allCategories')}
            </ShopLink>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <ShopLink
                href={path(blogListHref(category.urlTitle, 1))}
                className={styles.categoryLink}
                aria-current={category.urlTitle === current ? 'page' : undefined}
              >
                {category.name}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <BlogCards articles={list.items} heading="h2" eager={3} />
      )}
      <ListingPagination links={{ page: (number) => blogListHref(current, number) }} page={page} pages={pages} />
    </div>
  );
}
