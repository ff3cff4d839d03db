import type { Locale } from '@stride/contract';
import type { ReservedFilter } from '@stride/rules';

/** The reserved filters' display names (their URL names live in the i18n segment table). */
export const RESERVED_FILTER_LABELS: Record<ReservedFilter, Record<Locale, string>> = {
  price: { sk: 'Cena', cz: 'Cena', hu: 'Ár' },
  'store-location': { sk: 'Predajňa', cz: 'Prodejna', hu: 'Üzlet' },
  availability: { sk: 'Dostupnosť', cz: 'Dostupnost', hu: 'Elérhetőség' },
  condition: { sk: 'Trieda', cz: 'Třída', hu: 'Állapot' },
  brand: { sk: 'Výrobca', cz: 'Výrobce', hu: 'Gyártó' },
  status: { sk: 'Stav', cz: 'Stav', hu: 'Státusz' },
  size: { sk: 'Veľkosť', cz: 'Velikost', hu: 'Méret' },
  tags: { sk: 'Tag', cz: 'Štítek', hu: 'Címke' },
  town: { sk: 'Mesto', cz: 'Město', hu: 'Város' },
  district: { sk: 'Okres', cz: 'Okres', hu: 'Járás' },
};

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

const FIXED_VALUE_NAMES = new Map<string, Record<Locale, string>>([
  ['online', { sk: 'Skladom online', cz: 'Skladem online', hu: 'Online raktáron' }],
  ['store', { sk: 'V predajni', cz: 'V prodejně', hu: 'Üzletben' }],
  ['new', { sk: 'Novinka', cz: 'Novinka', hu: 'Újdonság' }],
  ['discounted', { sk: 'Zľava', cz: 'Sleva', hu: 'Akciós' }],
  ['on-sale', { sk: 'V predaji', cz: 'V prodeji', hu: 'Kapható' }],
]);

/** A fixed value's name in the locale; a value slug (a Map key, so `constructor` is no name) names itself. */
export function fixedValueName(value: string, locale: Locale): string {
  return FIXED_VALUE_NAMES.get(value)?.[locale] ?? value;
}
