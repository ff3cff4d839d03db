import type { PriceData, ShopType } from '@stride/contract';
import { type Currency, formatMoney, type Locale } from '@stride/i18n';
import cz from '@stride/i18n/messages/cz.json';
import hu from '@stride/i18n/messages/hu.json';
import sk from '@stride/i18n/messages/sk.json';
import { netFromGross, type VatCompany } from '@stride/rules';
import { describe, expect, it } from 'vitest';
import { formatLabelledPrice, formatPrice, type PriceDisplay, priceDisplay } from './price-display';

const NBSP = '\u00a0';

/** A PriceData as the api builds it (apps/api/src/lib/money.ts): gross in, net derived and formatted. */
function priceData(gross: number, currency: Currency, locale: Locale, vatRate: number): PriceData {
  const net = netFromGross(gross, vatRate);
  return {
    price: gross,
    priceFormatted: formatMoney(gross, currency, locale),
    priceWithoutVat: net,
    priceWithoutVatFormatted: formatMoney(net, currency, locale),
    currency,
    vatRate,
  };
}

/** The three storefronts, each with a real price, its exact gross and net text, and the net label. */
const shops = [
  {
    locale: 'sk',
    currency: 'EUR',
    vatRate: 23,
    gross: 89_90,
    grossText: `89,90${NBSP}€`,
    netText: `73,09${NBSP}€`,
    label: sk.prices.withoutVat,
    labelText: 'bez DPH',
  },
  {
    locale: 'cz',
    currency: 'CZK',
    vatRate: 21,
    gross: 2_290_00,
    grossText: `2${NBSP}290${NBSP}Kč`,
    netText: `1${NBSP}892,56${NBSP}Kč`,
    label: cz.prices.withoutVat,
    labelText: 'bez DPH',
  },
  {
    locale: 'hu',
    currency: 'HUF',
    vatRate: 27,
    gross: 35_990_00,
    grossText: `35${NBSP}990${NBSP}Ft`,
    netText: `28${NBSP}338,58${NBSP}Ft`,
    label: hu.prices.withoutVat,
    labelText: 'ÁFA nélkül',
  },
] as const;

/** Who is looking: an anonymous visitor, a company without a VAT number, one with a VAT number. */
const buyers: { name: string; company: VatCompany | undefined; hasVatNumber: boolean }[] = [
  { name: 'an anonymous visitor', company: undefined, hasVatNumber: false },
  { name: 'a company without a VAT number', company: { vatNumber: null }, hasVatNumber: false },
  { name: 'a company with a blank VAT number', company: { vatNumber: '  ' }, hasVatNumber: false },
  { name: 'a company with a VAT number', company: { vatNumber: 'SK2020123456' }, hasVatNumber: true },
];

/** Spec §4, written out: types 1 and 3 gross, type 2 net, type 4 gross only for a VAT-registered company. */
function expectedWithVat(shopType: ShopType, hasVatNumber: boolean): boolean {
  if (shopType === 4) return hasVatNumber;
  return shopType !== 2;
}

const cases = ([1, 2, 3, 4] as const).flatMap((shopType) =>
  shops.flatMap((shop) => buyers.map((buyer) => ({ shopType, shop, buyer }))),
);

describe('priceDisplay and formatPrice', () => {
  it.each(cases.map((c) => [c.shopType, c.shop.locale, c.buyer.name, c] as const))(
    'shop type %i, %s storefront, %s',
    (shopType, _locale, _buyer, { shop, buyer }) => {
      const display = priceDisplay({ globalSettings: { type_of_shop: shopType } }, buyer.company);
      const withVat = expectedWithVat(shopType, buyer.hasVatNumber);
      // A type-4 page leaves the choice to the buyer's browser (it draws both, see ByVatMode).
      expect(display).toEqual(shopType === 4 ? { withVat, buyerDecides: true } : { withVat });

      const price = priceData(shop.gross, shop.currency, shop.locale, shop.vatRate);
      const shown = withVat ? shop.grossText : shop.netText;
      expect(formatPrice(price, display)).toBe(shown);
      expect(formatLabelledPrice(price, display, shop.label)).toBe(withVat ? shown : `${shown} ${shop.labelText}`);
    },
  );

  it('formats the final, struck standard and lowest-30-days prices of one product alike', () => {
    const net: PriceDisplay = { withVat: false };
    const gross: PriceDisplay = { withVat: true };
    const final = priceData(89_90, 'EUR', 'sk', 23);
    const standard = priceData(119_90, 'EUR', 'sk', 23);
    const lowest = priceData(74_90, 'EUR', 'sk', 23);
    expect([final, standard, lowest].map((p) => formatPrice(p, net))).toEqual([
      `73,09${NBSP}€`,
      `97,48${NBSP}€`,
      `60,89${NBSP}€`,
    ]);
    expect([final, standard, lowest].map((p) => formatPrice(p, gross))).toEqual([
      `89,90${NBSP}€`,
      `119,90${NBSP}€`,
      `74,90${NBSP}€`,
    ]);
  });

  it('reads only the shop type of the web instance', () => {
    // The type-2 answer of a real shop carries other settings too; they change nothing.
    const settings = { globalSettings: { type_of_shop: 2 as const, phone: '+421 2 1234 5678' } };
    expect(priceDisplay(settings)).toEqual({ withVat: false });
    expect(priceDisplay(settings, { vatNumber: 'SK2020123456' })).toEqual({ withVat: false });
  });
});
