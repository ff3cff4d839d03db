'use client';

import type { PickupPoint, PickupPointList } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { getJson } from '@/lib/api/browser-fetch';
import { SWR_LONG_DEDUPE } from '@/lib/api/swr-config';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import styles from './pickup-point-picker.module.css';
import {
  addressLine,
  compactWeek,
  isChoosingKey,
  nextActiveIndex,
  PICKUP_SEARCH_DEBOUNCE_MS,
  PICKUP_SEARCH_MAX_LENGTH,
  pickupPointsPath,
  type WeekTexts,
} from './pickup-point-picker-model';

export type PickupPointPickerProps = {
  /** The chosen point, or null while none is. */
  value: PickupPoint | null;
  onChange: (point: PickupPoint) => void;
  /** The field's error ("choose a pickup point"), shown under it and announced; none: null. */
  error?: string | null;
  /** The id of the element to focus for the field: the search field, or "change" once a point is chosen. */
  id: string;
};

const fetchPoints = (path: string) => getJson<PickupPointList>(path);

/**
 * The parcel pickup point picker of the checkout (our own, over GET /pickup-points; Packeta's widget
 * cannot load here). A search field (town or postal code, debounced PICKUP_SEARCH_DEBOUNCE_MS) and a
 * WAI-ARIA listbox of the points found, each with its address and opening hours: Arrow keys, Home and
 * End move in it, Enter or Space chooses, ArrowUp on the first option goes back to the field. The
 * chosen point is shown with a "change" button and announced in a polite live region.
 *
 * Its texts are the `pickupPoints` namespace: the page must pass it to NextIntlClientProvider.
 */
