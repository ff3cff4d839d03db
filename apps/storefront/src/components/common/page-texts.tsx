'use client';

import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The namespaces a page's client components format in the browser (values only the browser has).
 * Of the large `api` namespace a page passes only the parts it uses (the gift vouchers' design names).
 */
export type PageMessages = Partial<Omit<Messages, 'api'>> & { api?: Partial<Messages['api']> };

/**
 * The texts of a page's client components (the checkout's, the withdrawal's, the account's): only the
 * namespaces the page passes, so the page carries its own texts and not the shop's whole catalog.
 */
export function PageTexts({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE[locale]}>
      {children}
    </NextIntlClientProvider>
  );
}
