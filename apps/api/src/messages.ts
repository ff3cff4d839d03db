import type { Locale } from '@stride/contract';
import { type Catalog, catalogFor } from '@stride/i18n/catalog';

/**
 * The api's own texts (error messages) live in the shop's one catalog (`packages/i18n/messages`,
 * under `api.errors`), Slovak as the base: a Czech or Hungarian text left out falls back to it.
 * `{name}` placeholders are filled by `translate`.
 */
export type ApiMessageKey = keyof Catalog['api']['errors'];
/** The form rules' keys (`validation.required`…), which @stride/rules reports and the storefront shows too. */
export type ValidationKey = `validation.${keyof Catalog['validation']}`;
export type MessageKey = ApiMessageKey | ValidationKey;

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const catalog = catalogFor(locale);
  const template = key.startsWith('validation.')
    ? catalog.validation[key.slice('validation.'.length) as keyof Catalog['validation']]
    : catalog.api.errors[key as ApiMessageKey];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    // Own properties only: a placeholder named like an Object method ({constructor}) is not a parameter.
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The api's success texts (`api.notices`: registered, logged in, password changed…). */
export type NoticeKey = keyof Catalog['api']['notices'];

export function notice(locale: Locale, key: NoticeKey): string {
  return catalogFor(locale).api.notices[key];
}
