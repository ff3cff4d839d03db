import type { Page } from '@playwright/test';
import { FooterResponseSchema, WebInstanceSchema } from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

// Issue 15 §2: the contact page, the store pages and the page lists, in every shop (decision 20).
// Expected texts are written out by hand from the seed: the stores' hours, phone numbers and names.

type ShopCase = {
  contact: string;
  phoneHref: string;
  email: string;
  /** The shop's own-country store: its page, hours and filter value (seed: packages/db/src/seed/data/stores.ts). */
  store: {
    urlTitle: string;
    name: string;
    street: string;
    weekdays: string;
    saturday: string;
    stockPath: string;
  };
  /** Wednesday 25 November 2026, 12:00 in the shops' zone (CET). */
  openAtNoon: string;
  /** Sunday 29 November 2026, 11:00 CET. */
  closedOnSunday: string;
};

const CASES: Record<Storefront['locale'], ShopCase> = {
  sk: {
    contact: 'kontakt',
    phoneHref: 'tel:+421234567890',
    email: 'info@stride.sk',
    store: {
      urlTitle: 'predajna-bratislava',
      name: 'Stride Bratislava – vlajková predajňa',
      street: 'Obchodná 12',
      weekdays: '09:00 – 19:00',
      saturday: '09:00 – 14:00',
      stockPath: '/kategoria/bezecka-obuv/predajna/stride-bratislava',
    },
    openAtNoon: 'Otvorené, zatvárame o 19:00',
    closedOnSunday: 'Zatvorené, otvárame v pondelok o 09:00',
  },
  cz: {
    contact: 'kontakt',
    phoneHref: 'tel:+420234567890',
    email: 'info@stride.cz',
    store: {
      urlTitle: 'prodejna-praha',
      name: 'Stride Praha',
      street: 'Vinohradská 1511/230',
      weekdays: '10:00 – 20:00',
      saturday: '10:00 – 18:00',
      stockPath: '/kategorie/bezecke-boty/prodejna/stride-praha',
    },
    openAtNoon: 'Otevřeno, zavíráme v 20:00',
    closedOnSunday: 'Zavřeno, otevíráme v pondělí v 10:00',
  },
  hu: {
    contact: 'kapcsolat',
    phoneHref: 'tel:+3612345678',
    email: 'info@stride.hu',
    store: {
      urlTitle: 'budapesti-uzletunk',
      name: 'Stride Budapest',
      street: 'Váci utca 42',
      weekdays: '10:00 – 19:00',
      saturday: '10:00 – 14:00',
      stockPath: '/kategoria/futocipok/uzlet/stride-budapest',
    },
    openAtNoon: 'Nyitva, 19:00-kor zárunk',
    closedOnSunday: 'Zárva, hétfőn 10:00-kor nyitunk',
  },
};

const WEDNESDAY_NOON = new Date('2026-11-25T11:00:00Z');
const SUNDAY_MORNING = new Date('2026-11-29T10:00:00Z');

/** Every request the page makes that leaves the shop's origin. */
function foreignRequests(page: Page, shop: Storefront): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== shop.origin) foreign.push(url);
  });
  return foreign;
}

