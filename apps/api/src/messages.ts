import type { Locale } from '@stride/contract';
import { type Catalog, catalogFor } from '@stride/i18n/catalog';

/**
 * The api's own texts (error messages) live in the shop's one catalog (`packages/i18n/messages`,
 * under `api.errors`), Slovak as the base: a Czech or Hungarian text left out falls back to it.
 * `{name}` placeholders are filled by `translate`.
 */
export type MessageKey = keyof Catalog['api']['errors'];

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogFor(locale).api.errors[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    // Own properties only: a placeholder named like an Object method ({constructor}) is not a parameter.
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
