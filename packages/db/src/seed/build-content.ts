import { MINOR_PER_MAJOR } from '@stride/i18n';
import type { PageListName } from '../schema';
import * as s from '../schema';
import { ARTICLES, BLOG_CATEGORIES } from './data/blog';
import { PAGE_LISTS, PAGES } from './data/pages';
import { PALETTES } from './data/palettes';
import { REVIEW_TEXTS, REVIEWS_PER_INSTANCE } from './data/reviews';
import { WEB_INSTANCES } from './data/web-instances';
import type { PhotoCatalog } from './photo-catalog';
import { Random } from './random';
import { rowsOf, type TableRows } from './table-rows';
import { slugify } from './text';

const DAY = 86_400_000;

export function buildContent(seed: number, today: string, photos: PhotoCatalog): TableRows[] {
  const todayMs = Date.parse(`${today}T09:00:00Z`);
  const pages: (typeof s.pages.$inferInsert)[] = [];
  const pageLists: (typeof s.pageLists.$inferInsert)[] = [];
  const blogCategories: (typeof s.blogCategories.$inferInsert)[] = [];
  const articles: (typeof s.blogArticles.$inferInsert)[] = [];
  const reviews: (typeof s.reviews.$inferInsert)[] = [];
  const coupons: (typeof s.coupons.$inferInsert)[] = [];

  const articlePhotos = ARTICLES.map((article, index) => {
    const palette = PALETTES[(index * 3) % PALETTES.length] ?? PALETTES[0];
    if (!palette) throw new Error('no palettes');
    return photos.scene(`article-${index + 1}`, palette, index, article.title.sk);
  });

  for (const instance of WEB_INSTANCES) {
    const locale = instance.locale;
    const pageIds = new Map<string, number>();
    for (const page of PAGES) {
      const id = pages.length + 1;
      pageIds.set(page.kind, id);
      const text = page.text[locale];
      pages.push({
        id,
        webInstanceId: instance.id,
        kind: page.kind,
        title: text.title,
        urlTitle: text.urlTitle,
        body: text.body,
        updatedAt: new Date('2025-01-15T08:00:00Z'),
      });
    }
    for (const [list, kinds] of Object.entries(PAGE_LISTS) as [PageListName, readonly string[]][]) {
      kinds.forEach((kind, position) => {
        const pageId = pageIds.get(kind);
        if (!pageId) throw new Error(`page list ${list}: unknown page ${kind}`);
        pageLists.push({ webInstanceId: instance.id, list, pageId, position });
      });
    }

    const categoryIds = new Map<string, number>();
    BLOG_CATEGORIES.forEach((category, position) => {
      const id = blogCategories.length + 1;
      categoryIds.set(category.code, id);
      blogCategories.push({
        id,
        webInstanceId: instance.id,
        name: category.name[locale],
        urlTitle: slugify(category.name[locale]),
        position,
      });
    });
    ARTICLES.forEach((article, index) => {
      articles.push({
        id: articles.length + 1,
        webInstanceId: instance.id,
        blogCategoryId: categoryIds.get(article.category) as number,
        title: article.title[locale],
        urlTitle: slugify(article.title[locale]),
        perex: article.perex[locale],
        body: article.body[locale].map((p) => `<p>${p}</p>`).join('\n'),
        author: article.author,
        photoId: articlePhotos[index] ?? null,
        publishedAt: new Date(todayMs - (index * 9 + 2) * DAY),
      });
    });

    const random = new Random('reviews', seed, locale);
    const texts = REVIEW_TEXTS[locale];
    for (let i = 0; i < REVIEWS_PER_INSTANCE; i++) {
      // The newest review has no summary and the third one does not recommend: the display rule
      // of spec §2 must skip them, so the footer never simply shows the five newest.
      const hiddenEmpty = i === 0 || i % 9 === 4;
      const hiddenNegative = i === 2 || i % 11 === 7;
      const recommends = hiddenNegative ? 0 : 1;
      const summary = hiddenEmpty
        ? ''
        : hiddenNegative
          ? random.pick(texts.negative)
          : (texts.positive[i % texts.positive.length] as string);
      const rating = hiddenNegative
        ? random.pick([1, 1.5, 2, 2.5])
        : random.pick([4, 4.5, 4.5, 5, 5, 5, 4.8, 4.7, 3.5]);
      reviews.push({
        id: reviews.length + 1,
        webInstanceId: instance.id,
        summary,
        recommends,
        totalRating: rating,
        source: instance.reviewSource,
        pros: hiddenNegative ? '' : `${random.pick(texts.pros)}, ${random.pick(texts.pros)}`,
        cons: random.pick(texts.cons),
        foreignKey: `${instance.reviewSource.split('.')[0]}-${locale}-${String(104_220 + i * 37).padStart(7, '0')}`,
        createdAt: new Date(todayMs - (i * 2 + random.int(0, 1)) * DAY - random.int(0, 600) * 60_000),
      });
    }

    coupons.push(
      {
        id: coupons.length + 1,
        webInstanceId: instance.id,
        hash: `BEH10-${locale.toUpperCase()}`,
        percent: 10,
        value: null,
        minOrderTotal: 0,
        singleUse: false,
        validFrom: new Date(todayMs - 30 * DAY),
        validTo: new Date(todayMs + 60 * DAY),
      },
      {
        id: coupons.length + 2,
        webInstanceId: instance.id,
        hash: `VITAJ-${locale.toUpperCase()}`,
        percent: null,
        value: 5 * instance.perEuro * MINOR_PER_MAJOR,
        minOrderTotal: 50 * instance.perEuro * MINOR_PER_MAJOR,
        singleUse: true,
        validFrom: new Date(todayMs - 30 * DAY),
        validTo: new Date(todayMs + 365 * DAY),
      },
    );
  }

  return [
    rowsOf(s.pages, pages),
    rowsOf(s.pageLists, pageLists),
    rowsOf(s.blogCategories, blogCategories),
    rowsOf(s.blogArticles, articles),
    rowsOf(s.reviews, reviews),
    rowsOf(s.coupons, coupons),
  ];
}
