import { type Currency, LOCALE_CURRENCY, LOCALE_VAT_RATE } from '@stride/i18n';
import type { ShopType } from '@stride/rules';
import type { CurrencyCode, LocaleCode } from '../../schema';

/**
 * The free-shipping claim each shop starts with (spec §1, §9): 70 EUR, 2000 CZK, 27,000 HUF in minor
 * units, each currency stored with two decimals — the shop's claim per country, not a conversion.
 * Seeded into `web_instances.free_shipping_from`, where everything else reads it.
 */
const SEEDED_FREE_SHIPPING_FROM: Record<Currency, number> = { EUR: 70_00, CZK: 2000_00, HUF: 27_000_00 };

export interface WebInstanceDef {
  id: number;
  locale: LocaleCode;
  name: string;
  currency: CurrencyCode;
  vatRate: number;
  /** Free shipping threshold in minor units (70 EUR, 2,000 CZK, 27,000 HUF). */
  freeShippingFrom: number;
  /** Seed exchange rate: currency units per euro. */
  perEuro: number;
  /** The ISIC student discount on full-price goods, in percent. */
  isicDiscountPercent: number;
  /** The cheapest delivery (a parcel box), in minor units. */
  deliveryFrom: number;
  adminEmail: string;
  titleSuffix: string;
  phone: string;
  typeOfShop: ShopType;
  facebookLoginEnabled: boolean;
  googleLoginEnabled: boolean;
  facebookLink: string;
  instagramLink: string;
  youtubeLink: string;
  conditionsLink: string;
  reviewSource: string;
}

/** Currency, VAT and the free-shipping claim of a country, from the tables the rest of the shop reads. */
function countryTerms(locale: LocaleCode) {
  const currency = LOCALE_CURRENCY[locale];
  const freeShippingFrom = SEEDED_FREE_SHIPPING_FROM[currency];
  return { locale, currency, vatRate: LOCALE_VAT_RATE[locale], freeShippingFrom };
}

export const WEB_INSTANCES: readonly WebInstanceDef[] = [
  {
    id: 1,
    ...countryTerms('sk'),
    name: 'Stride.sk',
    perEuro: 1,
    isicDiscountPercent: 10,
    deliveryFrom: 2_99,
    adminEmail: 'info@stride.sk',
    titleSuffix: ' | Stride.sk',
    phone: '+421 2 3456 7890',
    typeOfShop: 1,
    facebookLoginEnabled: true,
    googleLoginEnabled: true,
    facebookLink: 'https://www.facebook.com/stride.sk',
    instagramLink: 'https://www.instagram.com/stride.sk',
    youtubeLink: 'https://www.youtube.com/@stride-sk',
    conditionsLink: '/stranka/ochrana-osobnych-udajov',
    reviewSource: 'heureka.sk',
  },
  {
    id: 2,
    ...countryTerms('cz'),
    name: 'Stride.cz',
    perEuro: 25,
    isicDiscountPercent: 10,
    deliveryFrom: 79_00,
    adminEmail: 'info@stride.cz',
    titleSuffix: ' | Stride.cz',
    phone: '+420 234 567 890',
    typeOfShop: 3,
    facebookLoginEnabled: false,
    googleLoginEnabled: true,
    facebookLink: 'https://www.facebook.com/stride.cz',
    instagramLink: 'https://www.instagram.com/stride.cz',
    youtubeLink: 'https://www.youtube.com/@stride-cz',
    conditionsLink: '/stranka/ochrana-osobnich-udaju',
    reviewSource: 'heureka.cz',
  },
  {
    id: 3,
    ...countryTerms('hu'),
    name: 'Stride.hu',
    perEuro: 400,
    isicDiscountPercent: 15,
    deliveryFrom: 1290_00,
    adminEmail: 'info@stride.hu',
    titleSuffix: ' | Stride.hu',
    phone: '+36 1 234 5678',
    typeOfShop: 1,
    facebookLoginEnabled: true,
    googleLoginEnabled: false,
    facebookLink: 'https://www.facebook.com/stride.hu',
    instagramLink: 'https://www.instagram.com/stride.hu',
    youtubeLink: 'https://www.youtube.com/@stride-hu',
    conditionsLink: '/oldal/adatvedelem',
    reviewSource: 'arukereso.hu',
  },
];
