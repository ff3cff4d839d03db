'use client';

import type { CartItem } from '@stride/contract';
import { useEffect, useId, useRef } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { fillText } from '@/components/common/slots';
import { ProductImage } from '@/components/product/product-image';
import { ShownPrice } from '@/components/product/shown-price';
import styles from './size-selector.module.css';

/** The confirmation's texts, translated on the server (`{name}`, `{size}` filled here). */
export type AddedToCartTexts = {
  title: string;
  line: string;
  inCartNow: string;
  goToCart: string;
  keepShopping: string;
  withoutVat: string;
  /** The localized cart path. */
  cartHref: string;
};

/**
 * "Added to cart" (spec §8 success text): the line as the cart now holds it, its price, and the way
 * to the cart. It takes focus when it appears, so it is announced and its link is
 * one Tab away (each add draws a new one, size-selector.tsx); "keep shopping" closes it.
 */
export function AddedToCart({
  line,
  texts,
  onClose,
}: {
  line: CartItem;
  texts: AddedToCartTexts;
  onClose: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} className={styles.added} aria-labelledby={titleId} tabIndex={-1} data-testid="added-to-cart">
      <p id={titleId} className={styles.addedTitle}>
        {texts.title}
      </p>
      <div className={styles.addedLine}>
        {line.product.photo && <ProductImage photo={line.product.photo} size="thumb" alt="" />}
        <div>
          <p className={styles.addedName} data-testid="added-line">
            {fillText(texts.line, { name: line.product.name, size: line.size.name })}
          </p>
          <p data-testid="added-price">
            <ShownPrice priceData={line.unitPriceData} withoutVat={texts.withoutVat} />
          </p>
          <p className={styles.addedCount} data-testid="added-count">
            {texts.inCartNow}
          </p>
        </div>
      </div>
      <div className={styles.addedActions}>
        <ShopLink href={texts.cartHref} className="button button-dark" data-testid="go-to-cart">
          {texts.goToCart}
        </ShopLink>
        <button type="button" className="button button-outline" onClick={onClose}>
          {texts.keepShopping}
        </button>
      </div>
    </section>
  );
}
