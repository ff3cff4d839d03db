'use client';

import type { Credits } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import styles from './account.module.css';

/**
 * Every change of the member's credits, newest first: the date (DD.MM.YYYY), why in words, the
 * amount (a credit with its plus sign), and the order it belongs to (or the coupon a conversion made).
 */
export function CreditsHistory({ history }: { history: Credits['history'] }) {
  const t = useTranslations('account.credits');
  const locale = useLocale() as Locale;
  return (
    <section className={styles.section} aria-labelledby="credits-history-title">
      <h2 id="credits-history-title" className={styles.sectionTitle}>
        {t('historyTitle')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.sectionLead} data-testid="credits-history-empty">
          {t('historyEmpty')}
        </p>
      ) : (
        <table className={styles.orders} data-testid="credits-history">
          <caption className="visually-hidden">{t('historyTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('reason')}</th>
              <th scope="col">{t('order')}</th>
              <th scope="col" className={styles.amount}>
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id} data-testid="credits-history-row" data-reason={entry.reason}>
                <td>{formatDate(entry.createdAt, locale)}</td>
                <td>
                  {t(`reasons.${entry.reason}`)}
                  {entry.couponCode && (
                    <>
                      {' '}
                      <code className={styles.couponCode}>{entry.couponCode}</code>
                    </>
                  )}
                </td>
                <td data-testid="credits-history-order">{entry.orderNumber ?? ''}</td>
                <td className={styles.amount} data-testid="credits-history-amount">
                  {entry.delta.amount > 0 ? `+${entry.delta.formatted}` : entry.delta.formatted}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
