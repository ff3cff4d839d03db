'use client';

import type { ReactNode } from 'react';
import { TextField } from './form-field';

type CredentialFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  wide?: boolean;
  after?: ReactNode;
};

/** An e-mail field: the e-mail keyboard, and `autoComplete` as the form means it ("username" at login). */
export function EmailField({ autoComplete = 'email', ...props }: CredentialFieldProps & { autoComplete?: string }) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} required maxLength={254} />;
}

/**
 * A password field; `purpose` tells the browser's password manager whether to fill the saved password
 * or offer a new one.
 */
export function PasswordField({ purpose, ...props }: CredentialFieldProps & { purpose: 'current' | 'new' }) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      maxLength={256}
    />
  );
}
