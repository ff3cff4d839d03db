'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';
import page from '@/components/common/personal-page.module.css';
import { useCart } from '@/lib/api/use-visitor';
import styles from './cart.module.css';
import { type CartCreditsLogin, CartDiscounts } from './cart-discounts';
import { CartGiftVoucherLine } from './cart-gift-voucher-line';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { FreeDeliveryProgress } from './free-delivery-progress';

/** Where the cart leads, localized on the server; `product` has `:urlTitle` open. */
export type CartLinks = { product: string; checkout: string; shop: string };

type CartContentProps = {
  links: CartLinks;
  isicPercent: number;
  freeShippingFrom: number;
  creditsLogin: CartCreditsLogin;
  empty: ReactNode;
};

/**
 * The cart: its lines, the free-delivery progress, the discount forms and the sums. Until the cart
 * arrives it says it is loading; a cart without lines (or one that could not be read, spec §8: only
 * logged) is the empty screen.
 */
export function CartContent({ links, isicPercent, freeShippingFrom, creditsLogin, empty }: CartContentProps) {
  const t = useTranslations('cart');
  const tVouchers = useTranslations('giftVoucherLines');
  const { data: cart, isLoading } = useCart();
  const heading = useRef<HTMLHeadingElement>(null);
  // What the last removal did, for screen readers: the removed line is gone from the page.
  const [announcement, setAnnouncement] = useState('');

  if (cart === undefined && isLoading) {
    return (
      <div className={`container ${page.loading}`} aria-busy="true" data-testid="cart-loading">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (!cart || (cart.items.length === 0 && cart.giftVouchers.length === 0)) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {empty}
      </>
    );
  }

  return (
    <div className={`container ${page.page}`} data-testid="cart">
      <h1 ref={heading} tabIndex={-1} className={`display ${page.title}`}>
        {t('title')} <span className={page.count}>{t('pieces', { count: cart.count })}</span>
      </h1>
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
      <div className={styles.layout}>
        <div>
          <h2 className="visually-hidden">{t('lines')}</h2>
          <ul className={styles.lines} data-testid="cart-lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                productPath={links.product}
                onRemoved={() => {
                  setAnnouncement(t('removed', { name: item.product.name }));
                  // The removed line's button is gone: focus goes to the cart's heading, not the page's top.
                  heading.current?.focus();
                }}
              />
            ))}
            {cart.giftVouchers.map((voucher) => (
              <CartGiftVoucherLine
                key={`gift-voucher-${voucher.id}`}
                voucher={voucher}
                onRemoved={() => {
                  setAnnouncement(tVouchers('removed', { value: voucher.value.formatted }));
                  heading.current?.focus();
                }}
              />
            ))}
          </ul>
          {/* Gift vouchers are not delivered and do not count towards free delivery. */}
          {cart.items.length > 0 && <FreeDeliveryProgress sums={cart.sums} freeShippingFrom={freeShippingFrom} />}
          <CartDiscounts cart={cart} isicPercent={isicPercent} creditsLogin={creditsLogin} />
        </div>
        <CartSummary cart={cart} links={links} />
      </div>
    </div>
  );
}
