import type { Locale } from '@stride/i18n';
import { type FilterCatalogue, RESERVED_FILTERS, type ReservedFilter } from './filter-catalogue';

/**
 * Test catalogues: every reserved filter enabled and four product parameters, listed out of id order
 * so the tests see that parameters follow the catalogue's order, not their ids.
 */
const PARAMETER_NAMES: Record<Locale, readonly [number, string][]> = {
  sk: [
    [3, 'povrch'],
    [1, 'opora'],
    [7, 'drop'],
    [2, 'pohlavie'],
  ],
  cz: [
    [3, 'povrch'],
    [1, 'opora'],
    [7, 'drop'],
    [2, 'pohlavi'],
  ],
  hu: [
    [3, 'felulet'],
    [1, 'tamasz'],
    [7, 'drop'],
    [2, 'nem'],
  ],
};

export function testCatalogue(locale: Locale, reserved: readonly ReservedFilter[] = RESERVED_FILTERS): FilterCatalogue {
  return { reserved, parameters: PARAMETER_NAMES[locale].map(([id, urlName]) => ({ id, urlName })) };
}
