'use client';

import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What a field's control carries so its label, hint and message are read with it. */
export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** The ids a control's aria-describedby lists: only those of texts that are shown. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** A field's message under it; its id is what the control's aria-describedby names. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} className={styles.error} data-testid={errorIdOf(id)}>
      {message}
    </p>
  );
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  wide?: boolean;
  /** Shown under the field's message (a link that helps with it). */
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled field: the label, the control (drawn by `children`), its hint and its message. */
export function FormField({ id, label, hint, error, wide = false, after, children }: FormFieldProps) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy(Boolean(hint) && hintIdOf(id), Boolean(error) && errorIdOf(id)),
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessage id={id} message={error} />
      {after}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  hint?: string;
  error?: string;
  required?: boolean;
  wide?: boolean;
  maxLength?: number;
  after?: ReactNode;
};

/** A one-line text field (`required` tells assistive technology; the form itself checks on submit). */
export function TextField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  inputMode,
  hint,
  error,
  required = false,
  wide,
  maxLength,
  after,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} wide={wide} after={after}>
      {(control) => (
        <input
          {...control}
          name={id}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          className={styles.input}
        />
      )}
    </FormField>
  );
}
