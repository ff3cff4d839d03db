import type { Locale } from '@stride/i18n';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from './routing';

/** The `[locale]` segment of a route (set by the proxy from the host), validated and registered with next-intl. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** `<html lang>`: the spec's `cz` is Czech, `cs` to browsers and screen readers. */
export const HTML_LANG: Record<Locale, string> = { sk: 'sk', cz: 'cs', hu: 'hu' };
