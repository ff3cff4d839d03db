import type { Locator, Page } from '@playwright/test';
import { type Cart, CartSchema, ProductDetailSchema, ProductListResponseSchema } from '../../packages/contract/src';
import { localizedPath, type Route } from '../../packages/i18n/src/routes';
import { anotherAccountsOrder, type OthersOrder, submitLogin, untilInteractive } from '../support/accounts';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { SPARE_STOCK } from '../support/checkout';
import { mailedLink } from '../support/mail';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

/**
 * Accounts in the browser (issue 13 §6), in every shop: registering (a wrong sum keeps the button
 * disabled, bad fields get the spec's messages), the name in the header, the e-mail verified by its
 * link, logout, a remembered login that keeps the cart, the profile with a company, the orders, the
 * forgotten password through the e-mailed link, and axe on each page. Each shop's journey also
 * takes its own share of the checks one shop is enough for (ALSO), so three shops do not triple them.
 */

const PASSWORD = 'Bežecká-trasa-2026';
const NEW_PASSWORD = 'Nová-trasa-2026';
const THIRD_PASSWORD = 'Tretia-trasa-2026';

const [SK, CZ, HU] = STOREFRONTS;

/** The checks one shop's journey makes for all three. */
const ALSO: Record<Storefront['locale'], string> = {
  sk: 'axe on verify-email; the checkout starts from the profile, and its order is in the account',
  cz: 'someone else’s order is not shown; login and registration send a logged-in visitor on',
  hu: 'axe on logout; the password changed and the account deleted in the settings',
};

/** A company with every ID in the form of the shop's country (packages/rules' companySchema). */
const COMPANY_IDS: Record<Storefront['locale'], { taxId: string; vatNumber: string }> = {
  sk: { taxId: '2020123456', vatNumber: 'SK2020123456' },
  cz: { taxId: 'CZ12345678', vatNumber: 'CZ12345678' },
  hu: { taxId: '12345678-1-42', vatNumber: 'HU12345678' },
};

/** The profile's own address and a saved delivery address (sk), as the checkout is to offer them. */
const PROFILE_ADDRESS = { street: 'Hlavná 12', city: 'Bratislava', zip: '811 01' };
const SAVED_ADDRESS = { firstname: 'Eva', surname: 'Malá', street: 'Nová 3', city: 'Trnava', zip: '917 01' };

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
    const size = detail.sizes.find((candidate) => candidate.online >= SPARE_STOCK);
    if (detail.product.status === 'on_sale' && size) return { productId: detail.product.id, sizeId: size.id };
  }
  throw new Error(`${shop.locale}: no size online`);
}

async function expectAxeClean(page: Page, what: string) {
  expect(await blockingViolations(page), what).toEqual([]);
}

async function expectLoggedInAs(page: Page, name: string) {
  const link = page.getByTestId('login-link');
  await expect(link).toHaveAttribute('data-state', 'user');
  await expect(link).toContainText(name);
}

async function expectLoginRefused(page: Page, shop: Storefront) {
  await expect(page.getByText(shop.messages.api.errors.login_failed)).toBeVisible();
  await expect(page).toHaveURL(pathOf(shop, '/login'));
  await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
}

/** The profile's own address and one saved delivery address, typed into the profile form (sk). */
async function fillProfileAddresses(profile: Locator, shop: Storefront) {
  const t = shop.messages.account;
  const contact = shop.messages.checkout.contact;
  const own = profile.getByRole('group', { name: t.profile.addressLegend, exact: true });
  await own.getByRole('textbox', { name: contact.street, exact: true }).fill(PROFILE_ADDRESS.street);
  await own.getByRole('textbox', { name: contact.city, exact: true }).fill(PROFILE_ADDRESS.city);
  await own.getByRole('textbox', { name: contact.zip, exact: true }).fill(PROFILE_ADDRESS.zip);
  await profile.getByTestId('add-address').click();
  const saved = profile.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  for (const [name, value] of Object.entries(SAVED_ADDRESS) as [keyof typeof SAVED_ADDRESS, string][]) {
    await saved.getByRole('textbox', { name: contact[name], exact: true }).fill(value);
  }
}

