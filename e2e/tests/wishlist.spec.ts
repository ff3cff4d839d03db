import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { ProductListResponseSchema, WishlistSchema } from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { signUpThroughApi, submitLogin } from '../support/accounts';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { sendApi } from '../support/checkout';
import { STOREFRONTS, type Storefront, viaNode } from '../support/storefronts';
import { decideConsent } from '../support/test';

/**
 * The wishlist in the browser (issue 14 §1, §4), in every shop: hearts chosen as a guest on a
 * category page and a product page (a double click leaves the heart as the server has it), the
 * header's count, a login into an account that already had one of them (merged, not doubled), the
 * wishlist page with a size put into the cart, a removal, a reload, the empty page, axe on both; and
 * the catalog pages with the guest's wishlist cookie still served from the cache, hearts empty.
 */

const PASSWORD = 'Obľúbené-srdce-2026';

const pathOf = (shop: Storefront, route: Parameters<typeof localizedPath>[1], params: Record<string, string> = {}) =>
  `${shop.origin}${localizedPath(shop.locale, route, params)}`;

/** What the journey needs to know of a product on the category page. */
const PickedSchema = ProductListResponseSchema.extend({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      urlTitle: z.string(),
      status: z.string(),
      sizes: z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() })),
    }),
  ),
});
type Picked = z.infer<typeof PickedSchema>['items'][number];

