'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { useNewsletterSignup } from '@/lib/api/use-newsletter-signup';
import styles from './site-footer.module.css';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'invalid' } | { kind: 'error' };

/** The form's texts, translated on the server. */
export type NewsletterTexts = Record<
  'label' | 'placeholder' | 'submit' | 'sending' | 'success' | 'invalid' | 'error',
  string
>;

export type NewsletterFormProps = {
  texts: NewsletterTexts;
  /** The consent line under the field, drawn on the server (it links the conditions); none without them. */
  consent: ReactNode;
};

/** Newsletter signup: saves the address through the api and says whether it worked. */
export function NewsletterForm({ texts, consent }: NewsletterFormProps) {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { trigger, isMutating } = useNewsletterSignup();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own check first (no request for a blank or malformed address), then the api's.
    if (!event.currentTarget.checkValidity()) {
      setStatus({ kind: 'invalid' });
      return;
    }
    try {
      await trigger({ email: email.trim() });
      setStatus({ kind: 'success' });
      setEmail('');
    } catch (error) {
      setStatus({ kind: error instanceof BrowserApiError && error.status === 400 ? 'invalid' : 'error' });
    }
  }

  const message = status.kind === 'idle' ? '' : texts[status.kind];

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate data-testid="newsletter-form">
      <label htmlFor={inputId} className={styles.newsletterLabel}>
        {texts.label}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={texts.placeholder}
          aria-invalid={status.kind === 'invalid' || undefined}
          aria-describedby={statusId}
          className={styles.newsletterInput}
        />
        <button type="submit" className="button button-dark" disabled={isMutating}>
          {isMutating ? texts.sending : texts.submit}
        </button>
      </div>
      <p
        id={statusId}
        className={styles.newsletterStatus}
        data-status={status.kind}
        data-testid="newsletter-status"
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
      {consent}
    </form>
  );
}
