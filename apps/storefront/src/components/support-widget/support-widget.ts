import type { Locale } from '@stride/i18n';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { getHeaderStore, getWebInstance } from '@/lib/api/catalog';
import type { SupportData, SupportMessages } from './support-panel-data';

export type SupportWidgetProps = { label: string; data: SupportData; messages: SupportMessages };

/**
 * The floating support widget of every page (issue 15 §5), both layouts: a small button drawn on the
 * server from the shop's cached data (no cookie, no "now": the page stays cacheable). Its panel —
 * phone, hours, whether the line is open now, e-mail and the contact form — comes in a chunk of its
 * own when the button is first used, with the texts it formats in the browser.
 *
 * The layouts await these props with their own data and draw SupportWidgetButton with them: an async
 * component of its own beside the header and footer would resolve in a different order from render
 * to render, and a cached page must be the same bytes for every visitor.
 */
export async function supportWidgetProps(): Promise<SupportWidgetProps> {
  const [webInstance, store, locale, messages, t] = await Promise.all([
    getWebInstance(),
    getHeaderStore(),
    getLocale(),
    getMessages(),
    getTranslations('supportWidget'),
  ]);
  const { supportWidget, contactForm, validation } = messages;
  const panelMessages: SupportMessages = { supportWidget, contactForm, validation };
  return {
    label: t('open'),
    data: {
      locale: locale as Locale,
      phone: webInstance.globalSettings.phone,
      email: webInstance.adminEmail,
      openingHours: store?.openingHours ?? [],
    },
    messages: panelMessages,
  };
}
