'use client';

import type { OrderPayment } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { CardPayment } from './card-payment';
import styles from './checkout.module.css';
import { svgDataUrl } from './svg-data-url';

/** `token` opens the order for a new card payment; null where the page offers none (the account's order). */
type PaymentInstructionsProps = { payment: OrderPayment; token: string | null; now: number };

/** How the buyer pays the order now, by its payment kind. */
export function PaymentInstructions({ payment, token, now }: PaymentInstructionsProps) {
  const t = useTranslations('checkout.thankYou');
  switch (payment.kind) {
    case 'bank_transfer':
      return <BankTransfer payment={payment} />;
    case 'card':
      return <CardPayment payment={payment} token={token} now={now} />;
    case 'cash_on_delivery':
      return <p className={styles.blockText}>{t('cashOnDelivery', { amount: payment.amount.formatted })}</p>;
    case 'in_store':
      return <p className={styles.blockText}>{t('inStore', { amount: payment.amount.formatted })}</p>;
    case 'nothing_to_pay':
      return <p className={styles.blockText}>{t('nothingToPay')}</p>;
  }
}

/**
 * A bank transfer: the QR code in the shop's national standard (PAY by square, QR Platba, the MNB's
 * code) as an image of the api's SVG, and the same details to type: beneficiary, account, IBAN, BIC,
 * amount and the order number as variable symbol or reference.
 */
function BankTransfer({ payment }: { payment: Extract<OrderPayment, { kind: 'bank_transfer' }> }) {
  const t = useTranslations('checkout.thankYou.bank');
  const facts = [
    { label: t('beneficiary'), value: payment.accountName, testId: 'bank-beneficiary' },
    { label: t('account'), value: payment.account, testId: 'bank-account' },
    { label: t('iban'), value: payment.iban, testId: 'bank-iban' },
    { label: t('bic'), value: payment.bic, testId: 'bank-bic' },
    { label: t('amount'), value: payment.amount.formatted, testId: 'bank-amount' },
    { label: t('reference'), value: payment.reference, testId: 'bank-reference' },
  ];
  return (
    <div data-testid="bank-transfer">
      <p className={styles.blockText}>{t('text', { amount: payment.amount.formatted })}</p>
      <div className={styles.transfer}>
        {/* biome-ignore lint/performance/noImgElement: a data URL of the api's SVG; there is nothing to resize */}
        <img
          className={styles.qr}
          src={svgDataUrl(payment.qr.svg)}
          alt={t('qrAlt', { amount: payment.amount.formatted, reference: payment.reference })}
          width={240}
          height={240}
          data-testid="payment-qr"
          data-format={payment.qr.format}
        />
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.testId} className={styles.rowContents}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue} data-testid={fact.testId}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
