import { ProductDetailSchema, ProductListResponseSchema } from '../../packages/contract/src';
import { expect, type ReadApi, test } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/** The urlTitle of a retired product of the storefront: listings hide them, lists of ids do not. */
async function retiredUrlTitle(readApi: ReadApi): Promise<string> {
  for (let start = 1; start < 5_000; start += 100) {
    const ids = Array.from({ length: 100 }, (_, index) => start + index).join(',');
    const list = await readApi(
      `/api/lib/v1/products?productIds=${ids}&perPage=100&fields=urlTitle,status`,
      ProductListResponseSchema,
    );
    const retired = list.items.find((item) => item.status === 'retired');
    if (retired?.urlTitle) return retired.urlTitle;
  }
  throw new Error('the seed catalog has no retired product');
}

for (const shop of STOREFRONTS) {
  const texts = shop.messages.productDetail;

  test.describe(`${shop.locale} product detail`, () => {
    test('a product from the home page: gallery, lightbox by keyboard, size choice, breadcrumbs', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const card = page.getByTestId('product-card').first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('link').click();
      const detail = page.getByTestId('product-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(name);

      // Gallery: the main photo loads; thumbnails are the 78×59 variant.
      const main = page.getByTestId('gallery-main');
      const mainImage = main.getByRole('img');
      await expect(mainImage).toBeVisible();
      await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const thumbs = page.getByTestId('gallery-thumb');
      const thumbCount = await thumbs.count();
      if (thumbCount > 0) {
        await expect(thumbs.first().locator('img')).toHaveAttribute('src', /\/api\/images\/thumb\/.+\.webp\?v=/);
      }

      // Lightbox by keyboard: Enter opens it, arrows move, Escape closes and focus comes back.
      await main.focus();
      await page.keyboard.press('Enter');
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      const position = page.getByTestId('lightbox-position');
      const total = Math.max(thumbCount, 1);
      await expect(position).toHaveText(texts.photoOf.replace('{number}', '1').replace('{total}', String(total)));
      if (total > 1) {
        await page.keyboard.press('ArrowRight');
        await expect(position).toHaveText(texts.photoOf.replace('{number}', '2').replace('{total}', String(total)));
        await page.keyboard.press('ArrowLeft');
        await expect(position).toHaveText(texts.photoOf.replace('{number}', '1').replace('{total}', String(total)));
      }
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(main).toBeFocused();

      // A size must be chosen before "add to cart" (the cart journey, cart.spec.ts, adds it).
      const add = page.getByTestId('add-to-cart');
      await expect(add).toBeDisabled();
      await expect(page.getByTestId('add-to-cart-hint')).toHaveText(texts.chooseSizeFirst);
      const size = page
        .getByTestId('size-selector')
        .locator('label')
        .filter({ hasText: texts.sizeOnline })
        .first()
        .getByRole('radio');
      await size.check();
      await expect(add).toBeEnabled();
      await expect(page.getByTestId('add-to-cart-hint')).toHaveText('');

      // Structured data: a Product with an Offer in the shop's currency.
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      const product = jsonLd.find((data) => data['@type'] === 'Product');
      expect(product?.name).toBe(name);
      expect(product?.offers[0]?.priceCurrency).toBe({ sk: 'EUR', cz: 'CZK', hu: 'HUF' }[shop.locale]);
      expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);

      // The breadcrumbs lead to a category listing.
      const crumbs = page.getByRole('navigation', { name: texts.breadcrumbs });
      await crumbs.getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`/${shop.categorySegment}/[a-z0-9-]+`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a retired product says the model is discontinued and shows alternatives on sale', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const urlTitle = await retiredUrlTitle(readApi);
      const detail = await readApi(`/api/lib/v1/products/detail/${urlTitle}`, ProductDetailSchema);
      const productSegment = { sk: 'produkt', cz: 'produkt', hu: 'termek' }[shop.locale];
      const response = await page.goto(`${shop.origin}/${productSegment}/${urlTitle}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('product-retired')).toHaveText(texts.retired);
      await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
      const alternatives = page.getByTestId('product-alternatives');
      await expect(alternatives.getByRole('heading', { level: 2 })).toHaveText(texts.alternatives);
      expect(detail.alternatives.length).toBeGreaterThan(0);
      await expect(alternatives.getByTestId('product-card')).toHaveCount(detail.alternatives.length);
    });
  });
}
