import { getTranslations } from 'next-intl/server';
import { getPath } from '@/components/common/link';
import { textSlot } from '@/components/common/slots';
import type { SizeSelectorTexts } from './size-selector';

/** The size selector's texts, translated on the server: the product page's and the wishlist's. */
export async function getSizeSelectorTexts(): Promise<SizeSelectorTexts> {
  const [t, tPrices, path] = await Promise.all([
    getTranslations('productDetail'),
    getTranslations('prices'),
    getPath(),
  ]);
  return {
    chooseSize: t('chooseSize'),
    addToCart: t('addToCart'),
    adding: t('adding'),
    chooseSizeFirst: t('chooseSizeFirst'),
    storeOnly: t('storeOnly'),
    added: {
      title: t('addedToCart'),
      line: t('addedLine', { name: textSlot('name'), size: textSlot('size') }),
      inCartNow: t('inCartNow', { count: textSlot('count') }),
      goToCart: t('goToCart'),
      keepShopping: t('keepShopping'),
      withoutVat: tPrices('withoutVat'),
      cartHref: path('/cart'),
    },
  };
}
