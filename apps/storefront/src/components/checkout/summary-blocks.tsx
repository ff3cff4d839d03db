'use client';

import type { Checkout, CheckoutContact } from '@stride/contract';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import form from '@/components/common/form.module.css';
import { ShopLink } from '@/components/common/shop-link';
import { ShownPrice } from '@/components/product/shown-price';
import styles from './checkout.module.css';
import { GiftVoucherLineItem } from './gift-voucher-line-item';

/** A part of the summary: its heading, the link back to where it is changed, and what was chosen. */
function Block({
  id,
  title,
  edit,
  children,
}: {
  id: string;
  title: string;
  edit: { href: string; label: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={styles.blockHead}>
        <h2 id={`${id}-title`}>{title}</h2>
        <ShopLink href={edit.href} className={styles.edit} aria-label={edit.label} data-testid={`${id}-edit`}>
          {edit.text}
        </ShopLink>
      </div>
      {children}
    </section>
  );
}

type BlockProps = { checkout: Checkout; links: { cart: string; delivery: string } };

/** The cart's lines: name, size, pieces and their price (as the shop type shows prices). */
export function SummaryLines({ checkout, links }: BlockProps) {
  const t = useTranslations('checkout.summary');
  const tPrices = useTranslations('prices');
  return (
    <Block id="summary-lines" title={t('lines')} edit={{ href: links.cart, label: t('editCart'), text: t('edit') }}>
      <ul className={styles.lines}>
        {checkout.cart.items.map((item) => (
          <li key={item.id} className={styles.line} data-testid="summary-line">
            <span className={styles.lineName}>{item.product.name}</span>
            <span className={styles.lineMeta}>
              {t('size', { size: item.size.name })} · {t('count', { count: item.count })}
            </span>
            <span className={styles.linePrice}>
              {item.charged && <ShownPrice priceData={item.lineFullPriceData} withoutVat={tPrices('withoutVat')} />}
            </span>
            {!item.charged && <span className={styles.lineNotice}>{t('notCharged')}</span>}
          </li>
        ))}
        {checkout.cart.giftVouchers.map((voucher) => (
          <GiftVoucherLineItem key={`gift-voucher-${voucher.id}`} voucher={voucher} testId="summary-gift-voucher" />
        ))}
      </ul>
    </Block>
  );
}

/** The delivery and where it goes: the pickup point or store, or the courier's address. */
export function SummaryDelivery({ checkout, links }: BlockProps) {
  const t = useTranslations('checkout');
  const { choice, contact, cart } = checkout;
  if (!choice.delivery) return null;
  const address = contact?.deliveryAddress ?? contact;
  return (
    <Block
      id="summary-delivery"
      title={t('summary.deliveryTitle')}
      edit={{ href: links.delivery, label: t('summary.editDelivery'), text: t('summary.edit') }}
    >
      <p className={styles.blockText}>
        <strong>{t(`delivery.kinds.${choice.delivery}`)}</strong> –{' '}
        {cart.sums.delivery.amount === 0 ? t('sums.free') : cart.sums.delivery.formatted}
      </p>
      {choice.place ? (
        <address className={styles.address} data-testid="summary-place">
          <p>{choice.place.name}</p>
          <p>
            {choice.place.street}, {choice.place.zip} {choice.place.city}
          </p>
        </address>
      ) : (
        address && (
          <>
            <h3 className={form.subLegend}>{t('summary.deliveryAddressTitle')}</h3>
            <address className={styles.address} data-testid="summary-delivery-address">
              <p>
                {address.firstname} {address.surname}
              </p>
              <p>
                {address.street}, {address.zip} {address.city}, {t(`contact.countries.${address.country}`)}
              </p>
            </address>
            {!contact?.deliveryAddress && <p className={styles.muted}>{t('summary.sameAddress')}</p>}
          </>
        )
      )}
    </Block>
  );
}

/** The payment and its fee. */
export function SummaryPayment({ checkout, links }: BlockProps) {
  const t = useTranslations('checkout');
  const { choice, payments } = checkout;
  if (!choice.payment) return null;
  const fee = payments.find((offer) => offer.kind === choice.payment)?.fee;
  return (
    <Block
      id="summary-payment"
      title={t('summary.paymentTitle')}
      edit={{ href: links.delivery, label: t('summary.editPayment'), text: t('summary.edit') }}
    >
      <p className={styles.blockText}>
        <strong>{t(`payment.kinds.${choice.payment}`)}</strong> –{' '}
        {fee && fee.amount > 0 ? t('payment.fee', { fee: fee.formatted }) : t('payment.noFee')}
      </p>
      <p className={`${styles.blockText} ${styles.muted}`}>{t(`payment.hints.${choice.payment}`)}</p>
    </Block>
  );
}

/** Who orders: name, e-mail, phone, the company, the billing address, the other delivery address, the note. */
export function SummaryContact({ contact, links }: { contact: CheckoutContact; links: BlockProps['links'] }) {
  const t = useTranslations('checkout');
  return (
    <Block
      id="summary-contact"
      title={t('summary.contactTitle')}
      edit={{ href: links.delivery, label: t('summary.editContact'), text: t('summary.edit') }}
    >
      <div className={styles.blockGrid}>
        <address className={styles.address} data-testid="summary-billing">
          <p>
            <strong>
              {contact.firstname} {contact.surname}
            </strong>
          </p>
          {contact.company && (
            <>
              <p>{contact.company.name}</p>
              <p>{t('summary.companyId', { value: contact.company.businessId })}</p>
              {contact.company.taxId && <p>{t('summary.taxId', { value: contact.company.taxId })}</p>}
              {contact.company.vatNumber && <p>{t('summary.vatNumber', { value: contact.company.vatNumber })}</p>}
            </>
          )}
          <p>{contact.email}</p>
          <p>{contact.phone}</p>
        </address>
        <div>
          <h3 className={form.subLegend}>{t('summary.billingTitle')}</h3>
          <address className={styles.address}>
            <p>{contact.street}</p>
            <p>
              {contact.zip} {contact.city}
            </p>
            <p>{t(`contact.countries.${contact.country}`)}</p>
          </address>
        </div>
      </div>
      {contact.marketingConsent && <p className={`${styles.blockText} ${styles.muted}`}>{t('summary.marketing')}</p>}
      {contact.note && (
        <div data-testid="summary-note">
          <h3 className={form.subLegend}>{t('summary.noteTitle')}</h3>
          <p className={styles.blockText}>{contact.note}</p>
        </div>
      )}
    </Block>
  );
}