async function expectProfileAddressesKept(profile: Locator, shop: Storefront) {
  const t = shop.messages.account;
  const contact = shop.messages.checkout.contact;
  const own = profile.getByRole('group', { name: t.profile.addressLegend, exact: true });
  for (const [name, value] of Object.entries(PROFILE_ADDRESS) as [keyof typeof PROFILE_ADDRESS, string][]) {
    await expect(own.getByRole('textbox', { name: contact[name], exact: true })).toHaveValue(value);
  }
  const saved = profile.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  for (const [name, value] of Object.entries(SAVED_ADDRESS) as [keyof typeof SAVED_ADDRESS, string][]) {
    await expect(saved.getByRole('textbox', { name: contact[name], exact: true })).toHaveValue(value);
  }
}

const addressLine = (address: { firstname: string; surname: string; street: string; city: string; zip: string }) =>
  `${address.firstname} ${address.surname}, ${address.street}, ${address.zip} ${address.city}`;

/**
 * sk: the logged-in buyer's checkout starts from the profile (contact, address, company) and offers
 * the saved addresses for the delivery; the order placed from it is in the account's list, and its
 * detail shows its number and its line. Axe on the list and the detail.
 */
async function orderFromTheProfile(page: Page, shop: Storefront, email: string, cart: Cart) {
  const t = shop.messages.account;
  const contact = shop.messages.checkout.contact;
  const [line] = cart.items;
  if (!line) throw new Error('the cart kept at login is empty');
  await page.goto(pathOf(shop, '/cart'));
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(pathOf(shop, '/shipping-and-payment'));
  const form = page.getByTestId('contact-form');
  // The buyer's own fields come before the other delivery address's, which share their labels.
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true }).first();
  await expect(field(contact.email)).toHaveValue(email);
  await expect(field(contact.firstname)).toHaveValue('Jana');
  await expect(field(contact.surname)).toHaveValue('Horváthová');
  await expect(field(contact.phone)).toHaveValue('+421 903 123 456');
  await expect(field(contact.street)).toHaveValue(PROFILE_ADDRESS.street);
  await expect(field(contact.city)).toHaveValue(PROFILE_ADDRESS.city);
  await expect(field(contact.zip)).toHaveValue(PROFILE_ADDRESS.zip);
  await expect(page.getByTestId('buyer-company')).toBeChecked();
  const company = page.getByTestId('company-fields');
  const companyField = (label: string) => company.getByRole('textbox', { name: label, exact: true });
  await expect(companyField(contact.companyName)).toHaveValue('Bežec s.r.o.');
  await expect(companyField(contact.businessId)).toHaveValue('12345678');
  await expect(companyField(contact.taxId)).toHaveValue(COMPANY_IDS.sk.taxId);
  await expect(companyField(contact.vatNumber)).toHaveValue(COMPANY_IDS.sk.vatNumber);

  await page.getByTestId('delivery-courier').check();
  await page.getByTestId('payment-bank_transfer').check();
  await page.getByTestId('different-delivery').check();
  const choice = page.getByTestId('saved-address-choice');
  const profileLine = addressLine({ firstname: 'Jana', surname: 'Horváthová', ...PROFILE_ADDRESS });
  await expect(choice.locator('option')).toHaveText([
    t.checkout.savedAddressNone,
    addressLine(SAVED_ADDRESS),
    t.checkout.profileAddress.replace('{address}', profileLine),
  ]);
  await choice.selectOption({ label: addressLine(SAVED_ADDRESS) });
  const other = page.locator('#checkout-delivery-address');
  for (const [name, value] of Object.entries(SAVED_ADDRESS) as [keyof typeof SAVED_ADDRESS, string][]) {
    await expect(other.getByRole('textbox', { name: contact[name], exact: true })).toHaveValue(value);
  }
  await page.getByTestId('terms-accepted').check();
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(pathOf(shop, '/summary'));
  await expect(page.getByTestId('summary-delivery-address')).toContainText(
    `${SAVED_ADDRESS.firstname} ${SAVED_ADDRESS.surname}`,
  );
  await expect(page.getByTestId('summary-billing')).toContainText(email);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('thank-you-page')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');

  await page.goto(pathOf(shop, '/account/orders'));
  const rows = page.getByTestId('orders-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNumber);
  await expect(rows.first()).toContainText(t.orders.statuses.new);
  await expectAxeClean(page, 'orders with an order');
  await rows
    .first()
    .getByRole('link', { name: t.orders.detailLabel.replace('{number}', orderNumber) })
    .click();
  const detailPath = localizedPath(shop.locale, '/account/orders/[id]', { id: 'ID' }).replace('ID', '\\d+');
  await expect(page).toHaveURL(new RegExp(`^${shop.origin}${detailPath}$`));
  const detail = page.getByTestId('account-order');
  await expect(detail.getByRole('heading', { name: t.order.title.replace('{number}', orderNumber) })).toBeVisible();
  const lines = detail.getByTestId('thank-you-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(line.product.name);
  await expect(lines.first()).toContainText(line.size.name);
  await expectAxeClean(page, 'order detail');
}

/**
 * cz: an order of another account in this shop, by its real id, is "not in your account", and the
 * page shows nothing of it. Axe on that page.
 */
async function someoneElsesOrder(page: Page, shop: Storefront, others: OthersOrder) {
  await page.goto(pathOf(shop, '/account/orders/[id]', { id: String(others.id) }));
  const notFound = page.getByTestId('order-not-found');
  await expect(notFound.getByText(shop.messages.api.errors.order_not_in_account)).toBeVisible();
  const body = page.locator('body');
  for (const theirs of [others.orderNumber, others.email, others.buyer.surname, others.buyer.street]) {
    await expect(body).not.toContainText(theirs);
  }
  await expect(page.getByTestId('account-order')).toHaveCount(0);
  await expectAxeClean(page, 'someone else’s order');
}

/** cz: the guests' pages send a logged-in visitor on: to the profile, or to a `backUrl` of the shop. */
async function guestPagesSendOn(page: Page, shop: Storefront) {
  await page.goto(pathOf(shop, '/login'));
  await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
  await page.goto(pathOf(shop, '/registration'));
  await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
  const orders = localizedPath(shop.locale, '/account/orders');
  await page.goto(`${pathOf(shop, '/login')}?${new URLSearchParams({ backUrl: orders })}`);
  await expect(page).toHaveURL(`${shop.origin}${orders}`);
}

/**
 * hu: the password changed in the settings (the old one no longer logs in, the new one does), then
 * the account deleted there (its password no longer logs in).
 */
async function changePasswordThenDelete(page: Page, shop: Storefront, email: string, current: string) {
  const t = shop.messages.account;
  const notices = shop.messages.api.notices;
  await page.goto(pathOf(shop, '/account/settings'));
  const change = page.getByTestId('password-change-form');
  await untilInteractive(change.getByLabel(t.fields.currentPassword, { exact: true }));
  await change.getByLabel(t.fields.currentPassword, { exact: true }).fill(current);
  await change.getByLabel(t.fields.newPassword, { exact: true }).fill(THIRD_PASSWORD);
  await change.getByLabel(t.fields.newPasswordRepeat, { exact: true }).fill(THIRD_PASSWORD);
  await change.getByRole('button', { name: t.settings.passwordSubmit }).click();
  await expect(change.getByTestId('account-notice')).toHaveText(notices.password_changed);

  await page.goto(pathOf(shop, '/logout'));
  await expect(page.getByText(notices.logged_out)).toBeVisible();
  await submitLogin(page, shop, email, current);
  await expectLoginRefused(page, shop);
  await submitLogin(page, shop, email, THIRD_PASSWORD);
  await expect(page).toHaveURL(pathOf(shop, '/account/profile'));
  await expectLoggedInAs(page, 'Jana Horváthová');

  await page.goto(pathOf(shop, '/account/settings'));
  await page.getByTestId('account-delete-start').click();
  const deletion = page.getByTestId('account-delete-form');
  await deletion.getByLabel(t.settings.deletePassword, { exact: true }).fill(THIRD_PASSWORD);
  await deletion.getByRole('button', { name: t.settings.deleteSubmit }).click();
  const deleted = page.getByTestId('account-deleted');
  await expect(deleted.getByRole('heading', { name: t.settings.deletedTitle })).toBeVisible();
  await expect(deleted.getByTestId('account-notice')).toHaveText(notices.account_deleted);
  await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
  await submitLogin(page, shop, email, THIRD_PASSWORD);
  await expectLoginRefused(page, shop);
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: register, verify, log out and in (remembered, cart kept), profile with company, orders, reset the password; ${ALSO[shop.locale]}`, async ({
    page,
    readApi,
    browser,
  }) => {
    test.setTimeout(300_000);
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
    if (shop === SK) await expectAxeClean(page, 'verify-email');

    // --- Logout, then a remembered login that keeps the guest's cart ----------------------------
    await page.goto(pathOf(shop, '/logout'));
    await expect(page.getByText(notices.logged_out)).toBeVisible();
    await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
    if (shop === HU) await expectAxeClean(page, 'logout');
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
    await profile.getByLabel(contact.taxId, { exact: true }).fill(COMPANY_IDS[shop.locale].taxId);
    await profile.getByLabel(contact.vatNumber, { exact: true }).fill(COMPANY_IDS[shop.locale].vatNumber);
    if (shop === SK) await fillProfileAddresses(profile, shop);
    await profile.getByRole('button', { name: t.profile.submit }).click();
    await expect(page.getByTestId('account-notice').filter({ hasText: notices.profile_updated })).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel(contact.companyName, { exact: true })).toHaveValue('Bežec s.r.o.');
    await expect(profile.getByLabel(contact.businessId, { exact: true })).toHaveValue('12345678');
    await expect(profile.getByLabel(contact.taxId, { exact: true })).toHaveValue(COMPANY_IDS[shop.locale].taxId);
    await expect(profile.getByLabel(contact.vatNumber, { exact: true })).toHaveValue(
      COMPANY_IDS[shop.locale].vatNumber,
    );
    await expect(profile.getByLabel(contact.phone, { exact: true })).toHaveValue('+421 903 123 456');
    if (shop === SK) await expectProfileAddressesKept(profile, shop);

    // --- Orders: none yet (another account's order in this shop is not among them) ---------------
    const others =
      shop === CZ
        ? await anotherAccountsOrder(browser, shop, {
            email: `e2e.other.${shop.locale}.${Date.now()}@example.sk`,
            password: THIRD_PASSWORD,
            firstname: 'Karel',
            surname: 'Cizí',
          })
        : null;
    await page.goto(pathOf(shop, '/account/orders'));
    await expect(page.getByText(t.orders.empty)).toBeVisible();
    await expectAxeClean(page, 'orders');
    if (others) await someoneElsesOrder(page, shop, others);
    if (shop === SK) await orderFromTheProfile(page, shop, email, cart);
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

    if (shop === CZ) await guestPagesSendOn(page, shop);
    if (shop === HU) await changePasswordThenDelete(page, shop, email, NEW_PASSWORD);
  });
}

test('an account page sends a logged-out visitor to the login page, with the way back', async ({ page }) => {
  const [shop] = STOREFRONTS;
  await page.goto(pathOf(shop, '/account/orders'));
  await expect(page).toHaveURL(new RegExp(`${localizedPath(shop.locale, '/login')}\\?backUrl=`));
  await expectAxeClean(page, 'login');
});