for (const shop of STOREFRONTS) {
  const expected = CASES[shop.locale];
  const contactPath = localizedPath(shop.locale, '/page/[urlTitle]', { urlTitle: expected.contact });
  const storePath = localizedPath(shop.locale, '/page/[urlTitle]', { urlTitle: expected.store.urlTitle });

  test.describe(`${shop.locale} stores and contact`, () => {
    test('the contact page shows the phone, e-mail, company, every store and a map with a pin per store', async ({
      page,
    }) => {
      const foreign = foreignRequests(page, shop);
      const response = await page.goto(`${shop.origin}${contactPath}`);
      expect(response?.status()).toBe(200);
      const contact = page.getByTestId('contact-page');
      await expect(contact.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(contact.getByTestId('contact-phone')).toHaveAttribute('href', expected.phoneHref);
      await expect(contact.getByTestId('contact-email')).toHaveAttribute('href', `mailto:${expected.email}`);
      await expect(contact.getByTestId('page-content')).not.toBeEmpty();

      // Five stores in the seed: Košice, Praha, Budapest, Bratislava, the Senec warehouse.
      const stores = contact.getByTestId('contact-store');
      await expect(stores).toHaveCount(5);
      const own = stores.filter({ hasText: expected.store.street });
      await expect(own.getByRole('heading', { level: 3 })).toHaveText(expected.store.name);
      await expect(own.getByTestId('store-hours')).toContainText(expected.store.weekdays);
      await expect(own.getByTestId('store-hours')).toContainText(expected.store.saturday);
      await expect(own.getByTestId('store-map-link')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
      await expect(own.getByTestId('store-page-link')).toHaveAttribute('href', storePath);
      await expect(own.getByTestId('store-open-now')).not.toBeEmpty();
      // The contact form (the support widget's; its sending is tested with the widget) is on the page.
      await expect(contact.getByTestId('contact-form')).toBeVisible();

      const map = contact.getByTestId('stores-map');
      await expect(map).toBeVisible();
      const pins = map.getByTestId('map-pin');
      await expect(pins).toHaveCount(5);
      // A pin is a link with a name, reached by the keyboard, and leads to its store's page.
      const pin = map.locator(`a[href="${storePath}"]`);
      await expect(pin).toHaveAccessibleName(new RegExp(expected.store.name.split(' ')[1] ?? ''));
      await pin.focus();
      await expect(pin).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${shop.origin}${storePath}`);
      await expect(page.getByTestId('store-page')).toBeVisible();

      expect(foreign).toEqual([]);
    });

    test('the contact page has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}${contactPath}`);
      await expect(page.getByTestId('store-open-now').first()).not.toBeEmpty();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('a store page shows the store, its hours and whether it is open, by the browser’s clock', async ({ page }) => {
      await page.clock.setFixedTime(WEDNESDAY_NOON);
      const response = await page.goto(`${shop.origin}${storePath}`);
      expect(response?.status()).toBe(200);
      const store = page.getByTestId('store-page');
      await expect(store.getByRole('heading', { level: 2, name: expected.store.name })).toBeVisible();
      await expect(store.getByTestId('store-description')).not.toBeEmpty();
      await expect(store.getByTestId('store-address')).toContainText(expected.store.street);
      const hours = store.getByTestId('store-hours');
      await expect(hours).toContainText(expected.store.weekdays);
      await expect(hours).toContainText(expected.store.saturday);
      await expect(store.getByTestId('store-open-now')).toHaveText(expected.openAtNoon);
      await expect(store.getByTestId('store-open-now')).toHaveAttribute('data-open', 'true');
      await expect(store.getByTestId('store-map-link')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);

      // The same cached page on a Sunday morning.
      await page.clock.setFixedTime(SUNDAY_MORNING);
      await page.reload();
      await expect(store.getByTestId('store-open-now')).toHaveText(expected.closedOnSunday);
      await expect(store.getByTestId('store-open-now')).toHaveAttribute('data-open', 'false');
    });

    test('a store page leads to the listing of that store’s stock', async ({ page }) => {
      await page.goto(`${shop.origin}${storePath}`);
      const link = page.getByTestId('store-stock-link');
      await expect(link).toHaveAttribute('href', expected.store.stockPath);
      await link.click();
      await expect(page).toHaveURL(`${shop.origin}${expected.store.stockPath}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('category-products').getByTestId('product-card').first()).toBeVisible();
    });

    test('a store page has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}${storePath}`);
      await expect(page.getByTestId('store-open-now')).not.toBeEmpty();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('every page list of spec §2 is a link in the header or the footer', async ({ page, readApi }) => {
      await page.goto(`${shop.origin}/`);
      const [webInstance, footer] = await Promise.all([
        readApi('/api/lib/v1/webinstance', WebInstanceSchema),
        readApi('/api/pages/footer', FooterResponseSchema),
      ]);
      const lists = [...webInstance.pagesHeader, ...footer.statics01, ...footer.statics02];
      const shown = page.locator('header, footer').getByRole('link');
      const kinds = ['delivery', 'returns-30-days', 'free-returns', 'why-buy-here', 'order-by-14', 'running-advice'];
      for (const kind of [...kinds, 'credits']) {
        const listed = lists.find((link) => link.kind === kind);
        expect(listed, kind).toBeDefined();
        const href = localizedPath(shop.locale, '/page/[urlTitle]', { urlTitle: listed?.urlTitle ?? '' });
        await expect(shown.and(page.locator(`[href="${href}"]`)).first(), kind).toBeVisible();
      }
    });
  });
}
