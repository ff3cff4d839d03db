import { type Cart, CartSchema, CreditsSchema } from '@stride/contract';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT, loggedIn } from '@/components/account/account.fixtures';
import { messagesFor } from '@/i18n/messages';
import { useCartActions } from '@/lib/api/use-cart-actions';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { checkMoneyInput } from '@/lib/format/money-input';
import type { PriceDisplay } from '@/lib/prices/price-display';
import { PriceDisplayProvider } from '@/lib/prices/price-display-context';
import { CartContent } from './cart-content';
import { cartCreditsProblemText } from './cart-credits';

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
  giftVouchers: [],
  coupon: { code: 'BEH10-SK', discount: money(2800), refusal: null },
  voucher: { code: 'DARCEK25-SK', paid: money(2500), remaining: money(0), refusal: null },
  isic: null,
  credits: null,
  sums: {
    goods: price(27998, 22763),
    isicDiscount: money(0),
    couponDiscount: money(2800),
    creditsDiscount: money(0),
    delivery: money(0),
    missingForFreeDelivery: money(0),
    paymentFee: money(0),
    giftVouchers: money(0),
    vat: [{ ratePercent: 23, net: money(20486), vat: money(4712) }],
    total: price(25198, 20486),
    toPay: money(22698),
  },
});

const LINKS = { product: '/produkt/:urlTitle', checkout: '/doprava-a-platba', shop: '/' };

const CREDITS_LOGIN = {
  loginHref: '/prihlasenie?backUrl=%2Fkosik',
  unauthorised: 'Neoprávnený prístup. Prihláste sa.',
};

async function render(
  cart: Cart,
  display: PriceDisplay,
  isicPercent = 10,
  visitor: Record<string, unknown> = {},
): Promise<string> {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [VISITOR_PATHS.cart]: cart, ...visitor } }}>
      <NextIntlClientProvider locale="sk" messages={messagesFor('sk')} timeZone="Europe/Bratislava">
        <PriceDisplayProvider value={display}>
          <CartContent
            links={LINKS}
            isicPercent={isicPercent}
            freeShippingFrom={7000}
            creditsLogin={CREDITS_LOGIN}
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

