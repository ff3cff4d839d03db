import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import {
  CartSchema,
  CategoryTreeResponseSchema,
  OrderCreatedSchema,
  ProductDetailSchema,
  ProductListResponseSchema,
} from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { CONSENT_COOKIE, CONSENT_TEXT_VERSION } from '../../packages/rules/src/consent-cookie';
import { signUpThroughApi, submitLogin, untilInteractive } from '../support/accounts';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { chooseCourierAndBuyer, chooseSizeWithKeyboard, focusIsVisible, sendApi, tabTo } from '../support/checkout';
import { STOREFRONTS, type Storefront } from '../support/storefronts';
import { decideConsent } from '../support/test';

// These journeys are about the first visit: no cookie choice made beforehand.
test.use({ consentDecided: false });

/** The e2e storefront's Google Analytics 4 id (scripts/test.mjs starts it with this one). */
const ANALYTICS_ID = 'G-E2ESTRIDE1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Every request the page makes to a third party, and to our marketing events. Google's script is
 * answered here by a stand-in (the machine has no internet) that sets the cookie the real one sets,
 * so a journey sees both the request and the cookie exactly when the real script would make them.
 */
async function watchTracking(page: Page) {
  const thirdParty: string[] = [];
  const events: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.hostname.endsWith('localhost') && url.hostname !== '127.0.0.1') thirdParty.push(request.url());
    if (url.pathname === '/api/lib/v1/marketing-events') events.push(request);
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "document.cookie = '_ga=GA1.1.123.456; path=/'; window.__gtagStandIn = true;",
    }),
  );
  return { thirdParty, events };
}

/** Presses the banner's "accept all" once React handles it (the banner is drawn in the browser), and sees it close. */
async function acceptAll(page: Page, shop: Storefront) {
  const banner = page.getByTestId('consent-banner');
  const button = banner.getByRole('button', { name: shop.messages.consent.acceptAll, exact: true });
  await untilInteractive(button);
  await button.click();
  await expect(banner).toBeHidden();
}

async function trackingCookies(context: BrowserContext, shop: Storefront): Promise<string[]> {
  return (await context.cookies(shop.origin)).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));
}

