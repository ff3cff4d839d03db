import { type Cart, type Checkout, CheckoutSchema } from '@stride/contract';
import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { messagesFor } from '@/i18n/messages';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';

/**
 * Api answers written by hand for the checkout's render tests, and the render itself: the page's
 * body as the browser first draws it, with the answers in SWR's cache and only the namespaces the
 * pages pass to the browser.
 */

const NBSP = '\u00a0';
export const eur = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}${NBSP}€`;
export const money = (minor: number) => ({ amount: minor, formatted: eur(minor) });
const price = (gross: number, net: number) => ({
  price: gross,
  priceFormatted: eur(gross),
  priceWithoutVat: net,
  priceWithoutVatFormatted: eur(net),
  currency: 'EUR' as const,
  vatRate: 23,
});

/** Two pieces of a 59,90 € shoe in the Slovak shop: 10,20 € short of free delivery (70 €). */
const CART: Cart = {
  accessToken: 'cart-token',
  count: 2,
  items: [
    {
      id: 11,
      count: 2,
      product: { id: 1170, name: 'Nike Pegasus 41', urlTitle: 'nike-pegasus-41', photo: null },
      size: { id: 501, name: '42.5' },
      unitPriceData: price(2990, 2431),
      lineFullPriceData: price(5980, 4862),
      linePriceData: price(5980, 4862),
      charged: true,
      notice: null,
    },
  ],
  giftVouchers: [],
  coupon: null,
  voucher: null,
  isic: null,
  credits: null,
  sums: {
    goods: price(5980, 4862),
    isicDiscount: money(0),
    couponDiscount: money(0),
    creditsDiscount: money(0),
    delivery: money(490),
    missingForFreeDelivery: money(1020),
    paymentFee: money(150),
    giftVouchers: money(0),
    vat: [{ ratePercent: 23, net: money(5382), vat: money(1238) }],
    total: price(6620, 5382),
    toPay: money(6620),
  },
};

/** The Slovak shop's offers for that cart; no store holds it. A company buyer chose courier and cash on delivery. */
export const CHECKOUT: Checkout = CheckoutSchema.parse({
  deliveries: [
    { kind: 'pickup_point', price: money(299), listPrice: money(299), available: true },
    { kind: 'courier', price: money(490), listPrice: money(490), available: true },
    { kind: 'store', price: money(0), listPrice: money(0), available: false },
  ],
  payments: [
    { kind: 'card', fee: money(0), deliveries: ['courier', 'pickup_point', 'store'] },
    { kind: 'bank_transfer', fee: money(0), deliveries: ['courier', 'pickup_point', 'store'] },
    { kind: 'cash_on_delivery', fee: money(150), deliveries: ['courier', 'pickup_point'] },
    { kind: 'in_store', fee: money(0), deliveries: ['store'] },
  ],
  stores: [],
  choice: { delivery: 'courier', payment: 'cash_on_delivery', place: null },
  contact: {
    email: 'nakup@bezec.sk',
    firstname: 'Jana',
    surname: 'Nováková',
    phone: '+421 903 123 456',
    street: 'Hlavná 12',
    city: 'Bratislava',
    zip: '811 01',
    country: 'sk',
    note: 'Zvoňte dvakrát',
    buyer: 'company',
    company: { name: 'Bežec s.r.o.', businessId: '50123456', taxId: '2120123456', vatNumber: 'SK2120123456' },
    deliveryAddress: {
      firstname: 'Eva',
      surname: 'Malá',
      street: 'Nová 3',
      city: 'Trnava',
      zip: '917 01',
      country: 'sk',
    },
    termsAccepted: true,
    marketingConsent: false,
  },
  deliveryNeeded: true,
  complete: true,
  cart: CART,
});

type Namespace =
  | 'checkout'
  | 'validation'
  | 'pickupPoints'
  | 'withdrawal'
  | 'prices'
  | 'account'
  | 'giftVoucher'
  | 'giftVoucherLines'
  | 'contactForm'
  | 'supportWidget'
  | 'api';

export async function renderPage(
  body: ReactNode,
  {
    locale = 'sk',
    cache = {},
    namespaces,
  }: { locale?: Locale; cache?: Record<string, unknown>; namespaces: Namespace[] },
): Promise<string> {
  const catalog = messagesFor(locale);
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, catalog[namespace]]));
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map(), fallback: cache }}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE[locale]}>
        <PriceDisplayProvider value={{ withVat: true }}>{body}</PriceDisplayProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The text of every element with this data-testid, nested elements included (tags and React's separators dropped). */
export function textsOf(html: string, testId: string): string[] {
  const texts: string[] = [];
  for (const open of html.matchAll(new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*data-testid="${testId}"[^>]*>`, 'g'))) {
    const tag = open[1] ?? '';
    const from = (open.index ?? 0) + open[0].length;
    // Walks to the element's own closing tag, past elements of the same name inside it.
    const nested = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'g');
    nested.lastIndex = from;
    let depth = 1;
    let to = html.length;
    for (let match = nested.exec(html); match; match = nested.exec(html)) {
      depth += match[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        to = match.index;
        break;
      }
    }
    texts.push(
      html
        .slice(from, to)
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/[ \t\r\n]+/g, ' ')
        .replace(/ ([.,])/g, '$1')
        .trim(),
    );
  }
  return texts;
}

/** The opening tag of the (first) element with this attribute value. */
export function tagWith(html: string, attribute: string, value: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*${attribute}="${value}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with ${attribute}="${value}"`);
  return tag;
}
