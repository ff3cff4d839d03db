'use client';

import type { WithdrawalReceived } from '@stride/contract';
import { formatDate, formatTime } from '@stride/i18n';
import { WITHDRAWAL_DAYS } from '@stride/rules';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import form from '@/components/common/form.module.css';
import { TextField } from '@/components/common/form-field';
import { useRuleTranslation } from '@/components/common/use-rule-translation';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { sendWithdrawal } from '@/lib/api/checkout-api';
import { checkWithdrawal, type WithdrawalField, type WithdrawalRequest } from './withdrawal-request';

type Step =
  | { name: 'form' }
  | { name: 'confirm'; request: WithdrawalRequest }
  | { name: 'done'; received: WithdrawalReceived };

const FIELD_IDS: Record<WithdrawalField, string> = {
  orderNumber: 'withdrawal-order-number',
  email: 'withdrawal-email',
};

/**
 * The EU withdrawal function (issue 12 §4): the order's number and e-mail, then "do you really want
 * to withdraw", then the acknowledgement with the date and time the shop received it. Each step's
 * heading takes the focus, so a screen reader starts reading the new step.
 */
export function WithdrawalScreen() {
  const t = useTranslations('withdrawal');
  const locale = useLocale();
  const translateRule = useRuleTranslation();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [values, setValues] = useState<Record<WithdrawalField, string>>({ orderNumber: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function showStep(next: Step) {
    setStep(next);
    setFocusTarget({ id: 'withdrawal-step' });
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWithdrawal(values);
    if ('errors' in checked) {
      const found = Object.fromEntries(
        Object.entries(checked.errors).map(([field, key]) => [field, translateRule(key, '')]),
      ) as Partial<Record<WithdrawalField, string>>;
      setErrors(found);
      const first = (['orderNumber', 'email'] as const).find((field) => found[field]);
      if (first) setFocusTarget({ id: FIELD_IDS[first] });
      return;
    }
    setErrors({});
    setFailure('');
    showStep({ name: 'confirm', request: checked.request });
  }

  async function withdraw(request: WithdrawalRequest) {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      showStep({ name: 'done', received: await sendWithdrawal(request) });
    } catch (error) {
      const messages = error instanceof BrowserApiError ? error.messages : [];
      const onOrder = messages.find((entry) => entry.field === 'orderNumber' || entry.field === 'email');
      if (onOrder?.field === 'orderNumber' || onOrder?.field === 'email') {
        // "Order does not exist": back to the form, the message at the field it names.
        setErrors({ [onOrder.field]: onOrder.message });
        setStep({ name: 'form' });
        setFocusTarget({ id: FIELD_IDS[onOrder.field] });
      } else {
        if (messages.length === 0) console.error('withdrawal: sending failed', error);
        setFailure(messages[0]?.message ?? t('failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`container ${styles.page}`} data-testid="withdrawal-page">
      {step.name === 'form' && (
        <>
          <h1 id="withdrawal-step" tabIndex={-1} className={`display ${styles.title}`}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead', { days: WITHDRAWAL_DAYS })}</p>
          <form onSubmit={review} noValidate data-testid="withdrawal-form" className={styles.section}>
            <div className={form.fields}>
              <TextField
                id={FIELD_IDS.orderNumber}
                label={t('orderNumber')}
                value={values.orderNumber}
                onChange={(orderNumber) => setValues((current) => ({ ...current, orderNumber }))}
                autoComplete="off"
                inputMode="numeric"
                hint={t('orderNumberHint')}
                error={errors.orderNumber}
                required
                maxLength={20}
              />
              <TextField
                id={FIELD_IDS.email}
                label={t('email')}
                type="email"
                inputMode="email"
                value={values.email}
                onChange={(email) => setValues((current) => ({ ...current, email }))}
                autoComplete="email"
                error={errors.email}
                required
                maxLength={254}
              />
            </div>
            <button type="submit" className="button button-dark" data-testid="withdrawal-continue">
              {t('continue')}
            </button>
          </form>
        </>
      )}

      {step.name === 'confirm' && (
        <section className={styles.section} data-testid="withdrawal-confirm">
          <h1 id="withdrawal-step" tabIndex={-1} className={`display ${styles.title}`}>
            {t('confirmTitle')}
          </h1>
          <p className={styles.lead}>
            {t('confirmText', { orderNumber: step.request.orderNumber, email: step.request.email })}
          </p>
          <p className={form.formError} role="alert" data-testid="withdrawal-error">
            {failure}
          </p>
          <div className={form.buttons}>
            <button
              type="button"
              className="button button-dark"
              onClick={() => withdraw(step.request)}
              disabled={busy}
              data-testid="withdrawal-confirm-button"
            >
              {busy ? t('sending') : t('confirm')}
            </button>
            <button
              type="button"
              className="button button-outline"
              onClick={() => showStep({ name: 'form' })}
              disabled={busy}
            >
              {t('back')}
            </button>
          </div>
        </section>
      )}

      {step.name === 'done' && (
        <section className={styles.section} data-testid="withdrawal-done">
          <h1 id="withdrawal-step" tabIndex={-1} className={`display ${styles.title}`}>
            {t('doneTitle')}
          </h1>
          <p className={styles.lead} data-testid="withdrawal-received">
            {t('doneText', {
              orderNumber: step.received.orderNumber,
              date: formatDate(step.received.receivedAt, locale),
              time: formatTime(new Date(step.received.receivedAt), locale),
            })}
          </p>
          <p className={styles.blockText}>{t('doneNext', { days: WITHDRAWAL_DAYS })}</p>
        </section>
      )}
    </div>
  );
}
