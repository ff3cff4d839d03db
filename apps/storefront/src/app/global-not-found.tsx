import { pageTitle } from '@stride/i18n';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/common/not-found-screen';
import { DOCUMENT_VIEWPORT, LocaleDocument } from '@/components/layout/locale-document';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { localeOfRequest } from '@/i18n/host-locale';
import './globals.css';

/*
 * The 404 of every path no route matches (`experimental.globalNotFound` in next.config.ts). Next
 * answers an unmatched path with this page as real HTML and status 404, whereas a `notFound()` thrown
 * while a page renders gets status 404 with an empty `<html id="__next_error__">` shell and the 404
 * drawn only in the browser (vercel/next.js#62228). That is why unknown paths have no
 * catch-all route. This page is outside `[locale]` and its layouts, so it takes the locale from the
 * host, by the same rule as the proxy, and brings its own document, header and footer. (A root
 * app/not-found.tsx would do the same, but Next ships a root not-found with every page's payload.)
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

export const viewport = DOCUMENT_VIEWPORT;

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
