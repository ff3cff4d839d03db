'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { describedBy, errorIdOf, FieldMessage } from '@/components/common/form-field';
import type { FieldErrors } from './checkout-errors';
import { checkoutFieldId } from './contact-form-model';

type ConsentFieldsProps = {
  termsAccepted: boolean;
  marketingConsent: boolean;
  onChange: (patch: { termsAccepted?: boolean; marketingConsent?: boolean }) => void;
  /** The shop's terms page; it opens in a new tab so the form keeps what was typed. */
  termsHref: string | null;
  errors: FieldErrors;
};

/** The terms (required to order) and, apart from them, the marketing consent (never ticked for the buyer). */
export function ConsentFields({ termsAccepted, marketingConsent, onChange, termsHref, errors }: ConsentFieldsProps) {
  const t = useTranslations('checkout.contact');
  const termsId = checkoutFieldId('termsAccepted');
  const marketingId = checkoutFieldId('marketingConsent');
  const termsError = errors.termsAccepted;

  return (
    <fieldset className={form.group}>
      <legend className={form.subLegend}>{t('consentsLegend')}</legend>
      <div className={form.check}>
        <input
          id={termsId}
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => onChange({ termsAccepted: event.target.checked })}
          required
          aria-invalid={termsError ? true : undefined}
          data-testid="terms-accepted"
          aria-describedby={describedBy(Boolean(termsError) && errorIdOf(termsId))}
        />
        <label htmlFor={termsId}>
          {t.rich('terms', {
            link: (chunks) =>
              termsHref ? (
                <a href={termsHref} target="_blank" rel="noopener" data-testid="terms-link">
                  {chunks}
                  <span className="visually-hidden"> {t('newWindow')}</span>
                </a>
              ) : (
                chunks
              ),
          })}
        </label>
        <FieldMessage id={termsId} message={termsError} />
      </div>
      <div className={form.check}>
        <input
          id={marketingId}
          type="checkbox"
          checked={marketingConsent}
          onChange={(event) => onChange({ marketingConsent: event.target.checked })}
          data-testid="marketing-consent"
        />
        <label htmlFor={marketingId}>{t('marketing')}</label>
      </div>
    </fieldset>
  );
}
