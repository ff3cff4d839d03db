'use client';

import type { Credits } from '@stride/contract';
import { formatDate, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useCredits } from '@/lib/api/use-visitor';
import styles from './account.module.css';
import { AccountFrame } from './account-frame';
import type { AccountLinks } from './account-links';
import { CreditsConversion } from './credits-conversion';
import { CreditsHistory } from './credits-history';
import { useLoggedOutRecheck } from './use-logged-out-recheck';

/**
 * The credits and loyalty page (`/ucet/kredity`, hu `/fiok/kreditek`; issue 14 §2): the balance,
 * converting credits into a coupon, the coupons made that are still unused, the history, and the
 * shop's rules in words. A member's page: anyone else is sent to the login, which brings them back.
 */
export function CreditsScreen({ links }: { links: AccountLinks }) {
  const t = useTranslations('account.credits');
  return (
    <AccountFrame links={links} current="credits" title={t('title')}>
      {() => <CreditsContent cartHref={links.cart} />}
    </AccountFrame>
  );
}

function CreditsContent({ cartHref }: { cartHref: string }) {
  const t = useTranslations('account');
  const { data: credits, error, mutate } = useCredits();
  useLoggedOutRecheck(error);

  if (!credits) {
    return (
      <p className={styles.status} role="status" aria-busy={!error} data-testid="credits-loading">
        {error ? t('loadFailed') : t('loading')}
      </p>
    );
  }
  return (
    <div data-testid="credits-page">
      <section className={styles.section} aria-labelledby="credits-balance-title">
        <h2 id="credits-balance-title" className={styles.sectionTitle}>
          {t('credits.balance')}
        </h2>
        <p className={styles.balance} data-testid="credits-balance">
          {credits.balance.formatted}
        </p>
        <p className={styles.sectionLead}>{t('credits.balanceHint')}</p>
      </section>
      <CreditsConversion
        credits={credits}
        cartHref={cartHref}
        // The answer is the page as it is now: the header's message follows it without a second read.
        onConverted={(now) => mutate(now, { revalidate: false })}
      />
      <CreditCoupons coupons={credits.coupons} />
      <CreditsHistory history={credits.history} />
      <CreditRules rules={credits.rules} />
    </div>
  );
}

/** The coupons the member made from credits that are still unused and valid. */
function CreditCoupons({ coupons }: { coupons: Credits['coupons'] }) {
  const t = useTranslations('account.credits');
  const locale = useLocale() as Locale;
  return (
    <section className={styles.section} aria-labelledby="credits-coupons-title">
      <h2 id="credits-coupons-title" className={styles.sectionTitle}>
        {t('couponsTitle')}
      </h2>
      {coupons.length === 0 ? (
        <p className={styles.sectionLead} data-testid="credits-coupons-empty">
          {t('couponsEmpty')}
        </p>
      ) : (
        <table className={styles.orders} data-testid="credits-coupons">
          <caption className="visually-hidden">{t('couponsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('couponCode')}</th>
              <th scope="col">{t('couponValidTo')}</th>
              <th scope="col" className={styles.amount}>
                {t('couponValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code} data-testid="credits-coupon">
                <td>
                  <code className={styles.couponCode}>{coupon.code}</code>
                </td>
                <td>{formatDate(coupon.validTo, locale)}</td>
                <td className={styles.amount}>{coupon.value.formatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The shop's rules (`rules` of the answer) in words. */
function CreditRules({ rules }: { rules: Credits['rules'] }) {
  const t = useTranslations('account.credits');
  return (
    <section className={styles.section} aria-labelledby="credits-rules-title" data-testid="credits-rules">
      <h2 id="credits-rules-title" className={styles.sectionTitle}>
        {t('rulesTitle')}
      </h2>
      <ul className={styles.rules}>
        <li>{t('rulesEarn', { percent: rules.earnPercent })}</li>
        <li>{t('rulesElectronics')}</li>
        <li>{t('rulesPaid')}</li>
        <li>
          {t('rulesConvert', {
            threshold: rules.conversionThreshold.formatted,
            minimum: rules.minimumConversion.formatted,
          })}
        </li>
        <li>{t('rulesValidity', { days: rules.couponValidDays })}</li>
        <li>{t('rulesCart')}</li>
      </ul>
    </section>
  );
}
