'use client';

import type { CreditConversion, Credits } from '@stride/contract';
import { formatDate, LOCALE_CURRENCY, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { type FormErrors, fieldControlId } from '@/components/common/form-errors';
import { TextField } from '@/components/common/form-field';
import { ShopLink } from '@/components/common/shop-link';
import textButton from '@/components/common/text-button.module.css';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { convertCredits } from '@/lib/api/account-api';
import { checkMoneyInput } from '@/lib/format/money-input';
import styles from './account.module.css';
import { SuccessNotice } from './account-states';

const idOf = (field: string) => fieldControlId('credits-conversion', field);
const FIELDS = { order: ['credit'], idOf };

type IssuedCouponData = CreditConversion['coupon'];

/**
 * Turning credits into a discount coupon (issue 14 §2): the amount, between the shop's smallest coupon
 * and the balance, checked here and decided by the api, which makes the coupon and debits the credits
 * in one transaction. The new coupon's code stays on the page, easy to copy, with where to use it. A
 * member who may not convert yet is told why.
 */
export function CreditsConversion({
  credits,
  cartHref,
  onConverted,
}: {
  credits: Credits;
  cartHref: string;
  onConverted: (credits: Credits) => Promise<unknown>;
}) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [amount, setAmount] = useState('');
  const [issued, setIssued] = useState<IssuedCouponData | null>(null);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkMoneyInput(amount, LOCALE_CURRENCY[locale], {
      min: credits.rules.minimumConversion.amount,
      max: credits.balance.amount,
    });
    const found: FormErrors = 'problem' in check ? { credit: conversionProblemText(check.problem, credits, t) } : {};
    void submit(found, async () => {
      if (!('amount' in check)) return;
      const answer = await convertCredits(check.amount);
      setIssued(answer.coupon);
      setAmount('');
      await onConverted(answer.credits);
    });
  }

  return (
    <section className={styles.section} aria-labelledby="credits-conversion-title" data-testid="credits-conversion">
      <h2 id="credits-conversion-title" className={styles.sectionTitle}>
        {t('credits.convertTitle')}
      </h2>
      {issued && <IssuedCoupon coupon={issued} cartHref={cartHref} />}
      {credits.canConvert ? (
        <ConversionForm
          credits={credits}
          amount={amount}
          onAmount={setAmount}
          error={errors.credit}
          formError={formError}
          busy={busy}
          onSubmit={send}
        />
      ) : (
        <p className={styles.sectionLead} data-testid="credits-conversion-closed">
          {credits.balance.amount >= credits.rules.minimumConversion.amount
            ? t('credits.convertNotYet', { threshold: credits.rules.conversionThreshold.formatted })
            : t('credits.convertBelowMinimum', { minimum: credits.rules.minimumConversion.formatted })}
        </p>
      )}
    </section>
  );
}

type AccountTexts = ReturnType<typeof useTranslations<'account'>>;

/** What the form says about an amount it will not send. */
export function conversionProblemText(
  problem: 'invalid' | 'tooLittle' | 'tooMuch',
  credits: Credits,
  t: AccountTexts,
): string {
  if (problem === 'tooLittle')
    return t('credits.convertTooLittle', { minimum: credits.rules.minimumConversion.formatted });
  if (problem === 'tooMuch') return t('credits.convertTooMuch', { balance: credits.balance.formatted });
  return t('credits.convertInvalid');
}

/** The amount field and the button, with the field's message (the form's own or the api's). */
export function ConversionForm({
  credits,
  amount,
  onAmount,
  error,
  formError,
  busy,
  onSubmit,
}: {
  credits: Credits;
  amount: string;
  onAmount: (amount: string) => void;
  error: string | undefined;
  formError: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations('account.credits');
  const locale = useLocale() as Locale;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="credits-conversion-form" aria-busy={busy || undefined}>
      <div className={form.fields}>
        <TextField
          id={idOf('credit')}
          label={t('convertAmount')}
          value={amount}
          onChange={onAmount}
          autoComplete="off"
          inputMode={LOCALE_CURRENCY[locale] === 'HUF' ? 'numeric' : 'decimal'}
          hint={t('convertRange', {
            minimum: credits.rules.minimumConversion.formatted,
            balance: credits.balance.formatted,
          })}
          error={error}
        />
      </div>
      <FormActions
        error={formError}
        errorTestId="credits-conversion-error"
        busy={busy}
        label={t('convertSubmit')}
        busyLabel={t('convertSubmit')}
        submitTestId="credits-conversion-submit"
      />
    </form>
  );
}

/** The coupon just made: its value and validity, its code to copy, and where it is used. */
export function IssuedCoupon({ coupon, cartHref }: { coupon: IssuedCouponData; cartHref: string }) {
  const t = useTranslations('account.credits');
  const locale = useLocale() as Locale;
  const [copied, setCopied] = useState('');

  function copy() {
    // Without the clipboard (an old browser, a page not in focus) the code stays there to select.
    navigator.clipboard
      ?.writeText(coupon.code)
      .then(() => setCopied(t('copied')))
      .catch((error: unknown) => console.error('credits: the code was not copied', error));
  }

  return (
    <div className={styles.note} data-testid="credits-issued">
      <SuccessNotice
        message={t('convertDone', { value: coupon.value.formatted, validTo: formatDate(coupon.validTo, locale) })}
      />
      <p>
        {t('couponCode')}:{' '}
        <code className={styles.couponCode} data-testid="credits-issued-code">
          {coupon.code}
        </code>{' '}
        <button type="button" className={textButton.textButton} onClick={copy} data-testid="credits-issued-copy">
          {t('copy')}
        </button>{' '}
        <span role="status">{copied}</span>
      </p>
      <p>{t('howToUse')}</p>
      <p>
        <ShopLink href={cartHref} className="button button-dark">
          {t('toCart')}
        </ShopLink>
      </p>
    </div>
  );
}
