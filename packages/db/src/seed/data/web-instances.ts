import { LOCALE_CURRENCY, LOCALE_VAT_RATE } from '@stride/i18n';
import { FREE_SHIPPING_THRESHOLD_MINOR } from '@stride/rules';
import type { CurrencyCode, LocaleCode } from '../../schema';

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
  adminEmail: string;
  titleSuffix: string;
  phone: string;
  typeOfShop: 1 | 2 | 3 | 4;
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
  const freeShippingFrom = FREE_SHIPPING_THRESHOLD_MINOR[currency];
  return { locale, currency, vatRate: LOCALE_VAT_RATE[locale], freeShippingFrom };
}

export const WEB_INSTANCES: readonly WebInstanceDef[] = [
  {
    id: 1,
    ...countryTerms('sk'),
    name: 'Stride.sk',
    perEuro: 1,
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
