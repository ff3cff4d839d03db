'use client';

import type { GiftVoucherOffer } from '@stride/contract';
import type { Currency } from '@stride/i18n';
import { shopDateOf } from '@stride/rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import form from '@/components/common/form.module.css';
import { FormActions } from '@/components/common/form-actions';
import { type FormErrors, fieldControlId } from '@/components/common/form-errors';
import { describedBy, errorIdOf, FieldMessage, FormField, TextField } from '@/components/common/form-field';
import { ShopLink } from '@/components/common/shop-link';
import { useFormSubmit } from '@/components/common/use-form-feedback';
import { useCartActions } from '@/lib/api/use-cart-actions';
import styles from './gift-voucher.module.css';
import { GiftVoucherCard } from './gift-voucher-card';
import {
  addDays,
  checkGiftVoucher,
  dedicationLength,
  GIFT_VOUCHER_FIELDS,
  type GiftVoucherFormValues,
  initialValues,
} from './gift-voucher-model';
import { useGiftVoucherProblemText } from './use-gift-voucher-problem-text';

const idOf = (field: string) => fieldControlId('gift-voucher', field);
const FIELDS = { order: GIFT_VOUCHER_FIELDS, idOf };

export type GiftVoucherFormProps = {
  offer: GiftVoucherOffer;
  currency: Currency;
  /** The currency's sign for the custom value's label (€, Kč, Ft). */
  currencySign: string;
  /**
   * The shop's calendar day (YYYY-MM-DD) when the page was drawn. A cached page may be older than a
   * day, so the browser works the day out again once it runs.
   */
  initialToday: string;
  cartHref: string;
};

/**
 * The gift-voucher purchase form (issue 14 §3): value (a preset or a custom whole amount), design,
 * dedication with a live counter, recipient and send date, checked as the api checks them; "add to
 * cart" puts the voucher into the shared cart, so the header's count follows without a reload.
 */
