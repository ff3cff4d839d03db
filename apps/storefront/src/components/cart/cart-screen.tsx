'use client';

import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { CartContent, type CartLinks } from './cart-content';
import type { CartCreditsLogin } from './cart-discounts';

/** The messages the cart formats in the browser (counts, amounts and names only it knows). */
export type CartMessages = Pick<Messages, 'cart' | 'prices' | 'giftVoucherLines'> & {
  api: Pick<Messages['api'], 'giftVoucherDesigns'>;
};

export type CartScreenProps = {
  locale: Locale;
  messages: CartMessages;
  links: CartLinks;
  /** The shop's ISIC percentage; 0 where the shop gives none (no ISIC form then). */
  isicPercent: number;
  /** Goods worth this much ship free (minor units), for the progress bar. */
  freeShippingFrom: number;
  /** Where a visitor who is not logged in goes to apply credits, and what they are told. */
  creditsLogin: CartCreditsLogin;
  /** The empty cart's screen, drawn on the server. */
  empty: ReactNode;
};

/**
 * The cart page's body. The cart is the visitor's own, so it is read and changed in the browser
 * (decision 0008); its texts come as messages, formatted here with the values only the browser has.
 */
export function CartScreen({ locale, messages, ...content }: CartScreenProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE[locale]}>
      <CartContent {...content} />
    </NextIntlClientProvider>
  );
}
