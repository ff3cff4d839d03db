'use client';

import { FILTER_SHOW_MORE } from '@stride/rules/browser';
import { type ReactNode, useState } from 'react';
import { fillPlural, type PluralText } from '@/components/common/plural-text';
import { ShopLink } from '@/components/common/shop-link';
import styles from './filter-list.module.css';
import type { HrefFrame } from './href-frame';

/**
 * A value as the filter draws it: its name, its faceted count and the listing it toggles to, as the
 * part of its link inside the filter's frame: `hrefPart`, or its urlName, which it mostly is.
 * `disabled` when it cannot be picked.
 */
export type FilterValueView = {
  urlName: string;
  name: string;
  count: number;
  hrefPart?: string;
  selected?: true;
  disabled?: true;
};

/** The list's texts; a value's count in words (for screen readers) is filled in from `valueCount`. */
type FilterListTexts = { open: string; title: string; valueCount: PluralText };

function ValueItem({ value, hrefs, valueCount }: { value: FilterValueView; hrefs: HrefFrame; valueCount: PluralText }) {
  const content = (
    <>
      <span>{value.name}</span>
      <span aria-hidden="true" data-testid="filter-count">
        {value.count}
      </span>
      <span className="visually-hidden">{` (${fillPlural(valueCount, value.count)})`}</span>
    </>
  );
  return (
    <li data-testid="filter-value" data-value={value.urlName}>
      {!value.disabled ? (
        <ShopLink
          href={hrefs.start + (value.hrefPart ?? value.urlName) + hrefs.end}
          className={styles.value}
          aria-current={value.selected ? 'true' : undefined}
          rel="nofollow"
        >
          {content}
        </ShopLink>
      ) : (
        <span className={`${styles.value} ${styles.valueDisabled}`} aria-disabled="true">
          {content}
        </span>
      )}
    </li>
  );
}

/**
 * One value filter: its first values, the rest behind "show more", each with its faceted count.
 * A client component for its payload: the page carries each value's data once, where drawn by the
 * server every value's markup went into the RSC payload besides the HTML. The values behind "show
 * more" are drawn when it opens, so the page's HTML does not carry them either.
 */
function FilterValues({ values, hrefs, moreLabel, valueCount }: Omit<ValuesView, 'kind'> & { valueCount: PluralText }) {
  const [moreOpened, setMoreOpened] = useState(false);
  const shown = values.slice(0, FILTER_SHOW_MORE);
  const more = values.slice(FILTER_SHOW_MORE);
  return (
    <>
      <ul className={styles.values}>
        {shown.map((value) => (
          <ValueItem key={value.urlName} value={value} hrefs={hrefs} valueCount={valueCount} />
        ))}
      </ul>
      {more.length > 0 && moreLabel && (
        <details
          className={styles.more}
          data-testid="filter-more"
          onToggle={(event) => {
            if (event.currentTarget.open) setMoreOpened(true);
          }}
        >
          <summary>{moreLabel}</summary>
          {moreOpened && (
            <ul className={styles.values}>
              {more.map((value) => (
                <ValueItem key={value.urlName} value={value} hrefs={hrefs} valueCount={valueCount} />
              ))}
            </ul>
          )}
        </details>
      )}
    </>
  );
}

/** A value filter: its values, their links' frame and "show more" (when it has more values than it shows). */
type ValuesView = { kind: 'values'; values: FilterValueView[]; hrefs: HrefFrame; moreLabel?: string };

/** A filter as the list draws it: a price range's form (drawn on the server), or values. */
export type FilterView = { urlName: string; name: string } & ({ kind: 'range'; form: ReactNode } | ValuesView);

/**
 * Every filter of the listing with its values and faceted counts: a sidebar on wide screens, a
 * `<details>` drawer above the grid on a phone (FilterPanel leaves out a filter with nothing to pick).
 */
export function FilterList({ filters, texts }: { filters: FilterView[]; texts: FilterListTexts }) {
  return (
    <details className={styles.filtersDrawer} data-testid="filters">
      <summary>{texts.open}</summary>
      <div>
        <h2 className="visually-hidden">{texts.title}</h2>
        {filters.map((filter) => (
          <section
            key={filter.urlName}
            className={styles.filterGroup}
            aria-labelledby={`filter-${filter.urlName}`}
            data-testid="filter"
            data-filter={filter.urlName}
          >
            <h3 id={`filter-${filter.urlName}`} className={styles.filterName}>
              {filter.name}
            </h3>
            {filter.kind === 'range' ? (
              filter.form
            ) : (
              <FilterValues
                values={filter.values}
                hrefs={filter.hrefs}
                moreLabel={filter.moreLabel}
                valueCount={texts.valueCount}
              />
            )}
          </section>
        ))}
      </div>
    </details>
  );
}
