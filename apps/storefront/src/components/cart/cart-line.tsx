'use client';

import { CART_LINE_MAX_COUNT, type CartItem } from '@stride/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { fillPath } from '@/components/common/slots';
import { ProductImage } from '@/components/product/product-image';
import { ShownPrice } from '@/components/product/shown-price';
import { failureMessages, useCartActions } from '@/lib/api/use-cart-actions';
import styles from './cart.module.css';
import { CountStepper } from './count-stepper';

/** One cart line: photo, name, size, its notice, the count stepper, its price and "remove". */
export function CartLine({
  item,
  productPath,
  onRemoved,
}: {
  item: CartItem;
  productPath: string;
  onRemoved: () => void;
}) {
  const t = useTranslations('cart');
  const tPrices = useTranslations('prices');
  const actions = useCartActions();
  const [changing, setChanging] = useState(false);
  const [refusal, setRefusal] = useState('');
  const names = { name: item.product.name, size: item.size.name };
  const href = fillPath(productPath, { urlTitle: item.product.urlTitle });

  async function setCount(count: number) {
    setChanging(true);
    setRefusal('');
    try {
      await actions.setCount(item.id, count);
    } catch (error) {
      setRefusal(failureMessages(error)[0]?.message ?? '');
    } finally {
      setChanging(false);
    }
  }

  async function remove() {
    onRemoved();
    try {
      await actions.remove(item.id);
    } catch (error) {
      // The line is back (the optimistic removal rolled back); the failure is only logged (spec §8).
      failureMessages(error);
    }
  }

  const notice =
    item.notice === 'sold_out'
      ? t('soldOut')
      : item.notice === 'not_on_sale'
        ? t('notOnSale')
        : item.notice === 'count_reduced'
          ? t('countReduced', { count: item.count })
          : '';

  return (
    <li className={styles.line} data-testid="cart-line" data-item-id={item.id} data-charged={item.charged}>
      <ShopLink href={href} className={styles.linePhoto} tabIndex={-1} aria-hidden="true">
        {item.product.photo && <ProductImage photo={item.product.photo} size="thumb" alt="" />}
      </ShopLink>
      <div className={styles.lineInfo}>
        <ShopLink href={href} className={styles.lineName} data-testid="cart-line-name">
          {item.product.name}
        </ShopLink>
        <p className={styles.lineSize} data-testid="cart-line-size">
          {t('size', { size: item.size.name })}
        </p>
        <p className={styles.lineUnit}>
          <ShownPrice priceData={item.unitPriceData} withoutVat={tPrices('withoutVat')} /> {t('perPiece')}
        </p>
        {notice && (
          <p className={styles.lineNotice} data-notice={item.notice} data-testid="cart-line-notice">
            {notice}
          </p>
        )}
      </div>
      <div className={styles.lineControls}>
        {item.charged && (
          <CountStepper
            count={item.count}
            max={CART_LINE_MAX_COUNT}
            busy={changing}
            labels={{
              count: t('countLabel', names),
              decrease: t('decrease', names),
              increase: t('increase', names),
            }}
            onChange={setCount}
          />
        )}
        <p className={styles.linePrice} data-testid="cart-line-price">
          {item.charged ? <ShownPrice priceData={item.lineFullPriceData} withoutVat={tPrices('withoutVat')} /> : null}
        </p>
        <button
          type="button"
          className={styles.remove}
          onClick={remove}
          aria-label={t('remove', names)}
          data-testid="cart-line-remove"
        >
          {t('removeText')}
        </button>
      </div>
      {refusal && (
        <p className={styles.lineRefusal} role="alert" data-testid="cart-line-refusal">
          {refusal}
        </p>
      )}
    </li>
  );
}
