'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import styles from './cart.module.css';
import { FieldError } from './code-form';
import { useCartForm } from './use-cart-form';

const FIELDS = ['isic.surname', 'isic.code'] as const;

/** The ISIC card: the holder's surname and the card's number, verified by the api (issue 11 §3). */
export function IsicForm({
  hint,
  onApply,
}: {
  hint: string;
  onApply: (surname: string, code: string) => Promise<unknown>;
}) {
  const t = useTranslations('cart');
  const id = useId();
  const [surname, setSurname] = useState('');
  const [code, setCode] = useState('');
  const { busy, errors, send } = useCartForm(FIELDS, 'isic.code');

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await send(() => onApply(surname, code))) {
      setSurname('');
      setCode('');
    }
  }

  const field = (name: (typeof FIELDS)[number], label: string, value: string, set: (value: string) => void) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = errors[name];
    return (
      <div className={styles.isicField}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          value={value}
          onChange={(event) => set(event.target.value)}
          autoComplete={name === 'isic.surname' ? 'family-name' : 'off'}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        <FieldError
          id={errorId}
          message={error}
          testId={`isic-form-error-${name === 'isic.code' ? 'code' : 'surname'}`}
        />
      </div>
    );
  };

  return (
    <form className={styles.codeForm} onSubmit={apply} noValidate data-testid="isic-form">
      <fieldset className={styles.isicFieldset}>
        <legend className={styles.fieldLabel}>{t('isic')}</legend>
        <p className={styles.note}>{hint}</p>
        <div className={styles.isicFields}>
          {field('isic.surname', t('isicSurname'), surname, setSurname)}
          {field('isic.code', t('isicCode'), code, setCode)}
        </div>
        <button type="submit" className="button button-dark" aria-busy={busy || undefined}>
          {t('isicApply')}
        </button>
      </fieldset>
    </form>
  );
}
