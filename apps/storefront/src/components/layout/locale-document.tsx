import type { Locale } from '@stride/i18n';
import type { Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HTML_LANG } from '@/i18n/locale-param';
import { SwrProvider } from '@/lib/api/swr-provider';

/** The viewport of every storefront document (the `[locale]` layout and the global 404 export it). */
export const DOCUMENT_VIEWPORT: Viewport = { themeColor: '#0c111d', width: 'device-width', initialScale: 1 };

/**
 * The HTML document of a storefront page: language, skip link, messages for client components and
 * the browser data defaults. The `[locale]` layout and the root 404 (which has no `[locale]`) share it.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale}>
          <SwrProvider>{children}</SwrProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