for (const shop of STOREFRONTS) {
  const texts = shop.messages.consent;

  test(`${shop.locale}: the cookie banner asks on the first visit; refused, nothing tracks; the footer's link changes the choice`, async ({
    page,
    context,
  }) => {
    const { thirdParty, events } = await watchTracking(page);
    await page.goto(`${shop.origin}/`);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: texts.title })).toBeVisible();
    // Necessary is always on; the others start off; the three answers look the same.
    await expect(banner.getByRole('checkbox', { name: texts.necessary })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: texts.necessary })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: texts.analytics })).not.toBeChecked();
    await expect(banner.getByRole('checkbox', { name: texts.marketing })).not.toBeChecked();
    const reject = banner.getByRole('button', { name: texts.rejectAll, exact: true });
    const accept = banner.getByRole('button', { name: texts.acceptAll, exact: true });
    const save = banner.getByRole('button', { name: texts.save, exact: true });
    const looks = (button: typeof reject) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.borderColor, style.fontSize, style.fontWeight].join();
      });
    expect(await looks(reject)).toBe(await looks(accept));
    expect(await looks(save)).toBe(await looks(accept));
    expect(await blockingViolations(page)).toEqual([]);

    // A keyboard reaches the answers right after the skip link.
    await page.locator('body').focus();
    await tabTo(page, reject, { max: 6 });
    expect(await focusIsVisible(reject)).toBe(true);

    const recorded = page.waitForRequest((request) => request.url().endsWith('/api/lib/v1/consent'));
    await page.keyboard.press('Enter');
    const record = await recorded;
    expect(record.postDataJSON()).toEqual({
      analytics: false,
      marketing: false,
      textVersion: CONSENT_TEXT_VERSION,
      consentId: expect.stringMatching(UUID),
    });
    expect((await record.response())?.status()).toBe(200);
    await expect(banner).toBeHidden();

    // The choice stays: another page, and a reload, ask nothing and track nothing.
    await page.goto(`${shop.origin}/${shop.categorySegment}/${shop.shoesCategory}`);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.reload();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies(shop.origin)).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie?.value).toMatch(new RegExp(`^${CONSENT_TEXT_VERSION}\\.[0-9a-f-]{36}\\.00$`));
    expect(cookie?.httpOnly).toBe(false);
    expect(thirdParty).toEqual([]);
    expect(events).toEqual([]);
    expect(await trackingCookies(context, shop)).toEqual([]);

    // The footer's link opens the banner again with the choice as it stands, focus on it.
    await page.getByTestId('consent-settings').click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: texts.title })).toBeFocused();
    await banner.getByRole('checkbox', { name: texts.analytics }).check();
    const changed = page.waitForRequest((request) => request.url().endsWith('/api/lib/v1/consent'));
    const analyticsScript = page.waitForRequest((request) =>
      request.url().startsWith('https://www.googletagmanager.com/'),
    );
    await save.click();
    const change = await changed;
    expect(change.postDataJSON()).toEqual({
      analytics: true,
      marketing: false,
      textVersion: CONSENT_TEXT_VERSION,
      // The same visitor's choice, changed: the records hang together by this id.
      consentId: record.postDataJSON().consentId,
    });
    // With analytics agreed, exactly the shop's Google Analytics 4 script, and its cookie, come.
    expect((await analyticsScript).url()).toBe(`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`);
    await expect.poll(() => trackingCookies(context, shop)).toEqual(['_ga']);
    await expect(banner).toBeHidden();
    expect(thirdParty).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
    // Marketing was not agreed: still no marketing event.
    expect(events).toEqual([]);
  });

  test(`${shop.locale}: "accept all" loads analytics in the same page; taking it back removes its cookie`, async ({
    page,
    context,
  }) => {
    const { thirdParty } = await watchTracking(page);
    await page.goto(`${shop.origin}/`);
    const banner = page.getByTestId('consent-banner');
    const analyticsScript = page.waitForRequest((request) =>
      request.url().startsWith('https://www.googletagmanager.com/'),
    );
    await acceptAll(page, shop);
    await analyticsScript;
    await expect.poll(() => trackingCookies(context, shop)).toEqual(['_ga']);

    await page.getByTestId('consent-settings').click();
    await expect(banner.getByRole('checkbox', { name: texts.analytics })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: texts.marketing })).toBeChecked();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: texts.rejectAll, exact: true }).click();
    await reloaded;
    expect(await trackingCookies(context, shop)).toEqual([]);
    expect(thirdParty).toHaveLength(1);
  });

  test(`${shop.locale}: with marketing consent each event goes to the api once, with its payload`, async ({
    page,
    readApi,
    browser,
  }) => {
    const { events } = await watchTracking(page);
    await page.goto(`${shop.origin}/`);
    await acceptAll(page, shop);
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    const sent = () => events.map((request) => request.postDataJSON() as { type: string });
    const answered = async (count: number) => {
      await expect.poll(() => events.length).toBe(count);
      const last = events.at(-1);
      expect((await last?.response())?.status()).toBe(200);
    };

    // ViewContent on a product page.
    const shoe = await plentifulShoe(readApi, shop);
    const detail = await readApi(`/api/lib/v1/products/detail/${shoe.urlTitle}`, ProductDetailSchema);
    await page.goto(`${shop.origin}${localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: shoe.urlTitle })}`);
    await answered(1);
    expect(sent()[0]).toEqual({ type: 'ViewContent', productId: detail.product.id });

    // SetCart when the cart's lines change: the line as the cart now prices it.
    await chooseSizeWithKeyboard(page, shoe.size.id);
    await page.getByTestId('add-to-cart').click();
    await answered(2);
    const cart = await readApi('/api/lib/v1/cart', CartSchema);
    const line = cart.items.find((item) => item.size.id === shoe.size.id);
    expect(sent()[1]).toEqual({
      type: 'SetCart',
      lines: [
        {
          productId: detail.product.id,
          storeId: shoe.size.id,
          count: 1,
          totalPrice: line?.linePriceData.price,
          currency: { sk: 'EUR', cz: 'CZK', hu: 'HUF' }[shop.locale],
        },
      ],
    });

    // ViewCategory on a category page.
    const { items } = await readApi('/api/custom/categories?depth=2', CategoryTreeResponseSchema);
    const shoes = items.find((category) => category.urlName === shop.shoesCategory);
    await page.goto(`${shop.origin}/${shop.categorySegment}/${shop.shoesCategory}`);
    await answered(3);
    expect(sent()[2]).toEqual({ type: 'ViewCategory', categoryId: shoes?.id });

    // Identify at a login (a member made in a browser of their own).
    const member = await aMember(browser, shop);
    await submitLogin(page, shop, member.email, member.password);
    await answered(4);
    expect(sent()[3]).toEqual({ type: 'Identify' });

    // Purchase on the thank-you page, naming the order by its token.
    // The cart's shoe, ordered through the api (courier, bank transfer, the shop's buyer).
    await chooseCourierAndBuyer(page, shop, 'bank_transfer');
    const order = await sendApi(
      page,
      { method: 'POST', path: '/api/lib/v1/order/create', headers: { 'idempotency-key': `e2e-events-${Date.now()}` } },
      OrderCreatedSchema,
    );
    await page.goto(`${shop.origin}${localizedPath(shop.locale, '/order/thank-you/[token]', { token: order.token })}`);
    await expect(page.getByTestId('thank-you-page')).toBeVisible();
    await answered(5);
    expect(sent()[4]).toEqual({ type: 'Purchase', orderToken: order.token });
    // Each once: nothing more arrives.
    await page.waitForTimeout(500);
    expect(sent().map((event) => event.type)).toEqual([
      'ViewContent',
      'SetCart',
      'ViewCategory',
      'Identify',
      'Purchase',
    ]);
  });
}

/**
 * A shoe size with plenty of stock online, looked for from the end of the shoes' list: the journeys
 * that take the first size with any stock (orderableShoe) run beside this one and must not find it
 * sold out by this journey's order.
 */
async function plentifulShoe(readApi: ReadApi, shop: Storefront) {
  const list = await readApi(
    `/api/lib/v1/products?perPage=96&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of [...list.items].reverse()) {
    if (!item.urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    if (detail.product.status !== 'on_sale') continue;
    const size = detail.sizes.find((candidate) => candidate.online >= 5);
    if (size) return { urlTitle: item.urlTitle, size: { id: size.id, name: size.name } };
  }
  throw new Error(`${shop.locale}: no shoe size with 5 pieces online`);
}

/** A member of `shop`, registered in a browser context of their own (this page stays a guest's). */
async function aMember(browser: Browser, shop: Storefront) {
  const who = {
    email: `e2e.events.${shop.locale}.${Date.now()}@example.sk`,
    password: 'Bežec-2026-udalosti',
    firstname: 'Ema',
    surname: 'Udalostná',
  };
  const context = await browser.newContext();
  try {
    await decideConsent(context);
    const page = await context.newPage();
    await page.goto(`${shop.origin}/`);
    await signUpThroughApi(page, who);
  } finally {
    await context.close();
  }
  return who;
}
