import type { Locale } from '@stride/i18n';
import { type Catalog, catalogFor } from '@stride/i18n/catalog';

/** The catalog of a locale (Slovak base with the locale's overlay), shared with the api's texts. */
export function messagesFor(locale: Locale): Catalog {
  return catalogFor(locale);
}
