'use client';

import { AUTOSUGGEST_DEBOUNCE_MS } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SearchIcon } from '@/components/common/icons';
import { useRouter } from '@/i18n/navigation';
import { useAutosuggest } from '@/lib/api/use-autosuggest';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useCloseWhenFocusLeaves, useDismiss } from '@/lib/hooks/use-dismiss';
import { searchHref } from '@/lib/listing/listing-url';
import styles from './search-box.module.css';
import { type PanelNotice, SuggestionPanel } from './suggestion-panel';
import {
  emptyTermSections,
  flattenOptions,
  moveActive,
  resultSections,
  type ShopContacts,
  type SuggestionSection,
} from './suggestion-sections';
import { SuggestionStatus } from './suggestion-status';

/**
 * The header search box: a WAI-ARIA combobox (APG "list autocomplete") over the autosuggest api.
 * The field keeps focus; ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter
 * opens it or, with none active, submits the term to the search route; Escape closes, and a
 * second Escape clears. Typing waits AUTOSUGGEST_DEBOUNCE_MS before asking (spec §9).
 */
export function SearchCombobox({ contacts }: { contacts: ShopContacts }) {
  const t = useTranslations('header');
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((key: string) => `${baseId}-option-${key}`, [baseId]);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set while focus is put back into the field by closing, so that focus does not reopen the panel.
  const refocusing = useRef(false);

  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const query = term.trim();
  const debounced = useDebouncedValue(query, AUTOSUGGEST_DEBOUNCE_MS);
  // Emptying the field shows the contacts panel at once; only typing waits.
  const requested = query === '' ? '' : debounced;
  const { data, error, isLoading } = useAutosuggest(requested, open);

  const sections = useMemo<SuggestionSection[]>(() => {
    if (query === '') return emptyTermSections(contacts, data?.term === '' ? data.response.products : []);
    // While the next answer loads, the previous one for a term stays; the empty-term one does not.
    if (!data || data.term === '') return [];
    return resultSections(data.response, data.term);
  }, [query, data, contacts]);
  const options = useMemo(() => flattenOptions(sections), [sections]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const settled = !isLoading && data?.term === requested && requested === query;
  const notice: PanelNotice = error
    ? { kind: 'error' }
    : query !== '' && !settled
      ? { kind: 'loading' }
      : query !== '' && options.length <= 1
        ? { kind: 'no-results', term: query }
        : null;
  // The count read out: what was suggested, not the "show all" link that is always there.
  const count = options.filter((option) => option.kind !== 'show-all').length;

  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(null);
  }, []);
  const closeAndRefocus = useCallback(() => {
    close();
    refocusing.current = true;
    inputRef.current?.focus();
    refocusing.current = false;
  }, [close]);

  useDismiss(open, close, rootRef, inputRef);
  useCloseWhenFocusLeaves(open, close, rootRef);

  // The active option stays in view inside the scrolling panel.
  useEffect(() => {
    if (activeKey) document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' });
  }, [activeKey, optionId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query === '') {
      inputRef.current?.focus();
      return;
    }
    close();
    router.push(searchHref(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open || event.altKey) {
          setOpen(true);
          return;
        }
        const next = moveActive(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1);
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case 'Enter':
        if (open && active) {
          // The option is a link: clicking it navigates exactly as a mouse click would.
          event.preventDefault();
          document.getElementById(optionId(active.key))?.click();
        }
        return;
      case 'Escape':
        // Chromium clears a search field on Escape; an open panel only closes (useDismiss does it).
        event.preventDefault();
        if (!open) setTerm('');
        return;
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search keeps the landmark in browsers without <search> */}
      <form role="search" className={styles.form} onSubmit={submit} data-testid="search-form">
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="term"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active ? optionId(active.key) : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveKey(null);
            setOpen(true);
          }}
          onFocus={() => {
            if (!refocusing.current) setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={20} />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
      <SuggestionPanel
        open={open}
        listboxId={listboxId}
        optionId={optionId}
        sections={sections}
        activeKey={open && active ? active.key : null}
        notice={notice}
        onClose={closeAndRefocus}
      />
      <SuggestionStatus open={open} settled={settled} error={Boolean(error)} count={count} />
    </div>
  );
}
