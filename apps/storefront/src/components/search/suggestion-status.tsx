'use client';

import { useTranslations } from 'next-intl';

type SuggestionStatusProps = { open: boolean; settled: boolean; error: boolean; count: number };

/**
 * The polite live region of the combobox: a screen reader hears how many suggestions arrived (or
 * that loading failed) without leaving the field. It is always in the page, because a live region
 * inserted together with its text is not announced; it stays empty while closed or loading.
 */
export function SuggestionStatus({ open, settled, error, count }: SuggestionStatusProps) {
  const t = useTranslations('searchBox');
  let text = '';
  if (open && error) text = t('error');
  else if (open && settled) text = t('resultCount', { count });
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="search-status">
      {text}
    </div>
  );
}
