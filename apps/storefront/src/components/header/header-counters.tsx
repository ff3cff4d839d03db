import { getTranslations } from 'next-intl/server';
import { BagIcon, HeartIcon } from '@/components/common/icons';
import { HeaderCounter } from './header-counter';

/**
 * The wishlist and cart counters of both headers, so the cart and wishlist issues load the
 * visitor's counts in one place. Until then they show an anonymous visitor's 0.
 */
export async function HeaderCounters({ showWishlist = true }: { showWishlist?: boolean }) {
  const t = await getTranslations('header');
  const cartCount = 0;
  const wishlistCount = 0;
  return (
    <>
      {showWishlist && (
        <HeaderCounter
          href="/wishlist"
          icon={<HeartIcon size={22} />}
          label={t('wishlist')}
          accessibleLabel={t('wishlistCount', { count: wishlistCount })}
          count={wishlistCount}
          testId="wishlist"
        />
      )}
      <HeaderCounter
        href="/cart"
        icon={<BagIcon size={22} />}
        label={t('cart')}
        accessibleLabel={t('cartCount', { count: cartCount })}
        count={cartCount}
        testId="cart"
      />
    </>
  );
}