export function PickupPointPicker({ value, onChange, error = null, id }: PickupPointPickerProps) {
  const t = useTranslations('pickupPoints');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (pointId: number) => `${baseId}-point-${pointId}`;

  const [searching, setSearching] = useState(value === null);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  /** Where focus goes after the next render: the field after "change", the button after a choice. */
  const [focusNext, setFocusNext] = useState<'search' | 'change' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);

  const search = useDebouncedValue(term.trim(), PICKUP_SEARCH_DEBOUNCE_MS);
  const showList = searching || value === null;
  const { data, error: loadError } = useSWR(showList ? pickupPointsPath(search) : null, fetchPoints, {
    ...SWR_LONG_DEDUPE,
    keepPreviousData: true,
  });
  const points = data?.items ?? [];

  // A new answer starts the list's keyboard position over.
  useEffect(() => {
    if (data) setActive(-1);
  }, [data]);

  // A point the page sets (the cart's earlier choice, read after the first render) shows as chosen.
  const chosenId = value?.id ?? null;
  useEffect(() => {
    if (chosenId !== null) setSearching(false);
  }, [chosenId]);

  useEffect(() => {
    if (focusNext === 'search') inputRef.current?.focus();
    if (focusNext === 'change') changeRef.current?.focus();
    if (focusNext) setFocusNext(null);
  }, [focusNext]);

  const activePoint = active >= 0 ? points[active] : undefined;
  const activeOptionId = activePoint ? optionId(activePoint.id) : undefined;
  // The active option stays in view inside the scrolling list.
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const week: WeekTexts = {
    weekday: (day) => t(`weekdays.${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
    closed: t('closed'),
    nonstop: t('nonstop'),
  };

  function choose(point: PickupPoint) {
    onChange(point);
    setSearching(false);
    setAnnouncement(
      t('chosenAnnouncement', { name: point.name, street: point.street, zip: point.zip, city: point.city }),
    );
    setFocusNext('change');
  }

  function startChange() {
    setSearching(true);
    setAnnouncement('');
    setFocusNext('search');
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && points.length > 0) {
      event.preventDefault();
      setActive(0);
      listboxRef.current?.focus();
    } else if (event.key === 'Enter') {
      // The picker sits in the checkout's form: Enter here searches the list, never sends the order.
      event.preventDefault();
      if (points.length > 0) {
        setActive(0);
        listboxRef.current?.focus();
      }
    } else if (event.key === 'Escape' && value !== null) {
      event.preventDefault();
      setSearching(false);
      setFocusNext('change');
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isChoosingKey(event.key)) {
      event.preventDefault();
      const point = points[Math.max(active, 0)];
      if (point) choose(point);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus();
      return;
    }
    const next = nextActiveIndex(event.key, active, points.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next === -1) {
      setActive(-1);
      inputRef.current?.focus();
    } else {
      setActive(next);
    }
  }

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  // What the polite live region says: the choice once made, else how the search went.
  const status = !showList
    ? announcement
    : loadError
      ? t('failed')
      : !data
        ? t('loading')
        : t('resultCount', { count: points.length });

  return (
    <fieldset className={styles.picker}>
      <legend id={titleId} className={styles.title}>
        {t('title')}
      </legend>

      {showList ? (
        <div className={styles.search}>
          <label htmlFor={id} className={styles.label}>
            {t('searchLabel')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onSearchKeyDown}
            placeholder={t('searchPlaceholder')}
            maxLength={PICKUP_SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-controls={listboxId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, Boolean(error) && errorId)}
            className={styles.input}
            data-testid="pickup-point-search"
          />
          <p id={hintId} className={styles.hint}>
            {t('keyboardHint')}
          </p>
          {loadError ? (
            <p className={styles.notice} data-testid="pickup-point-failed">
              {t('failed')}
            </p>
          ) : data && points.length === 0 && search !== '' ? (
            <p className={styles.notice} data-testid="pickup-point-none">
              {t('noResults', { search })}
            </p>
          ) : null}
          <div
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            tabIndex={points.length > 0 ? 0 : -1}
            aria-label={t('listLabel')}
            aria-activedescendant={activeOptionId}
            aria-describedby={describedBy(Boolean(error) && errorId)}
            aria-busy={!data && !loadError ? true : undefined}
            onKeyDown={onListKeyDown}
            onFocus={() => {
              if (active < 0 && points.length > 0) setActive(0);
            }}
            className={styles.listbox}
            data-testid="pickup-point-list"
          >
            {points.map((point, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox takes the keys (Enter, Space) for its active option
              <div
                key={point.id}
                id={optionId(point.id)}
                role="option"
                // Focus stays on the listbox (aria-activedescendant); -1 only lets a click land on the option.
                tabIndex={-1}
                aria-selected={value?.id === point.id}
                data-active={index === active ? 'true' : undefined}
                className={styles.option}
                onClick={() => choose(point)}
                data-testid="pickup-point-option"
              >
                <PointDetails point={point} week={week} compact />
              </div>
            ))}
          </div>
        </div>
      ) : (
        value && (
          <div className={styles.chosen} data-testid="pickup-point-chosen">
            <p className={styles.chosenLabel}>{t('chosen')}</p>
            <PointDetails point={value} week={week} hoursLabel={t('openingHours')} />
            <button
              ref={changeRef}
              id={id}
              type="button"
              className={`button button-outline ${styles.change}`}
              aria-label={t('changeLabel')}
              aria-describedby={describedBy(Boolean(error) && errorId)}
              onClick={startChange}
              data-testid="pickup-point-change"
            >
              {t('change')}
            </button>
          </div>
        )
      )}

      <p role="status" className="visually-hidden" data-testid="pickup-point-status">
        {status}
      </p>
      <p id={errorId} role="alert" className={styles.error} data-testid="pickup-point-error">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** A point's name, place, address and usual week: one line of hours in the list, a list when chosen. */
function PointDetails({
  point,
  week,
  compact = false,
  hoursLabel,
}: {
  point: PickupPoint;
  week: WeekTexts;
  compact?: boolean;
  hoursLabel?: string;
}) {
  const hours = compactWeek(point.openingHours, week);
  return (
    <>
      <span className={styles.name}>{point.name}</span>
      <span className={styles.address}>
        {point.place ? `${point.place} · ${addressLine(point)}` : addressLine(point)}
      </span>
      {compact ? (
        <span className={styles.hours} data-testid="pickup-point-hours">
          {hours.map((group) => (group.days ? `${group.days} ${group.hours}` : group.hours)).join(' · ')}
        </span>
      ) : (
        <div className={styles.week} data-testid="pickup-point-week">
          <p className={styles.weekTitle}>{hoursLabel}</p>
          {hours.length === 1 && hours[0]?.days === '' ? (
            <p className={styles.weekRow}>{hours[0].hours}</p>
          ) : (
            <dl className={styles.weekList}>
              {hours.map((group) => (
                <div key={group.days} className={styles.weekRow}>
                  <dt>{group.days}</dt>
                  <dd>{group.hours}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </>
  );
}
