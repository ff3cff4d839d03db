'use client';

import type { OrderPayment } from '@stride/contract';
import { formatDate, formatTime } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import form from '@/components/common/form.module.css';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { sendPaymentRetry } from '@/lib/api/checkout-api';
import styles from './checkout.module.css';

type CardPaymentProps = {
  payment: Extract<OrderPayment, { kind: 'card' }>;
  /** The order's thank-you token, which a new payment needs; null where the page offers none. */
  token: string | null;
  /** When the page read the order (ms): a deadline before it offers no new payment. */
  now: number;
};

/**
 * A card order's payment: paid, cancelled, or waiting — with a "pay" button that starts a new payment
 * at the gateway (POST …/payment) and sends the buyer there, until the deadline passes.
 */
export function CardPayment({ payment, token, now }: CardPaymentProps) {
  const t = useTranslations('checkout.thankYou.card');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  if (payment.state === 'paid') {
    return (
      <p className={styles.state} data-state="paid" data-testid="card-state">
        {t('paid')}
      </p>
    );
  }
  if (payment.state === 'cancelled') {
    return (
      <p className={styles.state} data-state="cancelled" data-testid="card-state">
        {t('cancelled')}
      </p>
    );
  }

  const deadline = payment.deadline ? new Date(payment.deadline) : null;
  if (deadline && deadline.getTime() <= now) {
    return (
      <p className={styles.state} data-state="waiting" data-testid="card-state">
        {t('deadlinePassed')}
      </p>
    );
  }

  async function payAgain() {
    if (busy || token === null) return;
    setBusy(true);
    setFailure('');
    try {
      window.location.assign(await sendPaymentRetry(token));
    } catch (error) {
      // The api's reason (the deadline passed, the gateway is down) when it gave one.
      const message = error instanceof BrowserApiError ? error.messages[0]?.message : undefined;
      if (!message) console.error('checkout: the card payment did not start', error);
      setFailure(message ?? t('retryFailed'));
      setBusy(false);
    }
  }

  return (
    <>
      <p className={styles.state} data-state="waiting" data-testid="card-state">
        {deadline
          ? t('waiting', { date: formatDate(deadline, locale), time: formatTime(deadline, locale) })
          : t('waitingNoDeadline')}
      </p>
      {token !== null && (
        <>
          <div className={form.buttons}>
            <button
              type="button"
              className="button button-volt"
              onClick={payAgain}
              disabled={busy}
              data-testid="pay-again"
            >
              {busy ? t('paying') : t('payAgain')}
            </button>
          </div>
          <p className={form.error} role="alert" data-testid="pay-again-error">
            {failure}
          </p>
        </>
      )}
    </>
  );
}
