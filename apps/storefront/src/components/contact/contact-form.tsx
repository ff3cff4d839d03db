'use client';

import { CONTACT_MESSAGE_LIMITS } from '@stride/rules/browser';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ChallengeFieldset } from '@/components/common/challenge-fieldset';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { fieldControlId } from '@/components/common/form-errors';
import { FormField, TextField } from '@/components/common/form-field';
import { fillText } from '@/components/common/slots';
import textButton from '@/components/common/text-button.module.css';
import { useChallenge } from '@/components/common/use-challenge';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { sendContactMessage } from '@/lib/api/contact-api';
import styles from './contact-form.module.css';
import { CONTACT_FIELDS, type ContactValues, contactRequestOf, EMPTY_CONTACT } from './contact-model';
import { type ContactFormTexts, ruleTranslation } from './contact-texts';

/** The form's checks (zod inside), fetched when the shopper first focuses a field or sends. */
const loadChecks = () => import('./contact-errors');

/**
 * The contact form (issue 15 §2): name, e-mail, message and the registration's arithmetic question,
 * sent to the api, which e-mails it to the shop. Usable on the contact page and in the support
 * widget at once: `formId` keeps the two forms' element ids (and their questions) apart. Messages
 * sit under their fields, the first field with one is focused, and the thank-you is said in a live
 * region and focused, so a keyboard or screen reader user hears what happened. Its words come
 * translated (contact-texts.ts): the form formats no message in the browser.
 */
export function ContactForm({ formId = 'contact', texts }: { formId?: string; texts: ContactFormTexts }) {
  const translateRule = useMemo(() => ruleTranslation(texts), [texts]);
  const fields = useMemo(
    () => ({ order: CONTACT_FIELDS, idOf: (field: string) => fieldControlId(formId, field) }),
    [formId],
  );
  const { errors, formError, busy, submit } = useFormSubmit(fields, { fallback: texts.failed, invalid: texts.invalid });
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sent, setSent] = useState('');
  const question = useChallenge(`contact-challenge:${formId}`);
  const sentRef = useRef<HTMLDivElement>(null);
  const idOf = fields.idOf;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { contactErrors } = await loadChecks();
    const { challenge } = question;
    const request = contactRequestOf(values, { token: challenge?.token ?? '', answer: question.answer });
    void submit(
      contactErrors(request, challenge, translateRule),
      async () => {
        const answer = await sendContactMessage(request);
        setValues(EMPTY_CONTACT);
        setSent(answer.message);
        // The question is used up: the next message gets a new one.
        question.renew();
      },
      { onFailure: () => question.renew() },
    );
  }

  const change = (patch: Partial<ContactValues>) => setValues((current) => ({ ...current, ...patch }));
  const answerId = idOf('challenge.answer');
  const view = question.view;

  return (
    <div data-testid={`${formId}-form-area`}>
      {/* Always in the page, so the thank-you is read out when it appears. */}
      <div role="status" className={sent ? styles.sent : undefined} ref={sentRef} tabIndex={sent ? -1 : undefined}>
        {sent && (
          <>
            <p data-testid="contact-sent">{sent}</p>
            <button type="button" className={textButton.textButton} onClick={() => setSent('')}>
              {texts.another}
            </button>
          </>
        )}
      </div>
      {!sent && (
        <form
          onSubmit={(event) => void send(event)}
          onFocus={() => void loadChecks()}
          noValidate
          className={styles.form}
          data-testid="contact-form"
          aria-busy={busy || undefined}
        >
          <TextField
            id={idOf('name')}
            label={texts.name}
            value={values.name}
            onChange={(name) => change({ name })}
            autoComplete="name"
            error={errors.name}
            required
            maxLength={CONTACT_MESSAGE_LIMITS.nameMax}
          />
          <TextField
            id={idOf('email')}
            label={texts.email}
            type="email"
            inputMode="email"
            value={values.email}
            onChange={(email) => change({ email })}
            autoComplete="email"
            hint={texts.emailHint}
            error={errors.email}
            required
            maxLength={254}
          />
          <FormField id={idOf('message')} label={texts.message} hint={texts.messageHint} error={errors.message}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                value={values.message}
                onChange={(event) => change({ message: event.target.value })}
                required
                rows={5}
                maxLength={CONTACT_MESSAGE_LIMITS.messageMax}
                className={form.input}
              />
            )}
          </FormField>
          <ChallengeFieldset
            view={view}
            answerId={answerId}
            answer={question.answer}
            onAnswer={question.onAnswer}
            onRetry={question.renew}
            error={errors['challenge.answer']}
            texts={{
              legend: texts.challengeLegend,
              question: (a, b) => fillText(texts.challenge, { a, b }),
              hint: texts.challengeHint,
              failed: texts.challengeFailed,
              retry: texts.challengeRetry,
              loading: texts.challengeLoading,
            }}
          />
          <FormActions
            error={formError}
            errorTestId="contact-error"
            busy={busy}
            label={texts.submit}
            busyLabel={texts.submitting}
            submitTestId="contact-submit"
            tone="volt"
          />
        </form>
      )}
    </div>
  );
}