export function GiftVoucherForm({ offer, currency, currencySign, initialToday, cartHref }: GiftVoucherFormProps) {
  const [today, setToday] = useState(initialToday);
  useEffect(() => setToday(shopDateOf(new Date())), []);
  const t = useTranslations('giftVoucher');
  const problemText = useGiftVoucherProblemText(offer);
  const actions = useCartActions();
  const { errors, formError, busy, submit } = useFormSubmit(FIELDS, { fallback: t('failed'), invalid: t('invalid') });
  const [values, setValues] = useState<GiftVoucherFormValues>(() => initialValues(offer));
  const [added, setAdded] = useState('');
  const set = (patch: Partial<GiftVoucherFormValues>) => {
    setAdded('');
    setValues((current) => ({ ...current, ...patch }));
  };

  const range = { min: offer.minimum.formatted, max: offer.maximum.formatted };
  const lastDay = addDays(today, offer.maxSendDays);
  const count = dedicationLength(values.dedication);
  const chosenValue =
    values.preset === 'custom'
      ? values.custom.trim() === ''
        ? ''
        : `${values.custom.trim()} ${currencySign}`
      : (offer.values.find((value) => value.amount === values.preset)?.formatted ?? '');
  const designName = (id: string) => offer.designs.find((design) => design.id === id)?.name ?? id;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkGiftVoucher(values, currency, today);
    const found: FormErrors = {};
    if ('problems' in checked) {
      for (const problem of checked.problems) found[problem.field] ??= problemText(problem);
    }
    void submit(found, async () => {
      if (!('request' in checked)) return;
      await actions.addGiftVoucher(checked.request);
      setAdded(t('added', { value: chosenValue }));
    });
  }

  const presetName = 'gift-voucher-value';
  return (
    <div className={styles.layout}>
      <div className={styles.previewColumn}>
        <h2 className={styles.previewTitle}>{t('preview')}</h2>
        <GiftVoucherCard
          design={values.design}
          value={chosenValue}
          dedication={values.dedication.trim() || t('previewDedication')}
          label={`${t('preview')}: ${designName(values.design)}`}
        />
      </div>
      <form onSubmit={send} noValidate data-testid="gift-voucher-form" aria-busy={busy || undefined}>
        <fieldset
          className={form.group}
          aria-describedby={describedBy(Boolean(errors.value) && errorIdOf(idOf('value')))}
          data-testid="gift-voucher-values"
        >
          <legend className={form.legend}>{t('value')}</legend>
          <div className={styles.choices}>
            {offer.values.map((value) => (
              <div key={value.amount} className={styles.choice}>
                <input
                  id={`${presetName}-${value.amount}`}
                  type="radio"
                  name={presetName}
                  checked={values.preset === value.amount}
                  onChange={() => set({ preset: value.amount })}
                  data-testid="gift-voucher-preset"
                />
                <label htmlFor={`${presetName}-${value.amount}`} className={styles.choiceLabel}>
                  {value.formatted}
                </label>
              </div>
            ))}
            <div className={styles.choice}>
              <input
                id={`${presetName}-custom`}
                type="radio"
                name={presetName}
                checked={values.preset === 'custom'}
                onChange={() => set({ preset: 'custom' })}
                data-testid="gift-voucher-preset-custom"
              />
              <label htmlFor={`${presetName}-custom`} className={styles.choiceLabel}>
                {t('customValue')}
              </label>
            </div>
          </div>
          {values.preset === 'custom' ? (
            <TextField
              id={idOf('value')}
              label={t('customValueLabel', { currency: currencySign })}
              value={values.custom}
              onChange={(custom) => set({ custom })}
              autoComplete="off"
              inputMode="numeric"
              hint={t('customValueHint', range)}
              error={errors.value}
              required
            />
          ) : (
            <FieldMessage id={idOf('value')} message={errors.value} />
          )}
        </fieldset>

        <fieldset className={form.group} data-testid="gift-voucher-designs">
          <legend className={form.legend}>{t('design')}</legend>
          <div className={styles.designs}>
            {offer.designs.map((design, index) => {
              const id = index === 0 ? idOf('design') : `${idOf('design')}-${design.id}`;
              return (
                <div key={design.id} className={styles.designChoice}>
                  <input
                    id={id}
                    type="radio"
                    name="gift-voucher-design"
                    checked={values.design === design.id}
                    onChange={() => set({ design: design.id })}
                    data-testid={`gift-voucher-design-${design.id}`}
                  />
                  <label htmlFor={id} className={styles.designLabel}>
                    <GiftVoucherCard design={design.id} value="" dedication="" label={null} size="small" />
                    {design.name}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>

        <FormField
          id={idOf('dedication')}
          label={t('dedication')}
          hint={t('dedicationHint', offer.dedication)}
          error={errors.dedication}
          wide
        >
          {(control) => (
            <>
              <textarea
                {...control}
                aria-describedby={describedBy(control['aria-describedby'], `${idOf('dedication')}-counter`)}
                name="dedication"
                value={values.dedication}
                onChange={(event) => set({ dedication: event.target.value })}
                required
                rows={3}
                className={form.input}
                data-testid="gift-voucher-dedication"
              />
              <p
                id={`${idOf('dedication')}-counter`}
                className={styles.counter}
                data-over={count > offer.dedication.max || undefined}
                data-testid="gift-voucher-counter"
              >
                {t('dedicationCounter', { count, max: offer.dedication.max })}
              </p>
            </>
          )}
        </FormField>

        <fieldset className={form.group} data-testid="gift-voucher-recipient">
          <legend className={form.legend}>{t('recipient')}</legend>
          <div className={form.check}>
            <input
              id={idOf('recipient-me')}
              type="radio"
              name="gift-voucher-recipient"
              checked={values.recipient === 'me'}
              onChange={() => set({ recipient: 'me' })}
              data-testid="gift-voucher-recipient-me"
            />
            <label htmlFor={idOf('recipient-me')}>{t('recipientMe')}</label>
          </div>
          <div className={form.check}>
            <input
              id={idOf('recipient-other')}
              type="radio"
              name="gift-voucher-recipient"
              checked={values.recipient === 'other'}
              onChange={() => set({ recipient: 'other' })}
              data-testid="gift-voucher-recipient-other"
            />
            <label htmlFor={idOf('recipient-other')}>{t('recipientOther')}</label>
          </div>
          {values.recipient === 'other' && (
            <div className={`${form.fields} ${form.subsection}`}>
              <TextField
                id={idOf('recipient.email')}
                label={t('recipientEmail')}
                type="email"
                inputMode="email"
                value={values.recipientEmail}
                onChange={(recipientEmail) => set({ recipientEmail })}
                autoComplete="off"
                error={errors['recipient.email']}
                required
              />
              <TextField
                id={idOf('recipient.name')}
                label={t('recipientName')}
                value={values.recipientName}
                onChange={(recipientName) => set({ recipientName })}
                autoComplete="off"
                error={errors['recipient.name']}
                maxLength={100}
                required
              />
            </div>
          )}
        </fieldset>

        <FormField
          id={idOf('sendOn')}
          label={t('sendOn')}
          hint={t('sendOnHint', { days: offer.maxSendDays })}
          error={errors.sendOn}
        >
          {(control) => (
            <input
              {...control}
              name="sendOn"
              type="date"
              min={today}
              max={lastDay}
              value={values.sendOn}
              onChange={(event) => set({ sendOn: event.target.value })}
              className={form.input}
              data-testid="gift-voucher-send-on"
            />
          )}
        </FormField>

        <FormActions
          error={formError}
          errorTestId="gift-voucher-error"
          busy={busy}
          label={t('submit')}
          busyLabel={t('submitting')}
          submitTestId="gift-voucher-submit"
          tone="volt"
          before={
            <div role="status">
              {added && (
                <p className={styles.added} data-testid="gift-voucher-added">
                  {added} <ShopLink href={cartHref}>{t('toCart')}</ShopLink>
                </p>
              )}
            </div>
          }
        />
      </form>
    </div>
  );
}
