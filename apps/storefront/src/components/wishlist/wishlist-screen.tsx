'use client';

import { type Locale, SHOP_TIME_ZONE } from '@stride/i18n';
import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { WishlistContent } from './wishlist-content';

/** The messages the wishlist formats in the browser (its count and the names only it knows). */
export type WishlistMessages = Pick<Messages, 'wishlist'>;

/**
 * The wishlist page's body. The wishlist is the visitor's own, so it and its products are read in the
 * browser (decision 0008); its texts come as messages, formatted here with the values only it has.
 */
export function WishlistScreen({
  locale,
  messages,
  ...content
}: { locale: Locale; messages: WishlistMessages } & ComponentProps<typeof WishlistContent>) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SHOP_TIME_ZONE[locale]}>
      <WishlistContent {...content} />
    </NextIntlClientProvider>
  );
}
