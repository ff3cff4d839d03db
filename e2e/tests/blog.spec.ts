import type { Page } from '@playwright/test';
import {
  BLOG_PER_PAGE,
  BlogArticleDetailSchema,
  BlogArticlesResponseSchema,
  BlogCategoriesResponseSchema,
} from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { SEGMENTS } from '../../packages/i18n/src/segments';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, type Storefront, viaNode } from '../support/storefronts';

/**
 * The blog (issue 15 §1, §6) in every storefront: the list, a category, an article with the products
 * it mentions, a mentioned product's page, pagination, the 404 of an unknown article, and axe.
 */

/**
 * DD.MM.YYYY of an ISO instant, read off its UTC date: the seed publishes at 09:00 UTC, which is the
 * same day in every shop's time zone.
 */
function calendarDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

const readingTime = (shop: Storefront, minutes: number) =>
  shop.messages.blog.readingTime.replace('{minutes}', String(minutes));

/** The page's JSON-LD objects of one @type. */
async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === type);
}

for (const shop of STOREFRONTS) {
  const blogPath = localizedPath(shop.locale, '/blog');

  test.describe(`${shop.locale} blog`, () => {
    test('from the header: the list, a category, an article and a product it mentions', async ({ page, readApi }) => {
      await page.goto(`${shop.origin}/`);
      await page
        .getByTestId('site-header')
        .getByRole('link', { name: shop.messages.header.blog, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(`${shop.origin}${blogPath}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.messages.blog.title);

      // The newest articles, each card with its photo, title, perex, date and reading time.
      const newest = await readApi('/api/lib/v1/blog/articles', BlogArticlesResponseSchema);
      const cards = page.getByTestId('blog-list').getByTestId('blog-card');
      await expect(cards).toHaveCount(BLOG_PER_PAGE);
      const first = newest.items[0];
      if (!first) throw new Error(`${shop.locale}: no blog articles`);
      const firstCard = cards.first();
      await expect(firstCard.getByRole('heading', { level: 2 })).toHaveText(first.title);
      await expect(firstCard).toContainText(first.perex);
      await expect(firstCard.locator('time')).toHaveText(calendarDate(first.publishedAt));
      await expect(firstCard).toContainText(readingTime(shop, first.readingMinutes));
      // The photo is decoration beside the title (alt=""), so it has no img role.
      const photo = firstCard.locator('img');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // A category: its localized path, its name as the heading, only its articles.
      const categories = await readApi('/api/lib/v1/blog/categories', BlogCategoriesResponseSchema);
      const category = categories.items[1];
      if (!category) throw new Error(`${shop.locale}: too few blog categories`);
      await page.getByTestId('blog-categories').getByRole('link', { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(
        `${shop.origin}/${SEGMENTS.blog[shop.locale]}/${SEGMENTS.category[shop.locale]}/${category.urlTitle}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
      const inCategory = await readApi(
        `/api/lib/v1/blog/articles?category=${category.urlTitle}`,
        BlogArticlesResponseSchema,
      );
      await expect(page.getByTestId('blog-card')).toHaveCount(inCategory.items.length);
      await expect(page.getByTestId('blog-categories').getByRole('link', { name: category.name })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Its newest article: title, body, category link, the products it mentions, JSON-LD.
      const article = inCategory.items[0];
      if (!article) throw new Error(`${shop.locale}: the category has no articles`);
      await page.getByTestId('blog-card').first().getByRole('link', { name: article.title }).click();
      const articlePath = localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle: article.urlTitle });
      await expect(page).toHaveURL(`${shop.origin}${articlePath}`);
      const shown = page.getByTestId('blog-article');
      await expect(shown.getByRole('heading', { level: 1 })).toHaveText(article.title);
      const detail = await readApi(`/api/lib/v1/blog/articles/${article.urlTitle}`, BlogArticleDetailSchema);
      const firstParagraph = await page.evaluate(
        (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('p')?.textContent ?? '',
        detail.article.body,
      );
      expect(firstParagraph.length).toBeGreaterThan(0);
      await expect(shown.getByTestId('blog-article-body')).toContainText(firstParagraph);
      await expect(shown.getByTestId('blog-article-body')).not.toContainText('<p>');
      await expect(shown.getByTestId('blog-article-category')).toHaveText(category.name);
      await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      // The canonical as search engines read it: the article's own HTML carries exactly one. (After a
      // soft navigation Next.js may leave the previous page's canonical in the live head too, Next.js
      // issue #97472; crawlers load each URL afresh.)
      const served = viaNode(shop, articlePath);
      const html = await (await page.request.get(served.url, served.options)).text();
      expect(html.match(/<link rel="canonical" href="[^"]*"/g)).toEqual([
        `<link rel="canonical" href="${shop.origin}${articlePath}"`,
      ]);

      const [posting] = await jsonLdOf(page, 'BlogPosting');
      expect(posting).toMatchObject({
        headline: article.title,
        datePublished: article.publishedAt,
        dateModified: detail.article.updatedAt,
        author: { '@type': 'Person', name: detail.article.author },
        mainEntityOfPage: { '@type': 'WebPage', '@id': expect.stringMatching(new RegExp(`${articlePath}$`)) },
        publisher: { '@type': 'Organization' },
        image: [expect.stringMatching(/^http.*\/api\/images\/detail\/.*\.jpg\?v=\d+$/)],
      });

      const mentioned = page.getByTestId('blog-products').getByTestId('product-card');
      expect(detail.products.length).toBeGreaterThanOrEqual(2);
      await expect(mentioned).toHaveCount(detail.products.length);
      const product = detail.products[0];
      if (!product) throw new Error('no mentioned product');
      await mentioned.first().getByRole('link').first().click();
      await expect(page).toHaveURL(
        `${shop.origin}${localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: product.urlTitle })}`,
      );
      await expect(page.getByTestId('product-detail').getByRole('heading', { level: 1 })).toHaveText(product.name);
    });

    test('pages the list with real links, and an article links its neighbours', async ({ page, readApi }) => {
      const response = await page.goto(`${shop.origin}${blogPath}`);
      expect(response?.status()).toBe(200);
      const all = await readApi(`/api/lib/v1/blog/articles?page=2`, BlogArticlesResponseSchema);
      expect(all.total).toBeGreaterThan(BLOG_PER_PAGE);

      const pagination = page.getByTestId('listing-pagination');
      await pagination.getByRole('link', { name: shop.messages.listing.next }).click();
      const secondPage = `${blogPath}/${SEGMENTS.page[shop.locale]}/2`;
      await expect(page).toHaveURL(`${shop.origin}${secondPage}`);
      await expect(page.getByTestId('blog-card')).toHaveCount(all.items.length);
      await expect(page.getByTestId('blog-card').first().getByRole('heading')).toHaveText(all.items[0]?.title ?? '');
      await expect(pagination.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${secondPage}$`));

      // A page the list has not, and page 1 under a second URL, are 404s.
      for (const path of [
        `${blogPath}/${SEGMENTS.page[shop.locale]}/99`,
        `${blogPath}/${SEGMENTS.page[shop.locale]}/1`,
      ]) {
        expect((await page.goto(`${shop.origin}${path}`))?.status(), path).toBe(404);
      }

      // The newest article's older neighbour is the second newest.
      const newest = await readApi('/api/lib/v1/blog/articles?perPage=2', BlogArticlesResponseSchema);
      const [one, two] = newest.items;
      if (!one || !two) throw new Error('too few articles');
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle: one.urlTitle })}`);
      const neighbours = page.getByTestId('blog-neighbours');
      await neighbours
        .getByRole('link', { name: new RegExp(two.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .click();
      await expect(page.getByTestId('blog-article').getByRole('heading', { level: 1 })).toHaveText(two.title);
    });

    test('the list, a further page, a category and an article come from the cache for visitors with their own cookies', async ({
      playwright,
    }) => {
      const visitors = await Promise.all(
        ['session=aaa; cart=1', 'session=bbb'].map((cookie) =>
          playwright.request.newContext({ extraHTTPHeaders: { cookie } }),
        ),
      );
      try {
        const [first, second] = visitors;
        if (!first || !second) throw new Error('no visitors');
        const get = async (context: typeof first, path: string) => {
          const { url, options } = viaNode(shop, path);
          const response = await context.get(url, options);
          return {
            status: response.status(),
            headers: response.headers(),
            body: await response.body(),
          };
        };
        const articles = BlogArticlesResponseSchema.parse(
          JSON.parse((await get(first, '/api/lib/v1/blog/articles?perPage=1')).body.toString()),
        );
        const article = articles.items[0];
        if (!article) throw new Error('no article');
        for (const path of [
          blogPath,
          `${blogPath}/${SEGMENTS.page[shop.locale]}/2`,
          localizedPath(shop.locale, '/blog/category/[category]', { category: article.category.urlTitle }),
          localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle: article.urlTitle }),
        ]) {
          // Each storefront process keeps its own cache (no Redis here; each renders its own entry) and
          // a visitor may reach either: ask as both until both answers come from a cache.
          let a: Awaited<ReturnType<typeof get>> | undefined;
          let b: Awaited<ReturnType<typeof get>> | undefined;
          await expect
            .poll(
              async () => {
                [a, b] = [await get(first, path), await get(second, path)];
                return [a.status, a.headers['x-nextjs-cache'], b.headers['x-nextjs-cache']];
              },
              { message: `${path}: both from the cache` },
            )
            .toEqual([200, 'HIT', 'HIT']);
          for (const answer of [a, b]) {
            expect(answer?.headers['cache-control'], path).toMatch(/s-maxage=\d+/);
            expect(answer?.headers['set-cookie'], path).toBeUndefined();
            expect(answer?.body.toString(), path).toContain('data-testid="blog-');
          }
        }
      } finally {
        await Promise.all(visitors.map((context) => context.dispose()));
      }
    });

    test('an unknown article and an unknown category are the localized 404', async ({ page }) => {
      for (const path of [
        localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle: 'no-such-article-e2e' }),
        localizedPath(shop.locale, '/blog/category/[category]', { category: 'no-such-category-e2e' }),
      ]) {
        const response = await page.goto(`${shop.origin}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(shop.messages.notFound.title);
      }
    });

    test('the list and an article have no serious or critical WCAG 2 AA violations', async ({ page, readApi }) => {
      await page.goto(`${shop.origin}${blogPath}`);
      await expect(page.getByTestId('blog-card').first()).toBeVisible();
      expect(await blockingViolations(page), 'list').toEqual([]);
      const newest = await readApi('/api/lib/v1/blog/articles?perPage=1', BlogArticlesResponseSchema);
      const urlTitle = newest.items[0]?.urlTitle ?? '';
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle })}`);
      await expect(page.getByTestId('blog-products')).toBeVisible();
      expect(await blockingViolations(page), 'article').toEqual([]);
    });
  });
}
