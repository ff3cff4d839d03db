import { MINOR_PER_MAJOR } from '@stride/i18n';
import type { PageListName } from '../schema';
import * as s from '../schema';
import { mentionedProducts } from './blog-mentions';
import type { MentionableProduct } from './build-products';
import { ARTICLES, BLOG_CATEGORIES } from './data/blog';
import { PAGE_LISTS, PAGES, storePageKey } from './data/pages';
import { PALETTES } from './data/palettes';
import { REVIEW_TEXTS, REVIEWS_PER_INSTANCE } from './data/reviews';
import { STORES } from './data/stores';
import { WEB_INSTANCES } from './data/web-instances';
import type { PhotoCatalog } from './photo-catalog';
import { Random } from './random';
import { rowsOf, type TableRows } from './table-rows';
import { slugify } from './text';

const DAY = 86_400_000;

/** ISIC cards the demo register knows (no ISIC api configured), listed in the README. */
export const ISIC_DEMO_CARDS = [
  { cardNumber: 'S421000123456A', surname: 'Nováková' },
  { cardNumber: 'S420000654321B', surname: 'Dvořák' },
  { cardNumber: 'S348000111222C', surname: 'Kovács' },
] as const;

export function buildContent(
  seed: number,
  today: string,
  photos: PhotoCatalog,
  products: readonly MentionableProduct[],
): TableRows[] {
  const todayMs = Date.parse(`${today}T09:00:00Z`);
  const pages: (typeof s.pages.$inferInsert)[] = [];
  const pageLists: (typeof s.pageLists.$inferInsert)[] = [];
  const blogCategories: (typeof s.blogCategories.$inferInsert)[] = [];
  const articles: (typeof s.blogArticles.$inferInsert)[] = [];
  const articleProducts: (typeof s.blogArticleProducts.$inferInsert)[] = [];
  const reviews: (typeof s.reviews.$inferInsert)[] = [];
  const coupons: Omit<typeof s.coupons.$inferInsert, 'id'>[] = [];
  const vouchers: Omit<typeof s.giftVouchers.$inferInsert, 'id' | 'balance'>[] = [];

  // One topic, one set of products in every shop (each product is priced in all three).
  const mentions = ARTICLES.map((article, index) => mentionedProducts(article, index, products, seed));
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
        // Every row names every column: the bulk insert takes its column list from the first row.
        operationUnitId: null,
        title: text.title,
        urlTitle: text.urlTitle,
        body: text.body,
        updatedAt: new Date('2025-01-15T08:00:00Z'),
      });
    }
    // Every store's page: the store's own description, address and hours are its content.
    for (const store of STORES) {
      const id = pages.length + 1;
      pageIds.set(storePageKey(store.id), id);
      pages.push({
        id,
        webInstanceId: instance.id,
        kind: 'store',
        operationUnitId: store.id,
        title: store.pageTitle[locale],
        urlTitle: slugify(store.pageTitle[locale]),
        body: '',
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
      const articleId = articles.length + 1;
      mentions[index]?.forEach((productId, position) => {
        articleProducts.push({ blogArticleId: articleId, productId, position });
      });
      articles.push({
        id: articleId,
        webInstanceId: instance.id,
        blogCategoryId: categoryIds.get(article.category) as number,
        title: article.title[locale],
        urlTitle: slugify(article.title[locale]),
        perex: article.perex[locale],
        body: article.body[locale].map((p) => `<p>${p}</p>`).join('\n'),
        author: article.author,
        photoId: articlePhotos[index] ?? null,
        // One article told in three languages: the shops' copies link to each other (hreflang).
        story: `article-${index + 1}`,
        publishedAt: new Date(todayMs - (index * 9 + 2) * DAY),
        // Every third article was revised a day after it came out (its structured data says so).
        updatedAt: new Date(todayMs - (index * 9 + 2 - (index % 3 === 0 ? 1 : 0)) * DAY),
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

    // The shop's coupons, listed in the README: one of each kind a shopper can meet.
    const code = (name: string) => `${name}-${locale.toUpperCase()}`;
    const major = (amount: number) => amount * instance.perEuro * MINOR_PER_MAJOR;
    const couponTerms = {
      webInstanceId: instance.id,
      value: null,
      percent: null,
      minOrderTotal: 0,
      maxUses: null,
      maxUsesPerCustomer: null,
      skipsDiscountedGoods: false,
    };
    coupons.push(
      // 10 % off anything, for two months.
      {
        ...couponTerms,
        hash: code('BEH10'),
        percent: 10,
        validFrom: new Date(todayMs - 30 * DAY),
        validTo: new Date(todayMs + 60 * DAY),
      },
      // 5 € (125 Kč, 2 000 Ft) off an order from 50 €, once per customer.
      {
        ...couponTerms,
        hash: code('VITAJ'),
        value: major(5),
        minOrderTotal: major(50),
        maxUsesPerCustomer: 1,
        validFrom: new Date(todayMs - 30 * DAY),
        validTo: new Date(todayMs + 365 * DAY),
      },
      // 20 % off full-price goods only.
      { ...couponTerms, hash: code('PLNA20'), percent: 20, skipsDiscountedGoods: true, validFrom: null, validTo: null },
      // Expired last month: the "expired" message.
      {
        ...couponTerms,
        hash: code('LETO15'),
        percent: 15,
        validFrom: new Date(todayMs - 120 * DAY),
        validTo: new Date(todayMs - 30 * DAY),
      },
    );
    // Gift vouchers pay part of an order (issue 11 §3); what is left stays on them.
    vouchers.push(
      {
        webInstanceId: instance.id,
        code: code('DARCEK25'),
        value: major(25),
        minOrderValue: 0,
        expiresAt: new Date(todayMs + 365 * DAY),
      },
      {
        webInstanceId: instance.id,
        code: code('DARCEK100'),
        value: major(100),
        minOrderValue: major(40),
        expiresAt: new Date(todayMs + 365 * DAY),
      },
    );
  }

  return [
    rowsOf(s.pages, pages),
    rowsOf(s.pageLists, pageLists),
    rowsOf(s.blogCategories, blogCategories),
    rowsOf(s.blogArticles, articles),
    rowsOf(s.blogArticleProducts, articleProducts),
    rowsOf(s.reviews, reviews),
    rowsOf(
      s.coupons,
      coupons.map((coupon, index) => ({ id: index + 1, ...coupon })),
    ),
    rowsOf(
      s.giftVouchers,
      vouchers.map((voucher, index) => ({ id: index + 1, ...voucher, balance: voucher.value })),
    ),
    rowsOf(
      s.isicCards,
      ISIC_DEMO_CARDS.map((card, index) => ({ id: index + 1, ...card, validTo: new Date(todayMs + 365 * DAY) })),
    ),
  ];
}
