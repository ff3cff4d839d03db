import type { Locale } from '@stride/i18n';
import type { Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentManager } from '@/components/consent/consent-manager';
import { storefrontEnv } from '@/env';
import { HTML_LANG } from '@/i18n/locale-param';
import { SwrProvider } from '@/lib/api/swr-provider';
import { ErrorTextsProvider } from './error-texts';

/** The viewport of every storefront document (the `[locale]` layout and the global 404 export it). */
export const DOCUMENT_VIEWPORT: Viewport = { themeColor: '#0c111d', width: 'device-width', initialScale: 1 };

/**
 * The HTML document of a storefront page: language, skip link, the error screen's texts and the
 * browser data defaults. The `[locale]` layout and the root 404 (which has no `[locale]`) share it.
 *
 * No NextIntlClientProvider here: client components get their texts translated from the server
 * components that draw them, so no page sends its message catalog or a message formatter to the
 * browser; the search suggestions bring both in their own chunk when the field is first used.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, te, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'consent' }),
  ]);
  const consentTexts = {
    title: tc('title'),
    text: tc('text'),
    necessary: tc('necessary'),
    analytics: tc('analytics'),
    marketing: tc('marketing'),
    acceptAll: tc('acceptAll'),
    rejectAll: tc('rejectAll'),
    save: tc('save'),
  };
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* The cookie banner: next in keyboard order after the skip link; drawn in the browser only. */}
        <ConsentManager texts={consentTexts} analyticsId={storefrontEnv().ANALYTICS_GA4_ID ?? null} />
        <ErrorTextsProvider texts={{ title: te('title'), text: te('text'), retry: te('retry'), home: te('home') }}>
          <SwrProvider>{children}</SwrProvider>
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
