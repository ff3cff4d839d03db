import type { Locale } from '@stride/i18n';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PERSONAL_PAGE_ROBOTS } from '@/components/checkout/checkout-links';
import { getPath, Link } from '@/components/common/link';
import { SimpleScreen } from '@/components/common/simple-screen';
import { pathSlot } from '@/components/common/slots';
import { getCardTexts } from '@/components/product/product-card';
import { getSizeSelectorTexts } from '@/components/product-detail/size-selector-texts';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { resolveLocale } from '@/i18n/locale-param';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return { title: t('title'), robots: PERSONAL_PAGE_ROBOTS };
}

/**
 * The wishlist (`/wishlist`, hu `/kivansaglista`). The page is the same for everyone and reads no
 * cookie: the wishlist and its products are read in the browser (components/wishlist), and an empty
 * wishlist is the screen drawn here, with the way into the catalog.
 */
export default async function WishlistPage({ params }: PageProps) {
  // Before the first translation: a page renders beside its layout and must register the locale itself.
  const locale: Locale = await resolveLocale(params);
  const [t, tDetail, messages, path, card, sizes] = await Promise.all([
    getTranslations('screens.wishlist'),
    getTranslations('productDetail'),
    getMessages(),
    getPath(),
    getCardTexts(),
    getSizeSelectorTexts(),
  ]);
  return (
    <WishlistScreen
      locale={locale}
      messages={{ wishlist: messages.wishlist }}
      texts={{
        card,
        sizes,
        sizeOnline: tDetail('sizeOnline'),
        retired: tDetail('retired'),
        notOnSale: tDetail('notOnSale'),
      }}
      productPath={path({ pathname: '/product/[urlTitle]', params: { urlTitle: pathSlot('urlTitle') } })}
      empty={
        <SimpleScreen
          params={params}
          screen="wishlist"
          actions={
            <Link href="/" className="button button-dark" data-testid="wishlist-shop-link">
              {t('action')}
            </Link>
          }
        />
      }
    />
  );
}
