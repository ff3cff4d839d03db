import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { getCheckoutLinks, PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { ThankYouScreen } from '@/components/checkout/thank-you-screen';
import { PageTexts } from '@/components/common/page-texts';
import { SlimChrome } from '@/components/common/slim-chrome';
import { giftVoucherLineMessages } from '@/components/gift-voucher/gift-voucher-messages';
import { MarketingEvent } from '@/components/marketing/marketing-event';
import { resolveLocale } from '@/i18n/locale-param';

// The buyer's own page (their order): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout.thankYou' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * The thank-you page (`/objednavka/dakujeme/{token}`, cz `…/dekujeme/…`, hu `/rendeles/koszonjuk/…`).
 * The token is the buyer's key to the order; the order is read with it in the browser, so nothing of
 * it is in the server's answer.
 */
export default async function ThankYouPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [{ token }, messages, links] = await Promise.all([params, getMessages(), getCheckoutLinks()]);
  return (
    <SlimChrome showWishlist={false}>
      <PageTexts locale={locale} messages={{ checkout: messages.checkout, ...giftVoucherLineMessages(messages) }}>
        <ThankYouScreen token={token} links={links} />
      </PageTexts>
      <MarketingEvent event={{ type: 'Purchase', orderToken: token }} />
    </SlimChrome>
  );
}
