import type { Locale } from '@stride/contract';
import { INTL_LOCALE } from '@stride/i18n';
import { compareFilterValues } from '@stride/rules';
import type { FilterId } from './filter-source-queries';

/**
 * The display order of a filter's values: sizes (and other numbers) by value, the rest by name in
 * the locale's collation (Czech is `cs` to Intl, not the spec's `cz`). Applied once, when the listing
 * index is built: collating every value of every filter on each request was most of its time.
 */
export function valueOrder(locale: Locale): (id: FilterId, a: ValueKey, b: ValueKey) => number {
  const { compare } = new Intl.Collator(INTL_LOCALE[locale]);
  return (id, a, b) =>
    id === 'size'
      ? compareFilterValues(a.value, b.value)
      : compare(a.name, b.name) || compareFilterValues(a.value, b.value);
}

export type ValueKey = { value: string; name: string };
