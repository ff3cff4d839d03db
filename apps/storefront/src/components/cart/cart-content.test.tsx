import { type Cart, CartSchema } from '@stride/contract';
import { NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import type { PriceDisplay } from '@/lib/prices/price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';
import { CartContent } from './cart-content';

/**
 * The cart page's body rendered to HTML as the browser draws it, over a cart answer written by hand
 * (the api's sums are tested against hand-computed carts in the api; here: that the page shows each
 * of them, in the shop type's VAT display, with its texts and accessible names).
 */

const NBSP = '\u00a0';
const eur = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}${NBSP}€`;
const price = (gross: number, net: number) => ({
  price: gross,
  priceFormatted: eur(gross),
  priceWithoutVat: net,
  priceWithoutVatFormatted: eur(net),
  currency: 'EUR' as const,
  vatRate: 23,
});
const money = (minor: number) => ({ amount: minor, formatted: eur(minor) });
const photo = { path: 'products/shoe.jpg', updateTime: 1, title: '', description: '' };

/** Two pieces of a 139,99 € shoe with BEH10 (−28,00 €), a 25 € voucher, and a line whose size sold out. */
const CART: Cart = CartSchema.parse({
  accessToken: 'token',
  count: 3,
  items: [
    {
      id: 11,
      count: 2,
      product: { id: 1170, name: 'Nike Pegasus 41', urlTitle: 'nike-pegasus-41', photo },
      size: { id: 501, name: '42.5' },
      unitPriceData: price(13999, 11381),
      lineFullPriceData: price(27998, 22763),
      linePriceData: price(25198, 20486),
      charged: true,
      notice: null,
    },
    {
      id: 12,
      count: 1,
      product: { id: 1171, name: 'Asics Novablast 5', urlTitle: 'asics-novablast-5', photo: null },
      size: { id: 502, name: '44' },
      unitPriceData: price(12999, 10568),
      lineFullPriceData: price(0, 0),
      linePriceData: price(0, 0),
      charged: false,
      notice: 'sold_out',
    },
  ],
  coupon: { code: 'BEH10-SK', discount: money(2800), refusal: null },
  voucher: { code: 'DARCEK25-SK', paid: money(2500), remaining: money(0), refusal: null },
  isic: null,
  sums: {
    goods: price(27998, 22763),
    isicDiscount: money(0),
    couponDiscount: money(2800),
    delivery: money(0),
    missingForFreeDelivery: money(0),
    paymentFee: money(0),
    vat: [{ ratePercent: 23, net: money(20486), vat: money(4712) }],
    total: price(25198, 20486),
    toPay: money(22698),
  },
});

const LINKS = { product: '/produkt/:urlTitle', checkout: '/doprava-a-platba', shop: '/' };

async function render(cart: Cart, display: PriceDisplay, isicPercent = 10): Promise<string> {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [VISITOR_PATHS.cart]: cart } }}>
      <NextIntlClientProvider locale="sk" messages={messagesFor('sk')} timeZone="Europe/Bratislava">
        <PriceDisplayProvider value={display}>
          <CartContent
            links={LINKS}
            isicPercent={isicPercent}
            freeShippingFrom={7000}
            empty={<p data-testid="empty">prázdny</p>}
          />
        </PriceDisplayProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The text of the element with this data-testid (tags dropped, entities of the shop's texts kept). */
function textOf(html: string, testId: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(p|div|span|a|dd|li)>`, 'gs');
  for (const match of html.matchAll(pattern)) found.push((match[1] ?? '').replace(/<[^>]+>/g, '').trim());
  return found;
}

