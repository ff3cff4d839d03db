import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';
import { SlimChrome } from '@/components/common/slim-chrome';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (the checkout): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'checkout');

/**
 * Delivery and payment, where the cart's "continue" leads. The checkout issue builds the page; until
 * then it says so and leads back to the cart, which keeps everything.
 */
export default async function ShippingAndPaymentPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  await resolveLocale(params);
  const t = await getTranslations('screens.checkout');
  return (
    <SlimChrome showWishlist>
      <SimpleScreen
        params={params}
        screen="checkout"
        actions={
          <Link href="/cart" className="button button-dark">
            {t('action')}
          </Link>
        }
        shortcuts={false}
      />
    </SlimChrome>
  );
}
