'use client';

import type { ReactNode } from 'react';
import styles from './form.module.css';

type FormActionsProps = {
  /** The form's message that belongs to no field: read out when it appears (role="alert"). */
  error: string;
  errorTestId?: string;
  busy: boolean;
  label: string;
  /** What the button says while the form is being sent. */
  busyLabel: string;
  submitTestId?: string;
  tone?: 'dark' | 'volt';
  /** Disabled though not busy (registration, until the question is answered). */
  disabled?: boolean;
  /** What the button's disabled state depends on, for assistive technology. */
  describedBy?: string;
  /** Said before the form's message (a success notice). */
  before?: ReactNode;
  /** After the button (the way back, a second button). */
  children?: ReactNode;
};

/** The row under a form: its message, its submit button (which says when it is busy), and what follows. */
export function FormActions({
  error,
  errorTestId,
  busy,
  label,
  busyLabel,
  submitTestId,
  tone = 'dark',
  disabled = false,
  describedBy,
  before,
  children,
}: FormActionsProps) {
  return (
    <div className={styles.actions}>
      {before}
      <p className={styles.formError} role="alert" data-testid={errorTestId}>
        {error}
      </p>
      <button
        type="submit"
        className={`button button-${tone} ${styles.primary}`}
        disabled={busy || disabled}
        aria-describedby={describedBy}
        data-testid={submitTestId}
      >
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}
