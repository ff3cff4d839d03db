import { type PriceData, type ShopType, type WebInstance, WebInstanceSchema } from '@stride/contract';
import { type Currency, formatMoney, type Locale } from '@stride/i18n';
import { netFromGross, type VatCompany } from '@stride/rules';
import { VAT_BUYERS, WITH_VAT } from '@stride/rules/testing';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { type ProductCardData, ProductCardSchema } from '@/lib/api/product-card-schema';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';
import { ProductCard } from './product-card';
import { ProductPrice } from './product-price';

/**
 * The real price components rendered to HTML, as a visitor gets them: for every shop type, storefront
 * and buyer, the amounts (gross or net), the "without VAT" note and the Omnibus line. Only the edges
 * are replaced: the api's web instance answer, next-intl's request config (the real catalogs, merged
 * as the app merges them), and the buyer's company — there are no accounts yet, so getPriceDisplay's
 * company argument (the one place sign-in will fill, see get-price-display.ts) is given here.
 */

const state = vi.hoisted(() => ({
  locale: 'sk' as Locale,
  webInstance: null as WebInstance | null,
  company: undefined as VatCompany | undefined,
}));

vi.mock('@/lib/api/catalog', () => ({
  getWebInstance: async () => {
    if (!state.webInstance) throw new Error('no web instance for this render');
    return state.webInstance;
  },
}));

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor: catalogOf } = await import('@/i18n/messages');
  return {
    getTranslations: async (namespace: 'product' | 'prices' | 'listing') =>
      createTranslator({ locale: state.locale, messages: catalogOf(state.locale), namespace }),
    // The card's link localizes its path on the server.
    getLocale: async () => state.locale,
  };
});

vi.mock('@/lib/prices/get-price-display', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/prices/get-price-display')>();
  const { priceDisplay } = await import('@/lib/prices/price-display');
  const { getWebInstance } = await import('@/lib/api/catalog');
  return {
    // Anonymous: the real function; a company: the same decision with the company it will receive.
    getPriceDisplay: async () =>
      state.company === undefined ? real.getPriceDisplay() : priceDisplay(await getWebInstance(), state.company),
  };
});

const NBSP = '\u00a0';

/**
 * The three storefronts: prices of one discounted product, and the exact gross and net text of each,
 * written out by hand (net = gross / (1 + VAT), rounded half up to the minor unit).
 */
const SHOPS = [
  {
    locale: 'sk',
    currency: 'EUR',
    vatRate: 23,
    final: 89_90,
    standard: 119_90,
    prior: 99_90,
    discount: 10,
    finalGross: `89,90${NBSP}€`,
    finalNet: `73,09${NBSP}€`,
    standardGross: `119,90${NBSP}€`,
    standardNet: `97,48${NBSP}€`,
    priorGross: `99,90${NBSP}€`,
    priorNet: `81,22${NBSP}€`,
    withoutVat: 'bez DPH',
  },
  {
    locale: 'cz',
    currency: 'CZK',
    vatRate: 21,
    final: 2_290_00,
    standard: 2_990_00,
    prior: 2_590_00,
    discount: 11,
    finalGross: `2${NBSP}290${NBSP}Kč`,
    finalNet: `1${NBSP}892,56${NBSP}Kč`,
    standardGross: `2${NBSP}990${NBSP}Kč`,
    standardNet: `2${NBSP}471,07${NBSP}Kč`,
    priorGross: `2${NBSP}590${NBSP}Kč`,
    priorNet: `2${NBSP}140,50${NBSP}Kč`,
    withoutVat: 'bez DPH',
  },
  {
    locale: 'hu',
    currency: 'HUF',
    vatRate: 27,
    final: 35_990_00,
    standard: 45_990_00,
    prior: 39_990_00,
    discount: 10,
    finalGross: `35${NBSP}990${NBSP}Ft`,
    finalNet: `28${NBSP}338,58${NBSP}Ft`,
    standardGross: `45${NBSP}990${NBSP}Ft`,
    standardNet: `36${NBSP}212,60${NBSP}Ft`,
    priorGross: `39${NBSP}990${NBSP}Ft`,
    priorNet: `31${NBSP}488,19${NBSP}Ft`,
    withoutVat: 'ÁFA nélkül',
  },
] as const;
type Shop = (typeof SHOPS)[number];

/** A PriceData as the api builds it (apps/api/src/lib/money.ts). */
function priceData(gross: number, shop: Shop): PriceData {
  const net = netFromGross(gross, shop.vatRate);
  return {
    price: gross,
    priceFormatted: formatMoney(gross, shop.currency as Currency, shop.locale),
    priceWithoutVat: net,
    priceWithoutVatFormatted: formatMoney(net, shop.currency as Currency, shop.locale),
    currency: shop.currency,
    vatRate: shop.vatRate,
  };
}

