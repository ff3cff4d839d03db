import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import {
  AccountOrdersSchema,
  AuthSuccessSchema,
  type Company,
  type OrderCreated,
  SignupChallengeSchema,
  type User,
} from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { readApiOf } from './api';
import { BUYERS, orderThroughApi, sendApi } from './checkout';
import type { Storefront } from './storefronts';
import { decideConsent } from './test';

/**
 * What the account journeys need besides the pages themselves: another shopper, with an account and
 * an order of their own, made the short way through the api in their own browser.
 */

export type Shopper = {
  email: string;
  password: string;
  firstname: string;
  surname: string;
  company?: Omit<Company, 'taxId'> | null;
};

/**
 * Registers `who` through the api from `page` (on a storefront), which is then logged in as them and
 * keeps its cart: the signup's question answered as the shopper answers it, by adding the two digits
 * it asks about. The registration form's own journey is accounts.spec.ts.
 */
export async function signUpThroughApi(page: Page, who: Shopper): Promise<User> {
  const challenge = await readApiOf(page)('/api/lib/v1/auth/signup-challenge', SignupChallengeSchema);
  const answer = await sendApi(
    page,
    {
      method: 'POST',
      path: '/api/lib/v1/auth/signup',
      body: {
        user: {
          email: who.email,
          password: who.password,
          passwordRepeat: who.password,
          name: who.firstname,
          surname: who.surname,
          params: {},
        },
        company: who.company ?? null,
        cart: { accessToken: null },
        challenge: { token: challenge.token, answer: String(challenge.a + challenge.b) },
      },
    },
    AuthSuccessSchema,
  );
  return answer.data.user;
}

export type OthersOrder = OrderCreated & { id: number; email: string; buyer: (typeof BUYERS)[Storefront['locale']] };

/**
 * An order of another shopper's account in `shop`: they register and order (a shoe, courier, bank
 * transfer, the shop's buyer from checkout.ts) in a browser context of their own, so nothing of
 * theirs is in the test's page. Its id is read from their own account's order list.
 */
export async function anotherAccountsOrder(browser: Browser, shop: Storefront, who: Shopper): Promise<OthersOrder> {
  const context = await browser.newContext();
  await decideConsent(context);
  try {
    const page = await context.newPage();
    await page.goto(`${shop.origin}/`);
    await signUpThroughApi(page, who);
    const readApi = readApiOf(page);
    const order = await orderThroughApi(page, readApi, shop);
    const { orders } = await readApi('/api/lib/v1/account/orders', AccountOrdersSchema);
    const listed = orders.find((entry) => entry.orderNumber === order.orderNumber);
    if (!listed) throw new Error(`${shop.locale}: order ${order.orderNumber} is not in its own account's list`);
    return { ...order, id: listed.id, buyer: BUYERS[shop.locale] };
  } finally {
    await context.close();
  }
}

/**
 * Waits until React has hydrated a form's field: the page paints before its scripts, and a value
 * typed into a field React has not taken over yet is lost when it does (an input event is not one
 * React replays).
 */
export async function untilInteractive(field: Locator) {
  await expect
    .poll(() => field.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** Sends the login page's form; the caller expects what follows (the profile, or a message). */
export async function submitLogin(page: Page, shop: Storefront, email: string, password: string) {
  const t = shop.messages.account;
  await page.goto(`${shop.origin}${localizedPath(shop.locale, '/login')}`);
  const login = page.getByTestId('login-form');
  await untilInteractive(login.getByLabel(t.fields.email, { exact: true }));
  await login.getByLabel(t.fields.email, { exact: true }).fill(email);
  await login.getByLabel(t.fields.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: t.login.submit }).click();
}
