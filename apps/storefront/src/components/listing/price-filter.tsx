import type { AvailableFilter } from '@stride/contract';
import type { PriceRange } from '@stride/rules';
import { getTranslations } from 'next-intl/server';
import { PRICE_FORM_FIELDS } from '@/lib/listing/listing-view';
import styles from './listing.module.css';

type RangeFilter = Extract<AvailableFilter, { kind: 'range' }>;

/**
 * Price as a min/max GET form (works without JavaScript): it submits to the current listing URL and
 * the page redirects to the canonical path with the price in it (`…/cena/60-150`).
 */
export async function PriceFilter({
  filter,
  selected,
  action,
  sort,
}: {
  filter: RangeFilter;
  selected: PriceRange | null;
  /** The current listing path (without the query). */
  action: string;
  /** The non-default sort to keep, if any. */
  sort: string | undefined;
}) {
  const t = await getTranslations('listing');
  return (
    <form method="get" action={action} className={styles.priceForm} data-testid="price-filter">
      <label>
        {t('priceFrom')}
        <input
          name={PRICE_FORM_FIELDS.min}
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={selected?.min ?? undefined}
          placeholder={filter.min === null ? undefined : String(filter.min)}
        />
      </label>
      <label>
        {t('priceTo')}
        <input
          name={PRICE_FORM_FIELDS.max}
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={selected?.max ?? undefined}
          placeholder={filter.max === null ? undefined : String(filter.max)}
        />
      </label>
      {sort && <input type="hidden" name="sort" value={sort} />}
      <button type="submit" className={styles.button}>
        {t('priceApply')}
      </button>
    </form>
  );
}