describe('the cart’s gift vouchers', () => {
  /** A 50 € voucher for oneself and a 30 € one sent to Eva on a date, beside the shoes: 80 € outside the goods. */
  const WITH_VOUCHERS = CartSchema.parse({
    ...CART,
    count: 5,
    giftVouchers: [
      { id: 7, value: money(5000), design: 'trail', dedication: 'Veľa šťastia!', recipient: null, sendOn: null },
      {
        id: 8,
        value: money(3000),
        design: 'track',
        dedication: 'K narodeninám',
        recipient: { email: 'eva@example.sk', name: 'Eva Malá' },
        sendOn: '2026-12-24',
      },
    ],
    sums: { ...CART.sums, giftVouchers: money(8000), total: price(33198, 20486), toPay: money(30698) },
  });

  it('lists each voucher with its value, design, dedication, recipient and send date, and its removal', async () => {
    const html = await render(WITH_VOUCHERS, { withVat: true });
    expect(html).toContain('5 kusov');
    expect(textOf(html, 'cart-gift-voucher-title')).toEqual([
      `Darčekový poukaz 50,00${NBSP}€`,
      `Darčekový poukaz 30,00${NBSP}€`,
    ]);
    expect(textOf(html, 'cart-gift-voucher-price')).toEqual([`50,00${NBSP}€`, `30,00${NBSP}€`]);
    expect(textOf(html, 'gift-voucher-line-design')).toEqual(['Vzhľad: Terén', 'Vzhľad: Dráha']);
    expect(textOf(html, 'gift-voucher-line-dedication')).toEqual([
      'Venovanie: „Veľa šťastia!“',
      'Venovanie: „K narodeninám“',
    ]);
    expect(textOf(html, 'gift-voucher-line-recipient')).toEqual([
      'Pošleme ho na váš e-mail',
      'Pre: Eva Malá, eva@example.sk',
    ]);
    expect(textOf(html, 'gift-voucher-line-send-on')).toEqual(['Odoslanie: po zaplatení', 'Odoslanie: 24.12.2026']);
    expect(html).toContain(`aria-label="Odstrániť darčekový poukaz 30,00${NBSP}€"`);
    const sum = (id: string) => new RegExp(`data-testid="${id}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(html)?.slice(1);
    expect(sum('sum-gift-vouchers')).toEqual(['Darčekové poukazy', `80,00${NBSP}€`]);
    expect(sum('sum-goods')).toEqual(['Tovar s DPH', `279,98${NBSP}€`]);
    expect(sum('sum-total')).toEqual(['Spolu s DPH', `331,98${NBSP}€`]);
  });

  it('is a cart with a way on when it holds only vouchers, without the free-delivery bar', async () => {
    const onlyVouchers = CartSchema.parse({
      ...WITH_VOUCHERS,
      count: 2,
      items: [],
      coupon: null,
      voucher: null,
      sums: { ...WITH_VOUCHERS.sums, goods: price(0, 0), vat: [], total: price(8000, 8000), toPay: money(8000) },
    });
    const html = await render(onlyVouchers, { withVat: true });
    expect(html).not.toContain('data-testid="empty"');
    expect(html.match(/data-testid="cart-gift-voucher"/g)).toHaveLength(2);
    expect(html).toContain('data-testid="cart-continue"');
    expect(html).not.toContain('data-testid="free-delivery"');
  });

  it('shows no voucher sum for a cart without vouchers', async () => {
    expect(await render(CART, { withVat: true })).not.toContain('data-testid="sum-gift-vouchers"');
  });
});

describe('the cart’s credits', () => {
  const credits = (balance: number) =>
    CreditsSchema.parse({
      balance: money(balance),
      canConvert: false,
      rules: { earnPercent: 5, conversionThreshold: money(2000), minimumConversion: money(500), couponValidDays: 90 },
      history: [],
      coupons: [],
    });

  afterEach(() => vi.unstubAllGlobals());

  it('shows a visitor who is not logged in "unauthorised access" and a login that comes back, and no form', async () => {
    const html = await render(CART, { withVat: true }, 10, { [VISITOR_PATHS.profile]: LOGGED_OUT });
    expect(textOf(html, 'cart-credits-login')).toEqual(['Kredity']);
    expect(html).toContain('Neoprávnený prístup. Prihláste sa.');
    expect(html).toMatch(/<a href="\/prihlasenie\?backUrl=%2Fkosik"[^>]*>Prihlásiť sa a uplatniť kredity<\/a>/);
    expect(html).not.toContain('data-testid="cart-credits-form"');
    // Before the profile has answered, neither.
    expect(await render(CART, { withVat: true })).not.toContain('cart-credits');
  });

  it('offers a member a form for up to their balance, in the shop’s money', async () => {
    const html = await render(CART, { withVat: true }, 10, {
      [VISITOR_PATHS.profile]: loggedIn(),
      [VISITOR_PATHS.credits]: credits(1240),
    });
    expect(textOf(html, 'cart-credits-balance')).toEqual([`K dispozícii máte 12,40${NBSP}€ v kreditoch.`]);
    expect(html).toContain('>Koľko kreditov uplatniť (v €)</label>');
    expect(html).toMatch(/<input [^>]*inputMode="decimal"[^>]*name="credit"/);
    expect(html).not.toContain('data-testid="cart-credits-login"');
  });

  it('tells a member without credits how they get them', async () => {
    const html = await render(CART, { withVat: true }, 10, {
      [VISITOR_PATHS.profile]: loggedIn(),
      [VISITOR_PATHS.credits]: credits(0),
    });
    expect(html).toContain('Zatiaľ nemáte žiadne kredity. Získate ich z každého zaplateného nákupu.');
    expect(html).not.toContain('data-testid="cart-credits-form"');
  });

  it('shows what is applied, why less than asked, its removal, and the sums row', async () => {
    const applied = CartSchema.parse({
      ...CART,
      voucher: null,
      credits: { requested: money(3000), applied: money(2000), balance: money(2000) },
      sums: { ...CART.sums, creditsDiscount: money(2000), total: price(23198, 18860) },
    });
    const html = await render(applied, { withVat: true }, 10, { [VISITOR_PATHS.profile]: loggedIn() });
    expect(html).toContain(`Uplatnené kredity: 20,00${NBSP}€`);
    expect(textOf(html, 'cart-credits-capped')).toEqual([
      `Z požadovaných 30,00${NBSP}€ uplatníme 20,00${NBSP}€: viac nedovoľuje váš zostatok alebo suma nákupu.`,
    ]);
    expect(html).toContain('aria-label="Odstrániť kredity"');
    expect(html).toMatch(new RegExp(`data-testid="sum-credits"><dt>Uplatnené kredity</dt><dd>−20,00${NBSP}€</dd>`));
    expect(html).not.toContain('data-testid="cart-credits-form"');
  });

  it('refuses an amount that is not money or is above the balance before sending it, in words', async () => {
    const t = await cartTexts();
    const balance = money(1240);
    const said = (text: string) => {
      const check = checkMoneyInput(text, 'EUR', { min: 0, max: balance.amount });
      return 'problem' in check ? cartCreditsProblemText(check.problem, balance, t) : check.amount;
    };
    expect(said('12,41')).toBe(`V kreditoch máte len 12,40${NBSP}€.`);
    expect(said('päť')).toBe('Zadajte sumu číslom, napríklad 12,40.');
    expect(said('5,5')).toBe(550);
    // 0 is sent: it takes the credits off.
    expect(said('0')).toBe(0);
  });

  it('sends the amount in minor units to the api', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(CART), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const actions = await cartActions();
    await actions.applyCredits(550);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/lib/v1/cart/credits');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ credit: 550 });
  });
});

type CartTexts = ReturnType<typeof useTranslations<'cart'>>;
let capturedTexts: CartTexts | null = null;
let capturedActions: ReturnType<typeof useCartActions> | null = null;

/** Hands out the cart's texts and actions as a component gets them. */
function Capture() {
  capturedTexts = useTranslations('cart');
  capturedActions = useCartActions();
  return null;
}

async function captured() {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="sk" messages={messagesFor('sk')} timeZone="Europe/Bratislava">
        <Capture />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
  await stream.allReady;
  if (!capturedTexts || !capturedActions) throw new Error('nothing was captured');
  return { texts: capturedTexts, actions: capturedActions };
}

const cartTexts = async () => (await captured()).texts;
const cartActions = async () => (await captured()).actions;
