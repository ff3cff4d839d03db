import { pageTitle } from '@stride/i18n';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/common/not-found-screen';
import { LocaleDocument } from '@/components/layout/locale-document';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { localeOfRequest } from '@/i18n/host-locale';
import './globals.css';

/**
 * The 404 of every path no route matches. Next renders unmatched paths here, outside `[locale]`, and
 * — unlike a `notFound()` thrown while rendering a page, whose HTML is an empty error shell drawn
 * only by the browser (vercel/next.js#62228) — sends this page as real HTML with status 404. So the
 * locale comes from the host, by the same rule the proxy uses, and the page brings its own document
 * and the full header and footer.
 */
async function requestLocale() {
  const locale = localeOfRequest(await headers());
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return { title: pageTitle(t('title'), locale), description: meta('description') };
}

export const viewport: Viewport = { themeColor: '#0c111d', width: 'device-width', initialScale: 1 };

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <LocaleDocument locale={locale}>
      <ShopChrome>
        <NotFoundScreen />
      </ShopChrome>
    </LocaleDocument>
  );
}