/** The products whose hearts the category page shows, in the page's order, as the api has them. */
async function productsOnPage(page: Page, readApi: ReadApi): Promise<Picked[]> {
  const ids = [
    ...new Set(
      await page
        .getByTestId('favourite-heart')
        .evaluateAll((hearts) => hearts.map((heart) => Number(heart.getAttribute('data-product-id')))),
    ),
  ];
  const list = await readApi(
    `/api/lib/v1/products?productIds=${ids.join(',')}&perPage=${ids.length}&fields=id,name,urlTitle,status,sizes`,
    PickedSchema,
  );
  const byId = new Map(list.items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const heartOf = (page: Page, productId: number): Locator =>
  page.locator(`[data-testid="favourite-heart"][data-product-id="${productId}"]`).first();

const wishlistCount = (page: Page) => page.getByTestId('wishlist-count').first();
const cartCount = (page: Page) => page.getByTestId('cart-count').first();

/** The answer to the visitor's last change of this product on the wishlist (POST or DELETE). */
const wishlistWrite = (page: Page, method: 'POST' | 'DELETE', productId: number) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      new URL(response.url()).pathname === `/api/lib/v2/wishlist/items/${productId}`,
  );

/**
 * A catalog page asked for with the guest's cookies (the wishlist's among them): still the cached
 * page everyone gets (decision 0008), with every heart drawn empty for the browser to fill.
 */
async function expectCachedForEveryone(page: Page, shop: Storefront, path: string) {
  const cookies = await page.context().cookies(shop.origin);
  expect(cookies.map((cookie) => cookie.name)).toContain('wishlist');
  const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const { url, options } = viaNode(shop, path, { cookie });
  let body = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(url, options);
        body = await response.text();
        return `${response.status()} ${response.headers()['x-nextjs-cache']}`;
      },
      { message: `${path}: from the cache` },
    )
    .toBe('200 HIT');
  expect(body).toContain('data-testid="favourite-heart"');
  expect(body).not.toMatch(/aria-pressed="true"[^>]*data-testid="favourite-heart"/);
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: hearts as a guest, merged at login, the wishlist page adds to the cart and removes`, async ({
    page,
    browser,
    readApi,
  }) => {
    const t = shop.messages.wishlist;
    const categoryPath = `/${shop.categorySegment}/${shop.shoesCategory}`;

    // --- The products: two on the category page (one with a size online), one for its own page ---
    await page.goto(`${shop.origin}${categoryPath}`);
    await expect(page.getByTestId('favourite-heart').first()).toHaveAttribute('data-loaded', 'true');
    const onPage = await productsOnPage(page, readApi);
    const buyable = onPage.find(
      (product) => product.status === 'on_sale' && product.sizes.some((size) => size.stock > 0),
    );
    if (!buyable) throw new Error(`${shop.locale}: no product with a size online on the category page`);
    const [second, third] = onPage.filter((product) => product.id !== buyable.id);
    if (!second || !third) throw new Error(`${shop.locale}: too few products on the category page`);
    const size = buyable.sizes.find((candidate) => candidate.stock > 0);
    if (!size) throw new Error('unreachable: the buyable product has a size online');

    // --- An account that already has the first of them on its wishlist (its own browser) ---------
    const email = `e2e.wishlist.${shop.locale}.${Date.now()}@example.sk`;
    const other = await browser.newContext();
    await decideConsent(other);
    try {
      const accountPage = await other.newPage();
      await accountPage.goto(`${shop.origin}/`);
      await signUpThroughApi(accountPage, { email, password: PASSWORD, firstname: 'Zora', surname: 'Bežná' });
      const before = await sendApi(
        accountPage,
        { method: 'POST', path: `/api/lib/v2/wishlist/items/${buyable.id}` },
        WishlistSchema,
      );
      expect(before.productIds).toEqual([buyable.id]);
    } finally {
      await other.close();
    }

    // --- As a guest: a double click leaves the heart as the server has it ------------------------
    const secondHeart = heartOf(page, second.id);
    const removed = wishlistWrite(page, 'DELETE', second.id);
    await secondHeart.dblclick();
    expect((await removed).status()).toBe(200);
    await expect(secondHeart).toHaveAttribute('aria-pressed', 'false');
    expect((await readApi('/api/lib/v2/wishlist', WishlistSchema)).productIds).toEqual([]);
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '0');

    // --- Two hearts on the category page, by mouse and by keyboard --------------------------------
    await heartOf(page, buyable.id).click();
    await expect(heartOf(page, buyable.id)).toHaveAttribute('aria-pressed', 'true');
    await secondHeart.focus();
    const added = wishlistWrite(page, 'POST', second.id);
    await page.keyboard.press('Enter');
    await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
    await added;
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '2');
    // One name in both states; aria-pressed says which.
    await expect(secondHeart).toHaveAccessibleName(shop.messages.product.favourite.replace('{name}', second.name));

    // --- One on its product page ------------------------------------------------------------------
    const productPath = localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: third.urlTitle });
    await page.goto(`${shop.origin}${productPath}`);
    const thirdHeart = page.getByTestId('product-detail').locator(`[data-product-id="${third.id}"]`).first();
    await expect(thirdHeart).toHaveAttribute('data-loaded', 'true');
    await expect(thirdHeart).toHaveAttribute('aria-pressed', 'false');
    const addedThird = wishlistWrite(page, 'POST', third.id);
    await thirdHeart.click();
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '3');
    await addedThird;

    // The guest's cookie makes neither page the guest's own: both still come from the cache.
    await expectCachedForEveryone(page, shop, categoryPath);
    await expectCachedForEveryone(page, shop, productPath);

    // --- Log in: the guest's three and the account's one are three -------------------------------
    await submitLogin(page, shop, email, PASSWORD);
    await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'user');
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '3');
    const merged = await readApi('/api/lib/v2/wishlist', WishlistSchema);
    expect([...merged.productIds].sort()).toEqual([buyable.id, second.id, third.id].sort());
    expect(merged.count).toBe(3);

    await page.goto(pathOf(shop, '/wishlist'));
    await expect(page).toHaveTitle(new RegExp(`^${t.title}`));
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(3);
    expect(
      (await items.evaluateAll((all) => all.map((item) => Number(item.getAttribute('data-product-id'))))).sort(),
    ).toEqual([buyable.id, second.id, third.id].sort());
    await expect(cartCount(page)).toHaveAttribute('data-count', '0');

    // --- A size of the first into the cart, from the wishlist ---------------------------------------
    const item = items.filter({ has: page.locator(`[data-product-id="${buyable.id}"]`) }).first();
    const selector = item.getByTestId('size-selector');
    await expect(selector.getByTestId('add-to-cart')).toBeDisabled();
    await selector.getByText(size.name, { exact: true }).click();
    await selector.getByTestId('add-to-cart').click();
    await expect(selector.getByTestId('added-to-cart')).toBeVisible();
    await expect(cartCount(page)).toHaveAttribute('data-count', '1');
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '3');
    expect(await blockingViolations(page), 'the wishlist page').toEqual([]);

    // --- One taken off: the page and the count follow, and a reload keeps it ----------------------
    await page
      .getByTestId('wishlist-item')
      .filter({ has: page.locator(`[data-product-id="${second.id}"]`) })
      .getByTestId('wishlist-remove')
      .click();
    await expect(items).toHaveCount(2);
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '2');
    await expect(page.getByTestId('wishlist-announcement')).not.toBeEmpty();
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '2');
    await expect(cartCount(page)).toHaveAttribute('data-count', '1');

    // --- The last two by their hearts: the empty page leads back into the catalog -----------------
    for (const productId of [buyable.id, third.id]) {
      const gone = wishlistWrite(page, 'DELETE', productId);
      await heartOf(page, productId).click();
      await gone;
    }
    await expect(page.getByTestId('screen-wishlist')).toBeVisible();
    await expect(wishlistCount(page)).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('wishlist-shop-link')).toHaveAttribute('href', /^\/$/);
    expect(await blockingViolations(page), 'the empty wishlist page').toEqual([]);
  });
}
