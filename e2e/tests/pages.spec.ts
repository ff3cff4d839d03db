import type { Page } from '@playwright/test';
import type { z } from 'zod';
import {
  BLOG_PER_PAGE,
  BlogArticlesResponseSchema,
  BlogCategoriesResponseSchema,
  CategoryTreeResponseSchema,
  FooterResponseSchema,
  PageDetailSchema,
  ProductListResponseSchema,
  ProductSchema,
} from '../../packages/contract/src';
import { localizedPath, ROUTES, type Route } from '../../packages/i18n/src/routes';
import { SEGMENTS } from '../../packages/i18n/src/segments';
import { expect, type ReadApi, test } from '../support/api';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

/** A product listing asked for these fields only (`fields=`): the contract's product, those fields. */
const ListedProductSchema = ProductSchema.pick({
  id: true,
  name: true,
  urlTitle: true,
  brand: true,
  finalPriceData: true,
});
const ListedProductsSchema = ProductListResponseSchema.extend({ items: ListedProductSchema.array() });

/** The real catalog values the parameterized routes are filled with. */
type RealValues = {
  product: z.infer<typeof ListedProductSchema>;
  categoryUrlName: string;
  pageUrlTitle: string;
  blogArticle: string;
  blogCategory: string;
  /** Whether the blog category has a second page (the seed's have not: its page 2 is then a 404). */
  blogCategoryPaged: boolean;
};

async function realValues(page: Page, readApi: ReadApi, shop: Storefront): Promise<RealValues> {
  await page.goto(`${shop.origin}/`);
  const [products, categories, footer, articles, blogCategories] = await Promise.all([
    readApi('/api/lib/v1/products?perPage=1&fields=id,name,urlTitle,brand,finalPriceData', ListedProductsSchema),
    readApi('/api/custom/categories?depth=2', CategoryTreeResponseSchema),
    readApi('/api/pages/footer', FooterResponseSchema),
    readApi('/api/lib/v1/blog/articles?perPage=1', BlogArticlesResponseSchema),
    readApi('/api/lib/v1/blog/categories', BlogCategoriesResponseSchema),
  ]);
  const product = products.items[0];
  const category = categories.items.find((candidate) => candidate.externalUrl === null);
  const listedPage = footer.statics01[0] ?? footer.statics02[0];
  const blogArticle = articles.items[0];
  const blogCategory = blogCategories.items[0];
  if (!product || !category || !listedPage || !blogArticle || !blogCategory) {
    throw new Error(`${shop.locale}: the seed catalog is missing data`);
  }
  const categoryList = await readApi(
    `/api/lib/v1/blog/articles?perPage=1&category=${blogCategory.urlTitle}`,
    BlogArticlesResponseSchema,
  );
  return {
    product,
    categoryUrlName: category.urlName,
    pageUrlTitle: listedPage.urlTitle,
    blogArticle: blogArticle.urlTitle,
    blogCategory: blogCategory.urlTitle,
    blogCategoryPaged: categoryList.total > BLOG_PER_PAGE,
  };
}

function paramsOf(route: Route, real: RealValues): Record<string, string> {
  switch (route) {
    case '/product/[urlTitle]':
      return { urlTitle: real.product.urlTitle };
    case '/page/[urlTitle]':
      return { urlTitle: real.pageUrlTitle };
    case '/blog/[urlTitle]':
      return { urlTitle: real.blogArticle };
    case '/blog/page/[page]':
      // The seed has more articles than a page shows.
      return { page: '2' };
    case '/blog/category/[category]':
      return { category: real.blogCategory };
    case '/blog/category/[category]/page/[page]':
      return { category: real.blogCategory, page: '2' };
    case '/category/[category]/[[...parameters]]':
      return { category: real.categoryUrlName };
    case '/search/[term]/[[...parameters]]':
      return { term: real.product.brand.name };
    case '/account/orders/[id]':
      // No order of this visitor's (logged out: the page sends them to the login).
      return { id: '1' };
    case '/order/thank-you/[token]':
      // A well-formed link that is no order's: the page says so (the journeys in checkout.spec.ts order).
      return { token: 'A'.repeat(43) };
    default:
      return {};
  }
}

