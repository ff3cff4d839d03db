import type { FiltersResponse } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { getWebInstance } from '@/lib/api/catalog';
import { formatClaimAmount } from '@/lib/format/money';
import { filterRefOf } from '@/lib/listing/filter-selection';
import type { ListingHref, ListingLinks } from '@/lib/listing/listing-links';
import styles from './listing.module.css';

type Chip = { key: string; filter: string; value: string; href: ListingHref };

/** Whole currency units (as in the path) as the shop writes an amount. */
async function unitFormatter() {
  const [locale, webInstance] = await Promise.all([getLocale(), getWebInstance()]);
  return (units: number) => formatClaimAmount(units * 100, webInstance.currency, locale as Locale);
}

/** One chip per selected value (and one for the price range), each a link that removes it. */
async function chipsOf(filters: FiltersResponse, links: ListingLinks): Promise<Chip[]> {
  const t = await getTranslations('listing');
  const chips: Chip[] = [];
  for (const filter of filters.available) {
    if (filter.kind === 'range') {
      const price = filters.selected.price;
      if (!price) continue;
      const format = await unitFormatter();
      const value = t('priceRange', {
        min: price.min === null ? '' : format(price.min),
        max: price.max === null ? '' : format(price.max),
      }).trim();
      chips.push({ key: filter.urlName, filter: filter.name, value, href: links.remove(filterRefOf(filter)) });
      continue;
    }
    for (const value of filter.values) {
      if (!value.selected) continue;
      chips.push({
        key: `${filter.urlName}/${value.urlName}`,
        filter: filter.name,
        value: value.name,
        href: links.toggle(filterRefOf(filter), value.urlName),
      });
    }
  }
  return chips;
}

/** The selected filters as removable chips, with "clear all". */
export async function SelectedFilters({ filters, links }: { filters: FiltersResponse; links: ListingLinks }) {
  const chips = await chipsOf(filters, links);
  if (chips.length === 0) return null;
  const t = await getTranslations('listing');
  return (
    <nav aria-label={t('selectedTitle')}>
      <ul className={styles.chips} data-testid="selected-filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className={styles.chip}
              aria-label={t('removeValue', { filter: chip.filter, value: chip.value })}
              data-testid="filter-chip"
              rel="nofollow"
            >
              {chip.value}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={links.clearAll()} className={styles.clearAll} data-testid="clear-filters">
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
