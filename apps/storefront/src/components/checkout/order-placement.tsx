'use client';

import { WITHDRAWAL_DAYS } from '@stride/rules';
import { useTranslations } from 'next-intl';
import form from '@/components/common/form.module.css';
import { ShopLink } from '@/components/common/shop-link';
import styles from './checkout.module.css';
import { usePlaceOrder } from './use-place-order';

export type OrderPlacementLinks = { thankYou: string; withdrawal: string; terms: string | null };

/**
 * What the buyer is told before ordering (the right to withdraw within 14 days, the terms) and the
 * order button, whose words say that the order obliges them to pay (EU consumer law). Disabled while
 * the order is on its way; the api's messages, or spec §8's "error during the order", above it.
 */
export function OrderPlacement({ links, cartToken }: { links: OrderPlacementLinks; cartToken: string }) {
  const t = useTranslations('checkout.summary');
  const { state, errors, place } = usePlaceOrder(links.thankYou, cartToken);

  return (
    <div className={form.actions}>
      <section className={styles.preContract} aria-labelledby="pre-contract-title" data-testid="pre-contract">
        <h2 id="pre-contract-title">{t('preContractTitle')}</h2>
        <p>
          {t.rich('withdrawalInfo', {
            days: WITHDRAWAL_DAYS,
            link: (chunks) => (
              <ShopLink href={links.withdrawal} data-testid="withdrawal-link">
                {chunks}
              </ShopLink>
            ),
          })}
        </p>
        <p>
          {t.rich('termsInfo', {
            link: (chunks) => (links.terms ? <ShopLink href={links.terms}>{chunks}</ShopLink> : chunks),
          })}
        </p>
      </section>
      <div className={form.formError} role="alert" data-testid="order-error">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <button
        type="button"
        className={`button button-volt ${form.primary}`}
        onClick={place}
        disabled={state !== 'ready'}
        data-testid="place-order"
      >
        {t('order')}
      </button>
      <p role="status" className={styles.muted} data-testid="order-status">
        {state === 'sending' ? t('ordering') : state === 'to-gateway' ? t('toGateway') : ''}
      </p>
    </div>
  );
}
