import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';
import { SlimChrome } from '@/components/common/slim-chrome';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'cart');

/** The cart, with the slim header and footer: empty for a new visitor until the cart issue. */
export default async function CartPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  await resolveLocale(params);
  const t = await getTranslations('screens.cart');
  return (
    <SlimChrome showWishlist>
      <SimpleScreen
        params={params}
        screen="cart"
        actions={
          <Link href="/" className="button button-dark">
            {t('action')}
          </Link>
        }
      />
    </SlimChrome>
  );
}
