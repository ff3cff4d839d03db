'use client';

import type { Locale } from '@stride/i18n';
import { NextIntlClientProvider } from 'next-intl';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import { useAutosuggest } from '@/lib/api/use-autosuggest';
import { searchHref } from '@/lib/listing/listing-url';
import type { SuggestionMessages } from './search-combobox';
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

/** The localized results path of a term (the field submits to it). */
export function searchPath(locale: Locale, term: string): string {
  return getPathname({ locale, href: searchHref(term) });
}

/**
 * What the field asks of the suggestions: moving the active option with the arrow keys. It answers
 * the new active option's DOM id, so the field sets aria-activedescendant in the same key press.
 */
export type SuggestionsHandle = { move: (direction: 1 | -1) => string | null };

type SearchSuggestionsProps = {
  ref: Ref<SuggestionsHandle>;
  /** The trimmed term in the field. */
  query: string;
  /** The term to ask the api about: the field's, once typing has paused (the field debounces). */
  requested: string;
  open: boolean;
  baseId: string;
  listboxId: string;
  contacts: ShopContacts;
  locale: Locale;
  messages: SuggestionMessages;
  /** The DOM id of the active option (or null), for the field's aria-activedescendant. */
  onActiveChange: (id: string | null) => void;
  onClose: () => void;
};

/**
 * The combobox's suggestions: asks the api for the term (debounced), keeps the active option, and
 * draws the panel and the live region with the messages it was given.
 */
export default function SearchSuggestions({
  ref,
  query,
  requested,
  open,
  baseId,
  listboxId,
  contacts,
  locale,
  messages,
  onActiveChange,
  onClose,
}: SearchSuggestionsProps) {
  const optionId = useCallback((key: string) => `${baseId}-option-${key}`, [baseId]);
  // The active option belongs to the term it was picked for: typing on leaves none active.
  const [active, setActive] = useState<{ key: string; query: string } | null>(null);
  const { data, error, isLoading } = useAutosuggest(requested, open);
  const sections = useMemo<SuggestionSection[]>(() => {
    if (query === '') return emptyTermSections(contacts, data?.term === '' ? data.response.products : []);
    // While the next answer loads, the previous one for a term stays; the empty-term one does not.
    if (!data || data.term === '') return [];
    return resultSections(data.response, data.term);
  }, [query, data, contacts]);
  const options = useMemo(() => flattenOptions(sections), [sections]);
  const activeKey = open && active?.query === query ? active.key : null;
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
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

  useImperativeHandle(
    ref,
    () => ({
      move: (direction) => {
        const next = options[moveActive(activeIndex, options.length, direction)];
        setActive(next ? { key: next.key, query } : null);
        return next ? optionId(next.key) : null;
      },
    }),
    [options, activeIndex, query, optionId],
  );

  // Closing forgets the active option, as it was before the panel opened.
  useEffect(() => {
    if (!open) setActive(null);
  }, [open]);

  // Besides the arrow keys, typing, closing and a new answer change the active option too.
  const activeId = activeOption ? optionId(activeOption.key) : null;
  useEffect(() => {
    onActiveChange(activeId);
    // The active option stays in view inside the scrolling panel.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, onActiveChange]);

  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SuggestionPanel
        open={open}
        listboxId={listboxId}
        optionId={optionId}
        sections={sections}
        activeKey={activeOption ? activeOption.key : null}
        notice={notice}
        onClose={onClose}
      />
      <SuggestionStatus open={open} settled={settled} error={Boolean(error)} count={count} />
    </NextIntlClientProvider>
  );
}
