import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { getCheckoutLinks, PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { SummaryScreen } from '@/components/checkout/summary-screen';
import { PageTexts } from '@/components/common/page-texts';
import { SlimChrome } from '@/components/common/slim-chrome';
import { giftVoucherLineMessages } from '@/components/gift-voucher/gift-voucher-messages';
import { resolveLocale } from '@/i18n/locale-param';

// The buyer's own page (the checkout): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout.summary' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/** The order summary (`/zhrnutie`, cz `/shrnuti`, hu `/osszegzes`): read and ordered in the browser. */
export default async function SummaryPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [messages, links] = await Promise.all([getMessages(), getCheckoutLinks()]);
  return (
    <SlimChrome showWishlist={false}>
      <PageTexts
        locale={locale}
        messages={{ checkout: messages.checkout, prices: messages.prices, ...giftVoucherLineMessages(messages) }}
      >
        <SummaryScreen links={links} />
      </PageTexts>
    </SlimChrome>
  );
}
