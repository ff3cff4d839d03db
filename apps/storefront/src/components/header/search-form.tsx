'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/common/icons';
import { useRouter } from '@/i18n/navigation';
import styles from './search-form.module.css';

/**
 * The header search field. Submitting opens the localized search route with the encoded term; the
 * search issue adds the suggestions.
 */
export function SearchForm() {
  const t = useTranslations('header');
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') {
      inputRef.current?.focus();
      return;
    }
    router.push({
      pathname: '/search/[term]/[[...parameters]]',
      params: { term: encodeURIComponent(trimmed), parameters: undefined },
    });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search keeps the landmark in browsers without <search>
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
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('searchSubmit')}</span>
      </button>
    </form>
  );
}
