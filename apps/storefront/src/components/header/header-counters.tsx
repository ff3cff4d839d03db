'use client';

import { BagIcon, HeartIcon } from '@/components/common/icons';
import { fillText } from '@/components/common/slots';
import { useCart, useWishlist } from '@/lib/api/use-visitor';
import { HeaderCounter } from './header-counter';

/** The counters' texts and targets, from the server (`{count}` is filled here). */
export type HeaderCountersTexts = { wishlist: string; wishlistCount: string; cart: string; cartCount: string };
export type HeaderCountersHrefs = { wishlist: string; cart: string };

/**
 * The wishlist and cart counters of both headers. The cached page shows an anonymous visitor's 0;
 * the visitor's own counts come from the browser (decision 0008). The wishlist is not read at all
 * where its icon is hidden (registration, spec §2).
 */
export function HeaderCounters({
  texts,
  hrefs,
  showWishlist = true,
}: {
  texts: HeaderCountersTexts;
  hrefs: HeaderCountersHrefs;
  showWishlist?: boolean;
}) {
  const { data: cart } = useCart();
  const count = cart?.count ?? 0;
  return (
    <>
      {showWishlist && <WishlistCounter texts={texts} href={hrefs.wishlist} />}
      <HeaderCounter
        href={hrefs.cart}
        icon={<BagIcon size={22} />}
        label={texts.cart}
        accessibleLabel={fillText(texts.cartCount, { count })}
        count={count}
        loaded={cart !== undefined}
        testId="cart"
      />
    </>
  );
}

function WishlistCounter({ texts, href }: { texts: HeaderCountersTexts; href: string }) {
  const { data: wishlist } = useWishlist();
  const count = wishlist?.count ?? 0;
  return (
    <HeaderCounter
      href={href}
      icon={<HeartIcon size={22} />}
      label={texts.wishlist}
      accessibleLabel={fillText(texts.wishlistCount, { count })}
      count={count}
      loaded={wishlist !== undefined}
      testId="wishlist"
    />
  );
}
