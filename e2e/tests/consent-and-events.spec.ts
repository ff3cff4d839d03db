import type { BrowserContext, Page, Request } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_TEXT_VERSION } from '../../packages/rules/src/consent-cookie';
import { blockingViolations } from '../support/axe';
import { focusIsVisible, tabTo } from '../support/checkout';
import { STOREFRONTS, type Storefront } from '../support/storefronts';
import { expect, test } from '../support/test';

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
    await banner.getByRole('button', { name: texts.acceptAll, exact: true }).click();
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
}
