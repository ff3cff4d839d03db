import type { Locale } from '@stride/contract';
import { catalogFor } from '@stride/i18n/catalog';
import type { ReservedFilter } from '@stride/rules';

/** A reserved filter's display name in the locale (the catalog's `api.filterNames`; its URL name is in the segment table). */
export function reservedFilterLabel(filter: ReservedFilter, locale: Locale): string {
  return catalogFor(locale).api.filterNames[filter];
}

/**
 * The fixed values of availability and status. Their slugs are the same in every locale (they are
 * codes, like sizes), only the names are translated:
 * - availability `online`: some size in stock in an operation unit that ships; `store`: some size in
 *   stock in a store of the web instance's country that does not ship (buy in person).
 * - status `new`: marked new; `discounted`: final price below the standard price in the web
 *   instance; `on-sale`: can be bought now (status on_sale; retired products are never listed).
 */
export const AVAILABILITY_VALUES = ['online', 'store'] as const;
export const STATUS_VALUES = ['new', 'discounted', 'on-sale'] as const;

/** A fixed value's name in the locale (the catalog's `api.filterValues`); any other slug, `constructor` too, names itself. */
export function fixedValueName(value: string, locale: Locale): string {
  const names: Record<string, string> = catalogFor(locale).api.filterValues;
  return Object.hasOwn(names, value) ? (names[value] ?? value) : value;
}
