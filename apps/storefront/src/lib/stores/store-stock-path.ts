import type { Locale } from '@stride/i18n';
import { emptyFilterSelection, printFilterPath } from '@stride/rules';

/**
 * The filter path of a listing narrowed to one store's stock (`predajna/{value}`, hu `uzlet/…`),
 * printed by the filter codec like every other filter link, so it is canonical by construction.
 */
export function storeStockFilterPath(locale: Locale, stockFilterValue: string): string[] {
  return printFilterPath({ ...emptyFilterSelection(), reserved: { 'store-location': [stockFilterValue] } }, locale, {
    reserved: ['store-location'],
    parameters: [],
  });
}
