'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styles from './cart.module.css';
import { useCartForm } from './use-cart-form';

type CodeFormProps = {
  label: string;
  submit: string;
  /** The field the api names in its messages (`couponHash`, `code`). */
  field: string;
  onApply: (code: string) => Promise<unknown>;
  testId: string;
};

/** A one-code form (coupon, gift voucher): the code, "apply", and the api's message at the field. */
export function CodeForm({ label, submit, field, onApply, testId }: CodeFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const { busy, errors, send } = useCartForm([field], field);
  const error = errors[field];

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await send(() => onApply(code))) setCode('');
  }

  return (
    <form className={styles.codeForm} onSubmit={apply} noValidate data-testid={testId}>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          name={field}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        <button type="submit" className="button button-dark" aria-busy={busy || undefined}>
          {submit}
        </button>
      </div>
      <FieldError id={errorId} message={error} testId={`${testId}-error`} />
    </form>
  );
}

/** A field's error text; always in the page, so an error that appears is announced. */
export function FieldError({ id, message, testId }: { id: string; message: string | undefined; testId: string }) {
  return (
    <p id={id} className={styles.fieldError} role="alert" data-testid={testId}>
      {message ?? ''}
    </p>
  );
}

/** What is applied (a coupon, a card, a voucher), what it does now, and the button that takes it off. */
export function AppliedCode({
  title,
  details,
  removeLabel,
  onRemove,
  testId,
}: {
  title: string;
  details: ReactNode;
  removeLabel: string;
  onRemove: () => Promise<unknown>;
  testId: string;
}) {
  const { busy, send } = useCartForm(['code'], 'code');
  return (
    <div className={styles.applied} data-testid={testId}>
      <div>
        <p className={styles.appliedTitle}>{title}</p>
        {details}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={removeLabel}
        aria-busy={busy || undefined}
        onClick={() => !busy && send(onRemove)}
        data-testid={`${testId}-remove`}
      >
        ×
      </button>
    </div>
  );
}
