import cz from '../messages/cz.json';
import hu from '../messages/hu.json';
import sk from '../messages/sk.json';
import type { Locale } from './locales';
import { type Messages, mergeMessages } from './messages';

/** A catalog's shape: the Slovak base defines it; the overlays only replace texts. */
export type Catalog = typeof sk;

const overlays: Record<Locale, Messages> = { sk: {}, cz, hu };
const merged = new Map<Locale, Catalog>();

/**
 * `@stride/i18n/catalog`: the texts of a locale, api and storefront alike — the Slovak base with the
 * locale's overlay, merged once per process. Server code only: it carries every text of the shop,
 * so a browser bundle imports `@stride/i18n` (formatters) and gets its texts from the server.
 */
export function catalogFor(locale: Locale): Catalog {
  let catalog = merged.get(locale);
  if (!catalog) {
    catalog = mergeMessages(sk, overlays[locale]) as Catalog;
    merged.set(locale, catalog);
  }
  return catalog;
}
