import type { Locator, Page } from '@playwright/test';
import { CartSchema, ProductDetailSchema, ProductListResponseSchema } from '../../packages/contract/src';
import { localizedPath, type Route } from '../../packages/i18n/src/routes';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { mailedLink } from '../support/mail';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

/**
 * Accounts in the browser (issue 13 §6), in every shop: registering (a wrong sum keeps the button
 * disabled, bad fields get the spec's messages), the name in the header, the e-mail verified by its
 * link, logout, a remembered login that keeps the cart, the profile with a company, the orders,
 * someone else's order, the forgotten password through the e-mailed link, and axe on each page.
 */

const PASSWORD = 'Bežecká-trasa-2026';
const NEW_PASSWORD = 'Nová-trasa-2026';

const pathOf = (shop: Storefront, route: Route, params: Record<string, string> = {}) =>
  `${shop.origin}${localizedPath(shop.locale, route, params)}`;

/** A size on sale with a piece online, read as the page's browser reads the api. */
async function aSizeOnline(readApi: ReadApi, shop: Storefront): Promise<{ productId: number; sizeId: number }> {
  const list = await readApi(
    `/api/lib/v1/products?perPage=24&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of list.items) {
    if (!item.urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    const size = detail.sizes.find((candidate) => candidate.online >= 1);
    if (detail.product.status === 'on_sale' && size) return { productId: detail.product.id, sizeId: size.id };
  }
  throw new Error(`${shop.locale}: no size online`);
}

/**
 * Waits until React has hydrated a form's field: the page paints before its scripts, and a value
 * typed into a field React has not taken over yet is lost when it does (an input event is not one
 * React replays).
 */
async function untilInteractive(field: Locator) {
  await expect
    .poll(() => field.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

async function expectAxeClean(page: Page, what: string) {
  expect(await blockingViolations(page), what).toEqual([]);
}

async function expectLoggedInAs(page: Page, name: string) {
  const link = page.getByTestId('login-link');
  await expect(link).toHaveAttribute('data-state', 'user');
  await expect(link).toContainText(name);
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: register, verify, log out and in (remembered, cart kept), profile with company, orders, reset the password`, async ({
    page,
    readApi,
  }) => {
    test.setTimeout(120_000);
    const t = shop.messages.account;
    const contact = shop.messages.checkout.contact;
    const notices = shop.messages.api.notices;
    const email = `e2e.${shop.locale}.${Date.now()}@example.sk`;

    // --- Registration: the question, the spec's messages, success -------------------------------
    await page.goto(pathOf(shop, '/registration'));
    const form = page.getByTestId('registration-form');
    await untilInteractive(form.getByLabel(t.fields.email, { exact: true }));
    await form.getByLabel(t.fields.email, { exact: true }).fill('jana@');
    await form.getByLabel(t.fields.password, { exact: true }).fill('abc');
    await form.getByLabel(t.fields.passwordRepeat, { exact: true }).fill('abd');
    const question = form.getByTestId('signup-challenge').getByRole('textbox');
    await expect(question).toBeVisible();
    // "How much is 3 + 4?": the two digits the api chose, as the shopper reads them.
    const asked = (await form.getByTestId('signup-challenge').locator('label').first().textContent()) ?? '';
    const [, a, b] = /(\d)\D+(\d)/.exec(asked) ?? [];
    const sum = Number(a) + Number(b);
    const submit = form.getByRole('button', { name: t.registration.submit });
    await question.fill(String((sum + 1) % 19));
    await expect(submit).toBeDisabled();
    await question.fill(String(sum));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByText(shop.messages.validation.passwordMin)).toBeVisible();
    await expect(form.getByText(shop.messages.validation.passwordMismatch)).toBeVisible();
    await expect(form.getByLabel(t.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'registration with messages');

    await form.getByLabel(t.fields.email, { exact: true }).fill(email);
    await form.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await form.getByLabel(t.fields.passwordRepeat, { exact: true }).fill(PASSWORD);
    await form.getByLabel(contact.firstname, { exact: true }).fill('Jana');
    await form.getByLabel(contact.surname, { exact: true }).fill('Horváthová');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
    await expect(page.getByTestId('account-notice').filter({ hasText: notices.registered })).toBeVisible();
    await expectLoggedInAs(page, 'Jana Horváthová');
    await expectAxeClean(page, 'profile');

    // --- The e-mail's verification link ---------------------------------------------------------
    const [verifyLink] = await mailedLink(email, 'email-verification', /https?:\/\/\S+#[A-Za-z0-9_-]{43}/);
    await page.goto(verifyLink);
    await expect(page.getByText(notices.email_verified)).toBeVisible();
    // The token does not stay in the address bar.
    expect(page.url()).not.toContain('#');

    // --- Logout, then a remembered login that keeps the guest's cart ----------------------------
    await page.goto(pathOf(shop, '/logout'));
    await expect(page.getByText(notices.logged_out)).toBeVisible();
    await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
    const size = await aSizeOnline(readApi, shop);
    await page.evaluate(async (item) => {
      const response = await fetch('/api/lib/v1/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ count: 1, ...item }] }),
      });
      if (!response.ok) throw new Error(`add to cart: ${response.status}`);
    }, size);

    await page.goto(pathOf(shop, '/login'));
    const login = page.getByTestId('login-form');
    await untilInteractive(login.getByLabel(t.fields.email, { exact: true }));
    await login.getByLabel(t.fields.email, { exact: true }).fill(email);
    await login.getByLabel(t.fields.password, { exact: true }).fill('not my password');
    await login.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByText(shop.messages.api.errors.login_failed)).toBeVisible();
    await expectAxeClean(page, 'login with a message');
    await login.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await login.getByTestId('login-remember').check();
    await login.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
    await expectLoggedInAs(page, 'Jana Horváthová');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // Remembered: kept by the browser for 30 days, not only until it closes.
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    const cart = await readApi('/api/lib/v1/cart', CartSchema);
    expect(cart.items.map((item) => item.size.id)).toEqual([size.sizeId]);

    // --- The profile with a company --------------------------------------------------------------
    const profile = page.getByTestId('profile-form');
    await untilInteractive(profile.getByLabel(contact.phone, { exact: true }));
    await profile.getByLabel(contact.phone, { exact: true }).fill('+421 903 123 456');
    await profile.getByTestId('profile-as-company').check();
    await profile.getByLabel(contact.companyName, { exact: true }).fill('Bežec s.r.o.');
    await profile.getByLabel(contact.businessId, { exact: true }).fill('12345678');
    await profile.getByRole('button', { name: t.profile.submit }).click();
    await expect(page.getByTestId('account-notice').filter({ hasText: notices.profile_updated })).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel(contact.companyName, { exact: true })).toHaveValue('Bežec s.r.o.');
    await expect(profile.getByLabel(contact.phone, { exact: true })).toHaveValue('+421 903 123 456');

    // --- Orders: none yet, and someone else's id is not found -------------------------------------
    await page.goto(pathOf(shop, '/account/orders'));
    await expect(page.getByText(t.orders.empty)).toBeVisible();
    await expectAxeClean(page, 'orders');
    await page.goto(pathOf(shop, '/account/orders/[id]', { id: '1' }));
    await expect(page.getByText(shop.messages.api.errors.order_not_in_account)).toBeVisible();
    await page.goto(pathOf(shop, '/account/settings'));
    await expect(page.getByRole('button', { name: t.settings.passwordSubmit })).toBeVisible();
    await expectAxeClean(page, 'settings');

    // --- Forgotten password through the e-mail ----------------------------------------------------
    await page.goto(pathOf(shop, '/logout'));
    await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
    await page.goto(pathOf(shop, '/forgotten-password'));
    const forgotten = page.getByTestId('forgotten-password-form');
    await untilInteractive(forgotten.getByLabel(t.fields.email, { exact: true }));
    await forgotten.getByLabel(t.fields.email, { exact: true }).fill(email);
    await forgotten.getByRole('button', { name: t.forgotten.submit }).click();
    await expect(page.getByText(notices.reset_link_sent)).toBeVisible();
    await expectAxeClean(page, 'forgotten password');
    const [resetLink] = await mailedLink(email, 'password-reset', /https?:\/\/\S+#[A-Za-z0-9_-]{43}/);
    await page.goto(resetLink);
    const reset = page.getByTestId('new-password-form');
    await untilInteractive(reset.getByLabel(t.fields.newPassword, { exact: true }));
    await reset.getByLabel(t.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel(t.fields.newPasswordRepeat, { exact: true }).fill(NEW_PASSWORD);
    await expectAxeClean(page, 'new password');
    await reset.getByRole('button', { name: t.newPassword.submit }).click();
    await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
    await expect(page.getByTestId('account-notice').filter({ hasText: notices.password_reset })).toBeVisible();
    await expectLoggedInAs(page, 'Jana Horváthová');
  });
}

test('an account page sends a logged-out visitor to the login page, with the way back', async ({ page }) => {
  const [shop] = STOREFRONTS;
  await page.goto(pathOf(shop, '/account/orders'));
  await expect(page).toHaveURL(new RegExp(`${localizedPath(shop.locale, '/login')}\\?backUrl=`));
  await expectAxeClean(page, 'login');
});
