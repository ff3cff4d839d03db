import { titleTemplate } from '@stride/i18n';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HTML_LANG, resolveLocale } from '@/i18n/locale-param';
import { SwrProvider } from '@/lib/api/swr-provider';
import '../globals.css';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: titleTemplate(locale), description: t('description') };
}

export const viewport: Viewport = { themeColor: '#0c111d', width: 'device-width', initialScale: 1 };

/** The document of every page: language, messages for client components, browser data defaults. */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <SwrProvider>{children}</SwrProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
