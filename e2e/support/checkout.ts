import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { z } from 'zod';
import {
  type Cart,
  CartSchema,
  CheckoutSchema,
  OrderCreatedSchema,
  OrderSummarySchema,
  ProductDetailSchema,
  ProductListResponseSchema,
} from '../../packages/contract/src';
import type { ReadApi } from './api';
import type { Storefront } from './storefronts';

/**
 * What the checkout journeys share: a cart to order, a buyer to type in, an order made the short way
 * (for the journeys that start after it), and reading a QR code off the page as a phone would.
 */

/**
 * Sends a change through the storefront's same-origin api, as the page's own scripts do (the page
 * must be on a storefront), and parses the answer with the contract's schema.
 */
/**
 * Journeys run side by side (two workers): one that buys takes a size with this many pieces online,
 * so another journey's purchase of the same size never leaves it sold out under this one.
 */
export const SPARE_STOCK = 3;

export async function sendApi<Schema extends z.ZodType>(
  page: Page,
  request: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; headers?: Record<string, string> },
  schema: Schema,
): Promise<z.infer<Schema>> {
  const answer = await page.evaluate(async ({ method, path, body, headers }) => {
    const response = await fetch(path, {
      method,
      headers: {
        ...headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, request);
  if (answer.status >= 400) {
    throw new Error(`${request.method} ${request.path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return schema.parse(answer.body);
}

export type CartPiece = { name: string; size: string };

/**
 * Puts one piece of a shoe on sale with stock online into the visitor's cart, through the api (the
 * cart's own journey adds through the product page). With `inShopStore`, only a piece one of the
 * shop's own stores holds too, so the checkout offers collecting it there.
 */
export async function addShoeToCart(
  page: Page,
  readApi: ReadApi,
  shop: Storefront,
  { inShopStore = false }: { inShopStore?: boolean } = {},
): Promise<CartPiece> {
  const list = await readApi(
    `/api/lib/v1/products?perPage=96&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of list.items) {
    if (!item.urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    if (detail.product.status !== 'on_sale') continue;
    for (const size of detail.sizes) {
      if (size.online < SPARE_STOCK || (inShopStore && size.stores.length === 0)) continue;
      const cart: Cart = await sendApi(
        page,
        {
          method: 'POST',
          path: '/api/lib/v1/cart',
          body: { items: [{ count: 1, sizeId: size.id, productId: detail.product.id }] },
        },
        CartSchema,
      );
      if (!inShopStore) return { name: detail.product.name, size: size.name };
      if ((await readApi('/api/lib/v1/checkout', CheckoutSchema)).stores.length > 0) {
        return { name: detail.product.name, size: size.name };
      }
      // Held only by a store of another country: out of the cart again.
      const line = cart.items.find((entry) => entry.size.id === size.id);
      if (line) await sendApi(page, { method: 'DELETE', path: `/api/lib/v1/cart/items/${line.id}` }, CartSchema);
    }
  }
  throw new Error(
    `${shop.locale}: no shoe on sale with stock online${inShopStore ? ' and in a store of the shop' : ''}`,
  );
}

export type OrderableShoe = { urlTitle: string; name: string; size: { id: number; name: string } };

/**
 * A shoe on sale and a size of it with stock online, found through the api, for a journey that adds
 * it on the product page itself (addShoeToCart puts one in through the api instead).
 */
export async function orderableShoe(readApi: ReadApi, shop: Storefront): Promise<OrderableShoe> {
  const list = await readApi(
    `/api/lib/v1/products?perPage=96&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of list.items) {
    if (!item.urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    if (detail.product.status !== 'on_sale') continue;
    const size = detail.sizes.find((candidate) => candidate.online >= SPARE_STOCK);
    if (size) {
      return { urlTitle: item.urlTitle, name: detail.product.name, size: { id: size.id, name: size.name } };
    }
  }
  throw new Error(`${shop.locale}: no shoe on sale with stock online`);
}

/**
 * Chooses a size on the product page with the keyboard: Tab into the size radio group, Space checks
 * the radio the focus lands on, and the arrow keys move the choice (skipping sold-out sizes, which
 * are disabled) until `sizeId` is chosen. Waits first until React has hydrated the radios: one
 * checked before then is checked in the page without React hearing of it.
 */
export async function chooseSizeWithKeyboard(page: Page, sizeId: number) {
  const group = page.getByTestId('size-selector');
  const target = group.locator(`input[type="radio"][value="${sizeId}"]`);
  await expect
    .poll(() => target.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  const focusInGroup = () =>
    group.evaluate((form) => form.querySelector('fieldset')?.contains(document.activeElement) ?? false);
  for (let presses = 0; !(await focusInGroup()); presses += 1) {
    if (presses > 150) throw new Error('the size selector is not reached with Tab');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  const sizes = await group.locator('input[type="radio"]').count();
  for (let presses = 0; !(await target.isChecked()); presses += 1) {
    if (presses > sizes) throw new Error(`size ${sizeId} is not chosen with the arrow keys`);
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
}

/** A buyer of each shop, with an address its rules accept. */
export const BUYERS = {
  sk: {
    email: 'jana.novakova@example.sk',
    firstname: 'Jana',
    surname: 'Nováková',
    phone: '+421 903 123 456',
    street: 'Hlavná 12',
    city: 'Bratislava',
    zip: '811 01',
  },
  cz: {
    email: 'petr.dvorak@example.cz',
    firstname: 'Petr',
    surname: 'Dvořák',
    phone: '+420 603 123 456',
    street: 'Vodičkova 12',
    city: 'Praha',
    zip: '110 00',
  },
  hu: {
    email: 'agnes.nagy@example.hu',
    firstname: 'Ágnes',
    surname: 'Nagy',
    phone: '+36 30 123 4567',
    street: 'Váci út 1',
    city: 'Budapest',
    zip: '1132',
  },
} as const;
export type Buyer = Record<keyof (typeof BUYERS)['sk'], string>;

/** Types the buyer into the delivery page's contact form, each field found by its label. */
export async function fillBuyer(page: Page, shop: Storefront, buyer: Buyer) {
  const texts = shop.messages.checkout.contact;
  const form = page.getByTestId('contact-form');
  // The buyer's own fields come before the other delivery address's, which share their labels.
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true }).first();
  await field(texts.email).fill(buyer.email);
  await field(texts.firstname).fill(buyer.firstname);
  await field(texts.surname).fill(buyer.surname);
  await field(texts.phone).fill(buyer.phone);
  await field(texts.street).fill(buyer.street);
  await field(texts.city).fill(buyer.city);
  await field(texts.zip).fill(buyer.zip);
}

/**
 * Courier delivery, `payment` and the shop's buyer (a private person who accepts the terms), set on
 * the page's cart through the api. Returns the buyer.
 */
export async function chooseCourierAndBuyer(page: Page, shop: Storefront, payment: 'card' | 'bank_transfer') {
  await sendApi(
    page,
    { method: 'PUT', path: '/api/lib/v1/cart/delivery', body: { delivery: 'courier', payment } },
    CheckoutSchema,
  );
  const buyer = BUYERS[shop.locale];
  await sendApi(
    page,
    {
      method: 'POST',
      path: '/api/lib/v1/cart/contact',
      body: {
        contact: { ...buyer, country: shop.locale, buyer: 'person', termsAccepted: true, marketingConsent: false },
      },
    },
    CheckoutSchema,
  );
  return buyer;
}

/** The thank-you page's order as the api has it (the token is in the page's address). */
export async function orderOnThankYouPage(page: Page, readApi: ReadApi) {
  await expect(page.getByTestId('thank-you-page')).toBeVisible();
  const token = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const order = await readApi(`/api/lib/v1/order/thank-you/${token}`, OrderSummarySchema);
  await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
  return order;
}

/**
 * An order made the short way, through the api (the journeys that need one already made, like the
 * withdrawal): a shoe, courier and bank transfer, the shop's buyer.
 */
export async function orderThroughApi(page: Page, readApi: ReadApi, shop: Storefront) {
  await addShoeToCart(page, readApi, shop);
  const buyer = await chooseCourierAndBuyer(page, shop, 'bank_transfer');
  const order = await sendApi(
    page,
    { method: 'POST', path: '/api/lib/v1/order/create', headers: { 'idempotency-key': `e2e-${Date.now()}` } },
    OrderCreatedSchema,
  );
  return { ...order, email: buyer.email };
}

/** The text a QR code on the page holds, read off its pixels as a phone's camera would. */
export async function readQrCode(image: Locator): Promise<string> {
  return readQrPng(await image.screenshot());
}

/** The text of the QR code in a PNG image (a screenshot, or an e-mail's inline image). */
export function readQrPng(image: Buffer): string {
  const png = PNG.sync.read(image);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code could be read from the image');
  return code.data;
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails if it
 * is not reached, so the target is proven reachable by the keyboard.
 */
export async function tabTo(page: Page, target: Locator, { max = 150 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} presses of Tab: ${target.toString()}`);
}

/** Whether the focused element shows where the focus is (an outline or a focus ring's shadow). */
export function focusIsVisible(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
}