describe('CartContent', () => {
  it('shows the lines with prices with VAT in a shop that shows them so, and every sum of the answer', async () => {
    const html = await render(CART, { withVat: true });
    expect(html).toContain('Košík<!-- --> <span');
    expect(html).toContain('3 kusy');
    expect(textOf(html, 'cart-line-name')).toEqual(['Nike Pegasus 41', 'Asics Novablast 5']);
    expect(textOf(html, 'cart-line-size')).toEqual(['Veľkosť 42.5', 'Veľkosť 44']);
    // The charged line: its pieces before the cart's discounts, which the sums take off.
    expect(textOf(html, 'cart-line-price')).toEqual([`279,98${NBSP}€`, '']);
    expect(html).toContain(`139,99${NBSP}€<!-- --> <!-- -->za kus`);
    expect(html).not.toContain('€ bez DPH');
    // The sold-out line: marked, no count stepper, not in the total.
    expect(textOf(html, 'cart-line-notice')).toEqual(['Táto veľkosť sa medzitým vypredala. Do súčtu ju nepočítame.']);
    expect(html.match(/data-testid="cart-line-increase"/g)).toHaveLength(1);

    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-goods')).toEqual(['Tovar s DPH', `279,98${NBSP}€`]);
    expect(sum('sum-coupon')).toEqual(['Zľava za kupón', `−28,00${NBSP}€`]);
    expect(sum('sum-delivery')).toEqual(['Doprava', 'Zdarma']);
    expect(sum('sum-vat')).toEqual([`DPH 23 % zo základu 204,86${NBSP}€`, `47,12${NBSP}€`]);
    expect(sum('sum-total-net')).toEqual(['Spolu bez DPH', `204,86${NBSP}€`]);
    expect(sum('sum-total')).toEqual(['Spolu s DPH', `251,98${NBSP}€`]);
    expect(sum('sum-voucher')).toEqual(['Uhradí darčekový poukaz', `−25,00${NBSP}€`]);
    expect(sum('sum-to-pay')).toEqual(['K úhrade', `226,98${NBSP}€`]);
    expect(html).not.toContain('data-testid="sum-isic"');
    expect(html).toContain('href="/doprava-a-platba"');
    expect(html).toContain('href="/produkt/nike-pegasus-41"');
  });

  it('names the stepper, its buttons and remove by product and size', async () => {
    const html = await render(CART, { withVat: true });
    expect(html).toContain('<legend class="visually-hidden">Počet kusov: Nike Pegasus 41, veľkosť 42.5</legend>');
    expect(html).toContain('aria-label="Pridať kus: Nike Pegasus 41, veľkosť 42.5"');
    expect(html).toContain('aria-label="Ubrať kus: Nike Pegasus 41, veľkosť 42.5"');
    expect(html).toContain('aria-label="Odstrániť z košíka: Asics Novablast 5, veľkosť 44"');
  });

  it('shows line prices without VAT, labelled, where the shop shows net prices (type 2)', async () => {
    const html = await render(CART, { withVat: false });
    expect(textOf(html, 'cart-line-price')).toEqual([`227,63${NBSP}€ bez DPH`, '']);
    expect(html).toContain(`113,81${NBSP}€ bez DPH`);
  });

  it('carries both where the buyer decides (type 4), for the buyer’s VAT mode to show one', async () => {
    const html = await render(CART, { withVat: false, buyerDecides: true });
    expect(html).toContain(
      `<span data-vat="net">227,63${NBSP}€ bez DPH</span><span data-vat="gross">279,98${NBSP}€</span>`,
    );
  });

  it('shows what is applied and why a code gives nothing, and no ISIC form where the shop gives none', async () => {
    const refused = CartSchema.parse({
      ...CART,
      coupon: {
        code: 'VITAJ-SK',
        discount: money(0),
        refusal: { reason: 'minimum_not_reached', message: 'Kód platí pre nákup od 50,00 €.' },
      },
      voucher: null,
    });
    const html = await render(refused, { withVat: true }, 0);
    expect(html).toContain('Kupón VITAJ-SK');
    expect(html).toContain('Kód platí pre nákup od 50,00 €.');
    expect(html).toContain('aria-label="Odstrániť kupón VITAJ-SK"');
    expect(html).not.toContain('data-testid="isic-form"');
    expect(html).toContain('data-testid="voucher-form"');
    expect(html).not.toContain('data-testid="sum-to-pay"');

    const withIsicShop = await render(refused, { withVat: true }, 15);
    expect(withIsicShop).toContain('So študentskou kartou ISIC máte zľavu 15 % na tovar v plnej cene.');
  });

  it('says what is missing for free delivery, with the bar at the goods reached', async () => {
    const short = CartSchema.parse({
      ...CART,
      sums: { ...CART.sums, missingForFreeDelivery: money(1500), delivery: money(299) },
    });
    const html = await render(short, { withVat: true });
    expect(textOf(html, 'free-delivery')[0]).toBe(`Do dopravy zdarma vám chýba už len 15,00${NBSP}€.`);
    expect(html).toMatch(/<progress[^>]*max="7000"[^>]*value="5500"/);
    expect(html).toContain(`<dt>Doprava od</dt><dd>2,99${NBSP}€</dd>`);
  });

  it('is the empty screen for a cart without lines, and offers no way on when nothing is charged', async () => {
    const empty = CartSchema.parse({ ...CART, count: 0, items: [], coupon: null, voucher: null });
    expect(await render(empty, { withVat: true })).toContain('data-testid="empty"');

    const nothingCharged = CartSchema.parse({ ...CART, items: CART.items.slice(1) });
    expect(await render(nothingCharged, { withVat: true })).not.toContain('data-testid="cart-continue"');
  });
});
