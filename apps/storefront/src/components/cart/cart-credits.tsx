'use client';

import type { CartCredits as AppliedCredits, Cart } from '@stride/contract';
import { LOCALE_CURRENCY, type Locale } from '@stride/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ShopLink } from '@/components/common/shop-link';
import { BrowserApiError } from '@/lib/api/browser-fetch';
import { useCartActions } from '@/lib/api/use-cart-actions';
import { useCredits, useProfile, VISITOR_PATHS } from '@/lib/api/use-visitor';
import { type AmountProblem, checkMoneyInput } from '@/lib/format/money-input';
import styles from './cart.module.css';
import { AppliedCode, FieldError } from './code-form';
import { useCartForm } from './use-cart-form';

type CartCreditsProps = {
  cart: Cart;
  /** The login, which brings the visitor back to the cart. */
  loginHref: string;
  /** The api's "unauthorised access" (spec §8), from the server in the shop's language. */
  unauthorised: string;
};

/**
 * The member's loyalty credits in the cart (issue 14 §2, spec §6): credits go on the cart only for a
 * logged-in member, so anyone else reads "unauthorised access" and a login that brings them back here.
 * A member applies an amount up to their balance (the api also caps it at what the goods cost); what
 * is applied shows with its removal, and why less than asked when it is. Nothing until the profile is
 * known: the form must not flash for a visitor who then turns out not to be a member.
 */
export function CartCredits({ cart, loginHref, unauthorised }: CartCreditsProps) {
  const t = useTranslations('cart');
  const { data: profile } = useProfile();
  if (!profile) return null;
  if (!profile.isLoggedIn) {
    return (
      <div className={styles.codeForm} data-testid="cart-credits-login">
        <p className={styles.fieldLabel}>{t('credits')}</p>
        <p className={styles.note}>{unauthorised}</p>
        <ShopLink href={loginHref} className={styles.textLink} data-testid="cart-credits-login-link">
          {t('creditsLogin')}
        </ShopLink>
      </div>
    );
  }
  return <MemberCredits applied={cart.credits} />;
}

function MemberCredits({ applied }: { applied: AppliedCredits | null }) {
  const t = useTranslations('cart');
  const actions = useCartActions();
  const { mutate } = useSWRConfig();
  const { data: credits } = useCredits();
  const balance = applied?.balance ?? credits?.balance;

  // A session that ended since the page read the profile: read it again, and this part turns into the login.
  const applyCredits = async (credit: number) => {
    try {
      return await actions.applyCredits(credit);
    } catch (error) {
      if (error instanceof BrowserApiError && error.status === 401) void mutate(VISITOR_PATHS.profile);
      throw error;
    }
  };

  if (applied && applied.requested.amount > 0) {
    return (
      <AppliedCode
        title={t('creditsApplied', { amount: applied.applied.formatted })}
        details={
          applied.applied.amount < applied.requested.amount ? (
            <p className={styles.note} data-testid="cart-credits-capped">
              {t('creditsCapped', { requested: applied.requested.formatted, applied: applied.applied.formatted })}
            </p>
          ) : null
        }
        removeLabel={t('creditsRemove')}
        onRemove={() => applyCredits(0)}
        testId="cart-credits"
      />
    );
  }
  if (!balance) return null;
  if (balance.amount === 0) {
    return (
      <div className={styles.codeForm} data-testid="cart-credits-none">
        <p className={styles.fieldLabel}>{t('credits')}</p>
        <p className={styles.note}>{t('creditsNone')}</p>
      </div>
    );
  }
  return <CreditsForm balance={balance} onApply={applyCredits} />;
}

type CartTexts = ReturnType<typeof useTranslations<'cart'>>;

/** What the cart's credits form says about an amount it will not send (0 is sent: it takes them off). */
export function cartCreditsProblemText(problem: AmountProblem, balance: { formatted: string }, t: CartTexts): string {
  return problem === 'tooMuch' ? t('creditsTooMuch', { amount: balance.formatted }) : t('creditsInvalid');
}

/** The amount as money of the shop ("12,40"), checked against the balance here, sent in minor units. */
export function CreditsForm({
  balance,
  onApply,
}: {
  balance: { amount: number; formatted: string };
  onApply: (credit: number) => Promise<unknown>;
}) {
  const t = useTranslations('cart');
  const locale = useLocale() as Locale;
  const currency = LOCALE_CURRENCY[locale];
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, errors, send } = useCartForm(['credit'], 'credit');
  const error = problem ?? errors.credit;

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkMoneyInput(amount, currency, { min: 0, max: balance.amount });
    if ('problem' in check) {
      setProblem(cartCreditsProblemText(check.problem, balance, t));
      return;
    }
    setProblem(null);
    if (await send(() => onApply(check.amount))) setAmount('');
  }

  return (
    <form className={styles.codeForm} onSubmit={apply} noValidate data-testid="cart-credits-form">
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {t('creditsAmount')}
      </label>
      <p id={hintId} className={styles.note} data-testid="cart-credits-balance">
        {t('creditsBalance', { amount: balance.formatted })}
      </p>
      <div className={styles.codeRow}>
        <input
          id={inputId}
          name="credit"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode={currency === 'HUF' ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={styles.input}
        />
        <button type="submit" className="button button-dark" aria-busy={busy || undefined}>
          {t('creditsApply')}
        </button>
      </div>
      <FieldError id={errorId} message={error ?? undefined} testId="cart-credits-form-error" />
    </form>
  );
}
