import type { Locale } from '@stride/i18n';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { PageTexts } from '@/components/common/page-texts';
import { giftVoucherLineMessages } from '@/components/gift-voucher/gift-voucher-messages';
import { resolveLocale } from '@/i18n/locale-param';
import { getWebInstance } from '@/lib/api/catalog';
import { type AccountLinks, getAccountLinks } from './account-links';
import type { ScreenHeading } from './guest-screen';
import type { SocialProviders } from './social-login';

/**
 * What the account's pages share on the server: their texts for the browser, their titles, the
 * screens' headings and the shop's social logins. Every account page is the visitor's own: rendered
 * for each request, never cached, never indexed (decision 0008).
 */

type PageParams = Promise<{ locale: string }>;

/** The screens whose heading (eyebrow, title, lead) is in `screens.*`. */
type HeadedScreen = 'login' | 'registration' | 'logout' | 'profile';

export async function screenHeading(screen: HeadedScreen): Promise<ScreenHeading> {
  const t = await getTranslations(`screens.${screen}`);
  return { eyebrow: t('eyebrow'), title: t('title'), lead: t('text') };
}

/** A page's title from `screens.*` or `account.*`, and no search engine index. */
export async function accountPageMetadata(
  params: PageParams,
  title:
    | { screen: HeadedScreen }
    | { account: 'forgotten' | 'newPassword' | 'verify' | 'callback' | 'settings' | 'orders' | 'credits' },
): Promise<Metadata> {
  const locale = await resolveLocale(params);
  if ('screen' in title) {
    const t = await getTranslations({ locale, namespace: 'screens' });
    return { title: t(`${title.screen}.title`), robots: PERSONAL_PAGE_ROBOTS };
  }
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t(`${title.account}.title`), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * The texts the account's client components format: `account` and `validation`, and `checkout` for
 * the pages that show its address and company fields or an order's blocks.
 */
export async function AccountTexts({
  locale,
  withCheckout = false,
  children,
}: {
  locale: Locale;
  withCheckout?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <PageTexts
      locale={locale}
      messages={{
        account: messages.account,
        validation: messages.validation,
        ...(withCheckout ? { checkout: messages.checkout, ...giftVoucherLineMessages(messages) } : {}),
      }}
    >
      {children}
    </PageTexts>
  );
}

/** Google and Facebook login, where the shop has them switched on. */
export async function getSocialProviders(): Promise<SocialProviders> {
  const { globalSettings } = await getWebInstance();
  return { google: globalSettings.google_login_enabled, facebook: globalSettings.facebook_login_enabled };
}

/**
 * The page of an account screen that needs only the account's links and texts (forgotten and new
 * password, e-mail verification, the social login's return, settings, orders, credits).
 */
export function accountScreenPage(Screen: ComponentType<{ links: AccountLinks }>) {
  return async function AccountScreenPage({ params }: { params: PageParams }) {
    // Before the first translation: a page renders beside its layout and must register the locale itself.
    const locale = await resolveLocale(params);
    const links = await getAccountLinks();
    return (
      <AccountTexts locale={locale}>
        <Screen links={links} />
      </AccountTexts>
    );
  };
}
