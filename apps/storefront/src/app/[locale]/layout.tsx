import { titleTemplate } from '@stride/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DOCUMENT_VIEWPORT, LocaleDocument } from '@/components/layout/locale-document';
import { resolveLocale } from '@/i18n/locale-param';
import '../globals.css';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: titleTemplate(locale), description: t('description') };
}

export const viewport = DOCUMENT_VIEWPORT;

/** The document of every page: language, messages for client components, browser data defaults. */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const locale = await resolveLocale(params);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
