import { getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { textSlot } from '@/components/common/slots';
import type { HeaderCountersHrefs, HeaderCountersTexts } from './header-counters';

/** The texts and targets of the wishlist and cart counters, shared by the full and the slim header. */
export async function getHeaderCountersProps(): Promise<{ texts: HeaderCountersTexts; hrefs: HeaderCountersHrefs }> {
  const [t, path] = await Promise.all([getTranslations('header'), getPath()]);
  return {
    texts: {
      wishlist: t('wishlist'),
      wishlistCount: t('wishlistCount', { count: textSlot('count') }),
      cart: t('cart'),
      cartCount: t('cartCount', { count: textSlot('count') }),
    },
    hrefs: { wishlist: path('/wishlist'), cart: path('/cart') },
  };
}