function webInstanceOf(shop: Shop, shopType: ShopType): WebInstance {
  return WebInstanceSchema.parse({
    id: SHOPS.indexOf(shop) + 1,
    domain: `${shop.locale}.localhost`,
    webInstanceToken: `token-${shop.locale}`,
    locale: shop.locale,
    currency: shop.currency,
    vatRate: shop.vatRate,
    freeShippingFrom: 0,
    deliveryFrom: 0,
    isicDiscountPercent: 0,
    adminEmail: 'shop@example.com',
    bankAccount: { iban: '', bic: '', name: '', local: '' },
    placeholderPhoto: { path: 'placeholder.jpg', updateTime: 1, title: 'Stride', description: '' },
    pagesHeader: [],
    globalSettings: {
      phone: '+421 2 1234 5678',
      type_of_shop: shopType,
      facebook_login_enabled: false,
      google_login_enabled: false,
      facebook_link: '',
      instagram_link: '',
      youtube_link: '',
      conditions_for_processing_personal_data_link: '',
    },
  });
}

function cardOf(shop: Shop, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return ProductCardSchema.parse({
    id: 7,
    name: 'Pegasus 41',
    urlTitle: 'nike-pegasus-41',
    photo: { path: 'products/shoe-road-black-white-side.jpg', updateTime: 1, title: '', description: '' },
    brand: { id: 1, name: 'Nike', urlName: 'nike' },
    finalPriceData: priceData(shop.final, shop),
    standardPriceData: priceData(shop.standard, shop),
    lowestPrice30DaysData: priceData(shop.prior, shop),
    discount: shop.discount,
    new: false,
    storeStatus: 'in_stock',
    labels: [],
    favourite: false,
    ...overrides,
  });
}

/**
 * Server-renders like Next.js does (async server components included) and returns the HTML, under
 * the page's price display as ShopChrome provides it to client components (the card).
 */
