'use client';

import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/** The namespaces the checkout's pages format in the browser (values only the browser has). */
export type CheckoutMessages = Partial<
  Pick<Messages, 'checkout' | 'validation' | 'pickupPoints' | 'withdrawal' | 'prices'>
>;

/**
 * The texts of a checkout page's client components: only the namespaces the page passes, so the
 * page carries its own texts and not the shop's whole catalog.
 */
export function CheckoutTexts({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CheckoutMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE[locale]}>
      {children}
    </NextIntlClientProvider>
  );
}
