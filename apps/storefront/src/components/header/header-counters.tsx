'use client';

import { useTranslations } from 'next-intl';
import { BagIcon, HeartIcon } from '@/components/common/icons';
import { useCart, useWishlist } from '@/lib/api/use-visitor';
import { HeaderCounter } from './header-counter';

/**
 * The wishlist and cart counters of both headers. The cached page shows an anonymous visitor's 0;
 * the visitor's own counts come from the browser (decision 0008). The wishlist is not read at all
 * where its icon is hidden (registration, spec §2).
 */
export function HeaderCounters({ showWishlist = true }: { showWishlist?: boolean }) {
  const t = useTranslations('header');
  const { data: cart } = useCart();
  return (
    <>
      {showWishlist && <WishlistCounter label={t('wishlist')} />}
      <HeaderCounter
        href="/cart"
        icon={<BagIcon size={22} />}
        label={t('cart')}
        accessibleLabel={t('cartCount', { count: cart?.count ?? 0 })}
        count={cart?.count ?? 0}
        loaded={cart !== undefined}
        testId="cart"
      />
    </>
  );
}

function WishlistCounter({ label }: { label: string }) {
  const t = useTranslations('header');
  const { data: wishlist } = useWishlist();
  return (
    <HeaderCounter
      href="/wishlist"
      icon={<HeartIcon size={22} />}
      label={label}
      accessibleLabel={t('wishlistCount', { count: wishlist?.count ?? 0 })}
      count={wishlist?.count ?? 0}
      loaded={wishlist !== undefined}
      testId="wishlist"
    />
  );
}
