import type { AvailableFilter, FiltersResponse, FilterValue } from '@stride/contract';
import { INTL_LOCALE, type Locale } from '@stride/i18n';
import { FILTER_SHOW_MORE } from '@stride/rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { pluralText } from '@/components/common/plural-text';
import { filterRefOf } from '@/lib/listing/filter-selection';
import type { ListingLinks } from '@/lib/listing/listing-links';
import { FilterList, type FilterValueView, type FilterView } from './filter-list';
import { type HrefFrame, partOf, sharedFrame } from './href-frame';
import { PriceFilter } from './price-filter';

type ValuesFilter = Extract<AvailableFilter, { kind: 'values' }>;

/** Selected values first, so a selection is never hidden behind "show more". */
function ordered(values: readonly FilterValue[]): FilterValue[] {
  return [...values.filter((value) => value.selected), ...values.filter((value) => !value.selected)];
}

/**
 * The listing's filters with their values and faceted counts, built here and drawn by filter-list.tsx
 * (a client component, so the RSC payload carries each value's data once, not its markup); a filter
 * with nothing to pick is left out.
 */
export async function FilterPanel({
  filters,
  links,
  action,
  sort,
}: {
  filters: FiltersResponse;
  links: ListingLinks;
  action: string;
  sort: string | undefined;
}) {
  const [t, path, locale] = await Promise.all([getTranslations('listing'), getPath(), getLocale()]);
  // A filter's links differ in a part (mostly the value's urlName): the rest goes into the page once.
  const valuesOf = (filter: ValuesFilter): { values: FilterValueView[]; hrefs: HrefFrame } => {
    const values = ordered(filter.values);
    const toggles = values.map((value) =>
      value.disabled ? null : path(links.toggle(filterRefOf(filter), value.urlName)),
    );
    const hrefs = sharedFrame(toggles.filter((href) => href !== null));
    return {
      hrefs,
      values: values.map((value, index) => {
        const hrefPart = partOf(toggles[index] ?? null, hrefs);
        return {
          urlName: value.urlName,
          name: value.name,
          count: value.count,
          ...(hrefPart !== undefined && hrefPart !== value.urlName && { hrefPart }),
          ...(value.selected && { selected: true as const }),
          ...(value.disabled && { disabled: true as const }),
        };
      }),
    };
  };
  const shown: FilterView[] = filters.available.flatMap((filter): FilterView[] => {
    if (filter.kind === 'range') {
      if (filter.min === null && filters.selected.price === null) return [];
      const form = (
        <PriceFilter key="form" filter={filter} selected={filters.selected.price} action={action} sort={sort} />
      );
      return [{ kind: 'range', urlName: filter.urlName, name: filter.name, form }];
    }
    if (filter.values.length === 0) return [];
    const more = Math.max(0, filter.values.length - FILTER_SHOW_MORE);
    return [
      {
        kind: 'values',
        urlName: filter.urlName,
        name: filter.name,
        ...valuesOf(filter),
        ...(more > 0 && { moreLabel: t('showMore', { count: more }) }),
      },
    ];
  });
  if (shown.length === 0) return null;
  return (
    <FilterList
      filters={shown}
      texts={{
        open: t('openFilters'),
        title: t('filtersTitle'),
        valueCount: pluralText(INTL_LOCALE[locale as Locale], (count) => t('valueCount', { count })),
      }}
    />
  );
}
