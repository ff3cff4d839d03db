import type { Locale } from './locales';

/**
 * Every path segment of the storefront, by its internal (English) name, in each language (spec §2
 * "Localised path segments"). Links are built from this table only, never typed by hand.
 */
export const SEGMENTS = {
  blog: { sk: 'blog', cz: 'blog', hu: 'blog' },
  category: { sk: 'kategoria', cz: 'kategorie', hu: 'kategoria' },
  cart: { sk: 'kosik', cz: 'kosik', hu: 'kosar' },
  contact: { sk: 'kontakt', cz: 'kontakt', hu: 'kapcsolat' },
  'shipping-and-payment': { sk: 'doprava-a-platba', cz: 'doprava-a-platba', hu: 'szallitas-es-fizetes' },
  order: { sk: 'objednavka', cz: 'objednavka', hu: 'rendeles' },
  'thank-you': { sk: 'dakujeme', cz: 'dekujeme', hu: 'koszonjuk' },
  page: { sk: 'stranka', cz: 'stranka', hu: 'oldal' },
  product: { sk: 'produkt', cz: 'produkt', hu: 'termek' },
  wishlist: { sk: 'wishlist', cz: 'wishlist', hu: 'kivansaglista' },
  account: { sk: 'ucet', cz: 'ucet', hu: 'fiok' },
  'forgotten-password': { sk: 'zabudnute-heslo', cz: 'zapomenute-heslo', hu: 'elfelejtett-jelszo' },
  search: { sk: 'vyhladavanie', cz: 'vyhledavani', hu: 'kereses' },
  login: { sk: 'prihlasenie', cz: 'prihlaseni', hu: 'bejelentkezes' },
  credits: { sk: 'kredity', cz: 'kredity', hu: 'kreditek' },
  'gift-voucher': { sk: 'darcekovy-poukaz', cz: 'darkovy-poukaz', hu: 'ajandekutalvany' },
  parameters: { sk: 'parametre', cz: 'parametry', hu: 'parameterek' },
  logout: { sk: 'odhlasenie', cz: 'odhlaseni', hu: 'kijelentkezes' },
  registration: { sk: 'registracia', cz: 'registrace', hu: 'regisztracio' },
  summary: { sk: 'zhrnutie', cz: 'shrnuti', hu: 'osszegzes' },
  // The EU withdrawal function (since 19 June 2026), linked from the footer and the order e-mail.
  withdrawal: { sk: 'odstupenie-od-zmluvy', cz: 'odstoupeni-od-smlouvy', hu: 'elallas' },
  profile: { sk: 'profil', cz: 'profil', hu: 'profil' },
  'new-password': { sk: 'nove-heslo', cz: 'nove-heslo', hu: 'uj-jelszo' },
  'verify-email': { sk: 'overenie-emailu', cz: 'overeni-emailu', hu: 'email-megerositese' },
  settings: { sk: 'nastavenia', cz: 'nastaveni', hu: 'beallitasok' },
  orders: { sk: 'objednavky', cz: 'objednavky', hu: 'rendelesek' },
  auth: { sk: 'auth', cz: 'auth', hu: 'auth' },
  callback: { sk: 'callback', cz: 'callback', hu: 'callback' },
  app: { sk: 'app', cz: 'app', hu: 'app' },
  food: { sk: 'food', cz: 'food', hu: 'food' },
  // The reserved filter names of spec §2 "Filters" (category and search filter paths, parsed and
  // printed by the filter codec in @stride/rules). Slovak is canonical. They share this table because
  // they are path segments too; within a locale none of them equals a route segment, so one reverse
  // lookup serves both (the segment tests guard that).
  price: { sk: 'cena', cz: 'cena', hu: 'ar' },
  'store-location': { sk: 'predajna', cz: 'prodejna', hu: 'uzlet' },
  availability: { sk: 'dostupnost', cz: 'dostupnost', hu: 'elerhetoseg' },
  condition: { sk: 'trieda', cz: 'trida', hu: 'allapot' },
  brand: { sk: 'vyrobca', cz: 'vyrobce', hu: 'gyarto' },
  status: { sk: 'stav', cz: 'stav', hu: 'statusz' },
  size: { sk: 'velkost', cz: 'velikost', hu: 'meret' },
  tags: { sk: 'tag', cz: 'stitek', hu: 'cimke' },
  town: { sk: 'mesto', cz: 'mesto', hu: 'varos' },
  district: { sk: 'okres', cz: 'okres', hu: 'jaras' },
} as const satisfies Record<string, Record<Locale, string>>;

export type Segment = keyof typeof SEGMENTS;

export function localizeSegment(locale: Locale, segment: Segment): string {
  return SEGMENTS[segment][locale];
}

const reverse: Record<Locale, Map<string, Segment>> = { sk: new Map(), cz: new Map(), hu: new Map() };
for (const [internal, byLocale] of Object.entries(SEGMENTS) as [Segment, Record<Locale, string>][]) {
  for (const [locale, localized] of Object.entries(byLocale) as [Locale, string][]) {
    reverse[locale].set(localized, internal);
  }
}

/** The internal segment a localized one stands for, or undefined when the locale has no such segment. */
export function internalSegment(locale: Locale, localized: string): Segment | undefined {
  return reverse[locale].get(localized);
}
