import { formatMoney } from '@stride/i18n';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { getCheckoutLinks, PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { DeliveryScreen } from '@/components/checkout/delivery-screen';
import { PageTexts } from '@/components/common/page-texts';
import { SlimChrome } from '@/components/common/slim-chrome';
import { giftVoucherLineMessages } from '@/components/gift-voucher/gift-voucher-messages';
import { resolveLocale } from '@/i18n/locale-param';
import { getWebInstance } from '@/lib/api/catalog';

// The buyer's own page (the checkout): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout.delivery' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * Delivery and payment (`/doprava-a-platba`, hu `/szallitas-es-fizetes`), where the cart's "continue"
 * leads: the choice and the contact form with the slim header and footer. The page is the same for
 * everyone; the checkout itself is read and saved in the browser (components/checkout).
 */
export default async function ShippingAndPaymentPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale = await resolveLocale(params);
  const [messages, links, webInstance] = await Promise.all([getMessages(), getCheckoutLinks(), getWebInstance()]);
  return (
    <SlimChrome showWishlist={false}>
      <PageTexts
        locale={locale}
        messages={{
          checkout: messages.checkout,
          validation: messages.validation,
          pickupPoints: messages.pickupPoints,
          // A logged-in buyer's saved addresses are offered with the account's words.
          account: messages.account,
          ...giftVoucherLineMessages(messages),
        }}
      >
        <DeliveryScreen
          links={links}
          freeShippingFrom={formatMoney(webInstance.freeShippingFrom, webInstance.currency, locale)}
        />
      </PageTexts>
    </SlimChrome>
  );
}
