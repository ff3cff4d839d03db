'use client';

import type { Locale } from '@stride/i18n';
import { AUTOSUGGEST_DEBOUNCE_MS } from '@stride/rules/browser';
import { useRouter } from 'next/navigation';
import type { Messages } from 'next-intl';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/common/icons';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useCloseWhenFocusLeaves, useDismiss } from '@/lib/hooks/use-dismiss';
import styles from './search-field.module.css';
import type { SuggestionsHandle } from './search-suggestions';
import type { ShopContacts } from './suggestion-sections';

/** The messages the suggestion panel formats in the browser (counts and the typed term). */
export type SuggestionMessages = Pick<Messages, 'searchBox' | 'product' | 'prices' | 'common'>;

/** The field's own texts, translated on the server. */
export type SearchTexts = { label: string; placeholder: string; submit: string; panel: string };

// The suggestions (the api, the panel, its messages and their formatter) come in a chunk of their own
// when the field first opens; the page's first JavaScript carries only the field.
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(loadSuggestions);

/**
 * The header search box: a WAI-ARIA combobox (APG "list autocomplete") over the autosuggest api.
 * The field keeps focus; ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter
 * opens it or, with none active, submits the term to the search route; Escape closes, and a
 * second Escape clears. Typing waits AUTOSUGGEST_DEBOUNCE_MS before asking (spec §9).
 */
export function SearchCombobox({
  contacts,
  texts,
  locale,
  messages,
}: {
  contacts: ShopContacts;
  texts: SearchTexts;
  locale: Locale;
  messages: SuggestionMessages;
}) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useRef<SuggestionsHandle>(null);
  // Set while focus is put back into the field by closing, so that focus does not reopen the panel.
  const refocusing = useRef(false);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // Once the panel has opened, its suggestions stay drawn (closed: hidden) with what they loaded.
  const [opened, setOpened] = useState(false);
  /** The DOM id of the active option, as the suggestions report it. */
  const [activeId, setActiveId] = useState<string | null>(null);
  const query = term.trim();
  // Here, not in the suggestions: the wait starts with the first keystroke, before they have loaded.
  const debounced = useDebouncedValue(query, AUTOSUGGEST_DEBOUNCE_MS);
  // Emptying the field shows the contacts panel at once; only typing waits.
  const requested = query === '' ? '' : debounced;

  const openPanel = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setActiveId(null);
  }, []);
  const closeAndRefocus = useCallback(() => {
    close();
    refocusing.current = true;
    inputRef.current?.focus();
    refocusing.current = false;
  }, [close]);

  useDismiss(open, close, rootRef, inputRef);
  useCloseWhenFocusLeaves(open, close, rootRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query === '') {
      inputRef.current?.focus();
      return;
    }
    close();
    // The suggestions' chunk localizes the search route (it has the route table); it is loaded by now
    // unless the term was submitted before the field ever opened.
    const { searchPath } = await loadSuggestions();
    router.push(searchPath(locale, query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open || event.altKey) openPanel();
        else if (suggestions.current) setActiveId(suggestions.current.move(event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Enter':
        if (open && activeId) {
          // The option is a link: clicking it navigates exactly as a mouse click would.
          event.preventDefault();
          document.getElementById(activeId)?.click();
        }
        return;
      case 'Escape':
        // Chromium clears a search field on Escape; an open panel only closes (useDismiss does it).
        event.preventDefault();
        if (!open) setTerm('');
        return;
    }
  }

  const closedPanel = <ClosedPanel listboxId={listboxId} label={texts.panel} />;
  return (
    <div ref={rootRef} className={styles.root}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search keeps the landmark in browsers without <search> */}
      <form role="search" className={styles.form} onSubmit={submit} data-testid="search-form">
        <label htmlFor={inputId} className="visually-hidden">
          {texts.label}
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
          aria-activedescendant={open && activeId ? activeId : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            // A new term leaves no option active (the suggestions forget theirs as well).
            setActiveId(null);
            openPanel();
          }}
          onFocus={() => {
            if (!refocusing.current) openPanel();
          }}
          onPointerEnter={() => void loadSuggestions()}
          onClick={openPanel}
          onKeyDown={onKeyDown}
          placeholder={texts.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={20} />
          <span className="visually-hidden">{texts.submit}</span>
        </button>
      </form>
      {opened ? (
        <Suspense fallback={closedPanel}>
          <SearchSuggestions
            ref={suggestions}
            query={query}
            requested={requested}
            open={open}
            baseId={baseId}
            listboxId={listboxId}
            contacts={contacts}
            locale={locale}
            messages={messages}
            onActiveChange={setActiveId}
            onClose={closeAndRefocus}
          />
        </Suspense>
      ) : (
        closedPanel
      )}
    </div>
  );
}

/**
 * The panel and the live region before the suggestions load: empty, as the closed combobox draws
 * them, so the field's aria-controls points at the listbox and the live region is in the page from
 * the start (one inserted together with its text is not announced).
 */
function ClosedPanel({ listboxId, label }: { listboxId: string; label: string }) {
  return (
    <>
      {/* Hidden, so it needs none of the panel's styles (search-box.module.css, loaded with the suggestions). */}
      <div hidden data-testid="search-panel">
        <div role="listbox" id={listboxId} aria-label={label} />
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="visually-hidden"
        data-testid="search-status"
      />
    </>
  );
}