async function render(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(
    <PriceDisplayProvider value={await getPriceDisplay()}>{element}</PriceDisplayProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The text of the first element with this test id (the blocks below nest no element of their own tag). */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>(.*?)</\\1>`, 's').exec(html);
  if (!match) return null;
  return (match[2] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/**
 * The HTML a buyer sees: a type-4 page carries each price net and gross (`data-vat`), and the
 * buyer's mode hides the other (globals.css); this drops the hidden one's elements as CSS would.
 */
function visibleAs(html: string, mode: 'net' | 'gross'): string {
  const hidden = `<span data-vat="${mode === 'net' ? 'gross' : 'net'}">`;
  let out = html;
  for (let start = out.indexOf(hidden); start !== -1; start = out.indexOf(hidden)) {
    let depth = 0;
    let at = start;
    do {
      const open = out.indexOf('<span', at + 1);
      const close = out.indexOf('</span>', at + 1);
      if (close === -1) throw new Error('unclosed span');
      if (open !== -1 && open < close) {
        depth += 1;
        at = open;
      } else {
        depth -= 1;
        at = close;
      }
    } while (depth >= 0 && at !== -1);
    out = out.slice(0, start) + out.slice(at + '</span>'.length);
  }
  return out;
}

function use(shop: Shop, shopType: ShopType, company: VatCompany | undefined) {
  state.locale = shop.locale;
  state.webInstance = webInstanceOf(shop, shopType);
  state.company = company;
}

beforeEach(() => {
  state.webInstance = null;
  state.company = undefined;
});

const CASES = ([1, 2, 3, 4] as const).flatMap((shopType) =>
  SHOPS.flatMap((shop) =>
    VAT_BUYERS.map((buyer, index) => {
      const withVat = WITH_VAT[shopType][index];
      if (withVat === undefined) throw new Error(`no expectation for buyer ${index}`);
      return { shopType, shop, buyer, withVat };
    }),
  ),
);

describe('ProductPrice and ProductCard, gross or net by shop type (spec §4)', () => {
  it.each(CASES.map((c) => [c.shopType, c.shop.currency, c.buyer.name, c] as const))(
    'shop type %i, %s, %s',
    async (shopType, _currency, _buyer, { shop, buyer, withVat }) => {
      use(shop, shopType, buyer.company);
      const messages = messagesFor(shop.locale);
      expect(messages.prices.withoutVat).toBe(shop.withoutVat);
      const finalText = withVat ? shop.finalGross : shop.finalNet;
      const otherText = withVat ? shop.finalNet : shop.finalGross;
      const standardText = withVat ? shop.standardGross : shop.standardNet;
      const priorText = withVat ? shop.priorGross : shop.priorNet;
      const priceLine =
        `${messages.product.price}: ${finalText}, ${messages.product.originalPrice}: ${standardText}` +
        (withVat ? '' : shop.withoutVat);
      const lowestLine = messages.product.lowestPrice30Days.replace(
        '{price}',
        withVat ? priorText : `${priorText} ${shop.withoutVat}`,
      );

      for (const drawn of [
        await render(await ProductPrice({ product: cardOf(shop), size: 'detail' })),
        await render(<ProductCard product={cardOf(shop)} />),
      ]) {
        // Types 1–3 draw one mode; type 4 draws both and the buyer's mode shows one.
        const html = visibleAs(drawn, withVat ? 'gross' : 'net');
        if (shopType !== 4) expect(html).toBe(drawn);
        expect(textOf(html, 'product-price')).toBe(priceLine);
        expect(textOf(html, 'price-vat-note')).toBe(withVat ? null : shop.withoutVat);
        expect(textOf(html, 'lowest-price-30-days')).toBe(lowestLine);
        expect(html).not.toContain(otherText);
      }
      const card = await render(<ProductCard product={cardOf(shop)} />);
      expect(textOf(card, 'discount-badge')).toBe(`−${shop.discount}${NBSP}%`);
    },
  );
});

describe('the Omnibus line is drawn only when the api gives a prior price with a reduction', () => {
  it.each(SHOPS.map((shop) => [shop.locale, shop] as const))(
    '%s: no prior price from the api → the reduction without a 30-day line',
    async (_locale, shop) => {
      use(shop, 1, undefined);
      const product = cardOf(shop, { lowestPrice30DaysData: null, discount: 25 });
      for (const html of [
        await render(await ProductPrice({ product, size: 'detail' })),
        await render(<ProductCard product={product} />),
      ]) {
        expect(textOf(html, 'product-price')).toContain(shop.standardGross);
        expect(textOf(html, 'lowest-price-30-days')).toBeNull();
        expect(html).not.toContain(messages(shop).lowestPrice30Days.split('{price}')[0]?.trim());
      }
      expect(textOf(await render(<ProductCard product={product} />), 'discount-badge')).toBe(`−25${NBSP}%`);
    },
  );

  it.each(SHOPS.map((shop) => [shop.locale, shop] as const))(
    '%s: discount 0 (prior price not above the final price) → just the price, no strike, badge or line',
    async (_locale, shop) => {
      use(shop, 2, undefined);
      const product = cardOf(shop, { discount: 0 });
      for (const html of [
        await render(await ProductPrice({ product, size: 'card' })),
        await render(<ProductCard product={product} />),
      ]) {
        expect(textOf(html, 'product-price')).toBe(
          `${messagesFor(shop.locale).product.price}: ${shop.finalNet}${shop.withoutVat}`,
        );
        expect(html).not.toContain('<s ');
        expect(textOf(html, 'lowest-price-30-days')).toBeNull();
        expect(textOf(html, 'discount-badge')).toBeNull();
      }
    },
  );
});

function messages(shop: Shop) {
  return messagesFor(shop.locale).product;
}

/** The visitor's wishlist as the browser would have read it (SWR's cache, keyed by the api path). */
function withWishlist(productIds: number[], element: ReactElement): ReactElement {
  const wishlist = {
    count: productIds.length,
    items: productIds.map((id, i) => ({ id: i + 1, product: { id } })),
    productIds,
  };
  return <SWRConfig value={{ fallback: { [VISITOR_PATHS.wishlist]: wishlist } }}>{element}</SWRConfig>;
}

describe('the favourite heart of a card', () => {
  it.each(SHOPS.map((shop) => [shop.locale, shop] as const))(
    "%s: empty in the page everyone gets; filled from the visitor's wishlist, in the shop language",
    async (_locale, shop) => {
      use(shop, 1, undefined);
      const anonymous = await render(<ProductCard product={cardOf(shop)} />);
      const plain = await render(withWishlist([8, 9], <ProductCard product={cardOf(shop)} />));
      const favourite = await render(withWishlist([8, 7], <ProductCard product={cardOf(shop)} />));
      const heart = (html: string) => /<button[^>]*data-testid="favourite-heart"[^>]*>/.exec(html)?.[0] ?? '';
      expect(heart(anonymous)).toContain('aria-pressed="false"');
      expect(heart(anonymous)).toContain('data-loaded="false"');
      expect(heart(plain)).toContain('aria-pressed="false"');
      expect(heart(plain)).toContain('data-loaded="true"');
      expect(heart(favourite)).toContain('aria-pressed="true"');
      const messages = messagesFor(shop.locale) as { product: Record<string, string> };
      const label = (key: string) => (messages.product[key] ?? '').replace('{name}', 'Pegasus 41');
      // One name in both states (a toggle button's state is aria-pressed), in the shop's language.
      expect(label('favourite')).toContain('Pegasus 41');
      expect(heart(plain)).toContain(`aria-label="${label('favourite')}"`);
      expect(heart(favourite)).toContain(`aria-label="${label('favourite')}"`);
    },
  );
});
