import { PRODUCT_CARD_FIELDS, type Wishlist } from '@stride/contract';
import { NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { textsOf } from '@/components/checkout/checkout.fixtures';
import { messagesFor } from '@/i18n/messages';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { WISHLIST_PRODUCT_FIELDS, type WishlistProduct, wishlistProductPaths } from '@/lib/api/use-wishlist-products';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';
import { WishlistContent, type WishlistTexts } from './wishlist-content';

/**
 * The wishlist page's body as the browser first draws it, from answers written by hand in SWR's
 * cache: loading, empty, the products with their sizes in stock and removal, a retired one, and a
 * line the catalog no longer answers for.
 */

const NBSP = '\u00a0';
const eur = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}${NBSP}€`;
const price = (gross: number) => ({
  price: gross,
  priceFormatted: eur(gross),
  priceWithoutVat: Math.round(gross / 1.23),
  priceWithoutVatFormatted: eur(Math.round(gross / 1.23)),
  currency: 'EUR' as const,
  vatRate: 23,
});

const product = (id: number, name: string, extra: Partial<WishlistProduct> = {}): WishlistProduct => ({
  id,
  name,
  urlTitle: name.toLowerCase().replaceAll(' ', '-'),
  photo: { path: `products/${id}.jpg`, updateTime: 1, title: '', description: '' },
  brand: { id: 1, name: 'Nike', urlName: 'nike' },
  finalPriceData: price(13999),
  standardPriceData: price(13999),
  lowestPrice30DaysData: null,
  discount: 0,
  new: false,
  storeStatus: 'in_stock',
  labels: [],
  favourite: false,
  status: 'on_sale',
  sizes: [],
  ...extra,
});

const PEGASUS = product(7, 'Pegasus 41', {
  sizes: [
    { id: 701, name: '42', stock: 2 },
    { id: 702, name: '43', stock: 0 },
    { id: 703, name: '44', stock: 1 },
  ],
});
const VOMERO = product(3, 'Vomero 17', { status: 'retired', storeStatus: 'sold_out' });

const wishlistOf = (...productIds: number[]): Wishlist => ({
  count: productIds.length,
  items: productIds.map((productId) => ({ id: 100 + productId, product: { id: productId } })),
  productIds,
});

const TEXTS: WishlistTexts = {
  card: {
    price: {
      price: 'Cena',
      originalPrice: 'pôvodná cena',
      lowestPrice30Days: 'Najnižšia cena: {price}',
      withoutVat: 'bez DPH',
    },
    favourite: { label: 'Obľúbené: {name}' },
    new: 'Novinka',
    inStoreOnly: 'Len na predajni',
    soldOut: 'Vypredané',
    sizesInStock: 'Veľkosti skladom',
  },
  sizes: {
    chooseSize: 'Vyberte veľkosť',
    addToCart: 'Do košíka',
    adding: 'Pridávame…',
    chooseSizeFirst: 'Najprv vyberte veľkosť.',
    storeOnly: 'Len na predajni.',
    added: {
      title: 'Pridané do košíka',
      line: '{name}, veľkosť {size}',
      inCartNow: 'V košíku: {count}',
      goToCart: 'Do košíka',
      keepShopping: 'Nakupovať ďalej',
      withoutVat: 'bez DPH',
      cartHref: '/kosik',
    },
  },
  sizeOnline: 'Skladom online',
  retired: 'Tento model sa už nevyrába.',
  notOnSale: 'Tento produkt momentálne nie je v predaji.',
};

/** The products' SWR key for these wishlisted ids, as the page asks for them. */
const productsKey = (...ids: number[]) =>
  unstable_serialize(['wishlist-products', [...ids].sort((a, b) => a - b).join(',')]);

async function render(cache: Record<string, unknown>, locale: 'sk' | 'hu' = 'sk'): Promise<string> {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map(), fallback: cache }}>
      <NextIntlClientProvider
        locale={locale}
        messages={{ wishlist: messagesFor(locale).wishlist }}
        timeZone="Europe/Bratislava"
      >
        <PriceDisplayProvider value={{ withVat: true }}>
          <WishlistContent texts={TEXTS} productPath="/produkt/:urlTitle" empty={<p data-testid="empty">prázdne</p>} />
        </PriceDisplayProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe('WishlistContent', () => {
  it('says it is loading until the visitor’s wishlist is read', async () => {
    const html = await render({});
    expect(textsOf(html, 'wishlist-loading')).toEqual(['Načítavame vaše obľúbené produkty…']);
    expect(html).not.toContain('data-testid="empty"');
  });

  it('is the empty screen for an empty wishlist', async () => {
    const html = await render({ [VISITOR_PATHS.wishlist]: wishlistOf() });
    expect(textsOf(html, 'empty')).toEqual(['prázdne']);
    expect(html).not.toContain('data-testid="wishlist-items"');
  });

  it('says it is loading while the products of a wishlist are read', async () => {
    const html = await render({ [VISITOR_PATHS.wishlist]: wishlistOf(7) });
    expect(html).toContain('data-testid="wishlist-loading"');
  });

  it('draws the products in the wishlist’s order, each with its sizes in stock, or why it cannot be bought', async () => {
    const html = await render({
      [VISITOR_PATHS.wishlist]: wishlistOf(7, 3),
      [productsKey(7, 3)]: [VOMERO, PEGASUS],
    });
    expect(html).toContain('Obľúbené produkty<!-- --> <span');
    expect(html).toContain('2 produkty');
    const items = [...html.matchAll(/data-testid="wishlist-item" data-product-id="(\d+)"/g)].map((match) => match[1]);
    expect(items).toEqual(['7', '3']);
    // The Pegasus: its card (a link to its page) and only the sizes with pieces online, to choose from.
    expect(html).toContain('href="/produkt/pegasus-41"');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('>42<');
    expect(html).toContain('>44<');
    expect(html).not.toContain('>43<');
    expect(html.match(/data-testid="add-to-cart"/g)).toHaveLength(1);
    // The retired Vomero: no sizes, the product page's words for it.
    expect(html).toContain('Tento model sa už nevyrába.');
    // Each can be taken off, by a button that names it, and by its heart, pressed.
    expect(textsOf(html, 'wishlist-remove')).toEqual(['Odobrať', 'Odobrať']);
    expect(html).toContain('aria-label="Odobrať z obľúbených: Pegasus 41"');
    expect(html).toContain('aria-label="Odobrať z obľúbených: Vomero 17"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
  });

  it('leaves out a line the catalog no longer answers for, and is empty when none is left', async () => {
    const one = await render({
      [VISITOR_PATHS.wishlist]: wishlistOf(9, 7),
      [productsKey(9, 7)]: [PEGASUS],
    });
    expect([...one.matchAll(/data-testid="wishlist-item" data-product-id="(\d+)"/g)].map((match) => match[1])).toEqual([
      '7',
    ]);
    const none = await render({ [VISITOR_PATHS.wishlist]: wishlistOf(9), [productsKey(9)]: [] });
    expect(textsOf(none, 'empty')).toEqual(['prázdne']);
  });

  it('speaks the shop’s language (hu)', async () => {
    const html = await render({ [VISITOR_PATHS.wishlist]: wishlistOf(7), [productsKey(7)]: [PEGASUS] }, 'hu');
    expect(html).toContain('Kedvenc termékek');
    expect(html).toContain('1 termék');
    expect(html).toContain('aria-label="Eltávolítás a kedvencek közül: Pegasus 41"');
  });
});

describe('the products call', () => {
  it('asks for a card’s fields, the status and the sizes', () => {
    expect([...WISHLIST_PRODUCT_FIELDS].sort()).toEqual([...PRODUCT_CARD_FIELDS, 'status', 'sizes'].sort());
  });

  it('asks for at most a hundred products a call', () => {
    const ids = Array.from({ length: 201 }, (_, index) => index + 1);
    const paths = wishlistProductPaths(ids);
    expect(paths).toHaveLength(3);
    const asked = paths.map((path) => new URL(path, 'http://shop').searchParams);
    expect(asked.map((query) => query.get('productIds')?.split(',').length)).toEqual([100, 100, 1]);
    expect(asked.map((query) => query.get('perPage'))).toEqual(['100', '100', '1']);
    expect(asked[2]?.get('productIds')).toBe('201');
    expect(paths[0]).toMatch(/^\/api\/lib\/v1\/products\?productIds=1%2C2%2C/);
  });
});