for (const shop of STOREFRONTS) {
  test.describe(`${shop.locale} storefront routes`, () => {
    test('every route of the table answers 200 at its localized path', async ({ page, readApi }) => {
      const real = await realValues(page, readApi, shop);
      for (const route of ROUTES) {
        const path = localizedPath(shop.locale, route, paramsOf(route, real));
        const response = await page.goto(`${shop.origin}${path}`);
        if (route === '/blog/category/[category]/page/[page]' && !real.blogCategoryPaged) {
          // A page past a list's last is the localized 404 (blog.spec.ts shows a second page of the whole list).
          expect(response?.status(), `${route} at ${path}`).toBe(404);
          continue;
        }
        expect(response?.status(), `${route} at ${path}`).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', shop.lang);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      }
    });

    test('a product shows its name, brand, photo and price', async ({ page, readApi }) => {
      const { product } = await realValues(page, readApi, shop);
      const path = localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: product.urlTitle });
      const response = await page.goto(`${shop.origin}${path}`);
      expect(response?.status()).toBe(200);
      const detail = page.getByTestId('product-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(detail.getByTestId('product-brand')).toHaveText(product.brand.name);
      // The product's own price comes first; related products' cards follow.
      await expect(detail.getByTestId('product-price').first()).toContainText(product.finalPriceData.priceFormatted);
      const photo = detail.getByTestId('gallery-main').getByRole('img');
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    });

    test('a static page from the footer shows its content', async ({ page, readApi }) => {
      await page.goto(`${shop.origin}/`);
      const link = page.getByTestId('footer-statics01').getByRole('link').first();
      const title = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${SEGMENTS.page[shop.locale]}/[a-z0-9-]+$`));
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);

      const urlTitle = new URL(page.url()).pathname.split('/').pop() ?? '';
      const detail = await readApi(`/api/pages/page/${urlTitle}`, PageDetailSchema);
      const paragraphs = await page.evaluate(
        (html) =>
          Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('p, li'), (element) =>
            (element.textContent ?? '').trim(),
          ),
        detail.content,
      );
      expect(paragraphs.length).toBeGreaterThan(0);
      const content = article.getByTestId('page-content');
      for (const text of paragraphs) await expect(content).toContainText(text);
      // The HTML is rendered, not shown as text.
      await expect(content).not.toContainText('<p>');
    });

    test('the cart has the slim header and footer; registration also hides the wishlist', async ({ page }) => {
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/cart')}`);
      await expect(page.getByTestId('slim-header')).toBeVisible();
      await expect(page.getByTestId('slim-footer')).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await expect(page.getByTestId('search-form')).toHaveCount(0);
      await expect(page.getByTestId('cart-link')).toBeVisible();
      await expect(page.getByTestId('wishlist-link')).toBeVisible();

      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/registration')}`);
      await expect(page.getByTestId('slim-header')).toBeVisible();
      await expect(page.getByTestId('slim-footer')).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('cart-link')).toBeVisible();
      await expect(page.getByTestId('wishlist-link')).toHaveCount(0);
    });

    test('an unknown product and an unknown page are the localized 404', async ({ page }) => {
      for (const path of [
        localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: 'no-such-product-e2e' }),
        localizedPath(shop.locale, '/page/[urlTitle]', { urlTitle: 'no-such-page-e2e' }),
      ]) {
        const response = await page.goto(`${shop.origin}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(shop.messages.notFound.title);
        await expect(page.getByTestId('site-header'), path).toBeVisible();
      }
    });

    test('an unknown path is the localized 404 in the server HTML, header and footer included', async ({ browser }) => {
      // Without JavaScript, only what the server sent is on the screen.
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${shop.origin}/no-such-path-e2e/deeper`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', shop.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.messages.notFound.title);
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(page.getByTestId('site-footer')).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${shop.messages.notFound.title} \\| `));
      } finally {
        await context.close();
      }
    });
  });
}
