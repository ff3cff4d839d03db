import type { Locale } from '@stride/i18n';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { CartScreen } from '@/components/cart/cart-screen';
import { PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { getPath, Link } from '@/components/common/link';
import { SimpleScreen } from '@/components/common/simple-screen';
import { SlimChrome } from '@/components/common/slim-chrome';
import { pathSlot } from '@/components/common/slots';
import { giftVoucherLineMessages } from '@/components/gift-voucher/gift-voucher-messages';
import { resolveLocale } from '@/i18n/locale-param';
import { withBackUrl } from '@/lib/account/back-url';
import { getWebInstance } from '@/lib/api/catalog';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * The cart (`/kosik`, hu `/kosar`) with the slim header and footer (spec §2). The page is the same for
 * everyone; the cart itself is read and changed in the browser (components/cart), and a cart without
 * lines is the empty screen drawn here.
 */
export default async function CartPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale: Locale = await resolveLocale(params);
  const [t, tErrors, messages, path, webInstance] = await Promise.all([
    getTranslations('screens.cart'),
    getTranslations('api.errors'),
    getMessages(),
    getPath(),
    getWebInstance(),
  ]);
  return (
    <SlimChrome showWishlist>
      <CartScreen
        locale={locale}
        messages={{
          cart: messages.cart,
          prices: messages.prices,
          ...giftVoucherLineMessages(messages),
        }}
        links={{
          product: path({ pathname: '/product/[urlTitle]', params: { urlTitle: pathSlot('urlTitle') } }),
          checkout: path('/shipping-and-payment'),
          shop: path('/'),
        }}
        isicPercent={webInstance.isicDiscountPercent}
        freeShippingFrom={webInstance.freeShippingFrom}
        creditsLogin={{
          loginHref: withBackUrl(path('/login'), path('/cart')),
          unauthorised: tErrors('unauthorised'),
        }}
        empty={
          <SimpleScreen
            params={params}
            screen="cart"
            actions={
              <Link href="/" className="button button-dark">
                {t('action')}
              </Link>
            }
          />
        }
      />
    </SlimChrome>
  );
}
