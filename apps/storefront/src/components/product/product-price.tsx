import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { textSlot } from '@/components/common/slots';
import { getPriceDisplay } from '@/lib/prices/get-price-display';
import { PriceBlock, type PriceTexts } from './price-block';
import { type ReducibleProduct, shownReduction } from './price-reduction';

/** The price block's texts, one object per request (every card of a page refers to the same). */
export const getPriceTexts = cache(async (): Promise<PriceTexts> => {
  const [t, tPrices] = await Promise.all([getTranslations('product'), getTranslations('prices')]);
  return {
    price: t('price'),
    originalPrice: t('originalPrice'),
    lowestPrice30Days: t('lowestPrice30Days', { price: textSlot('price') }),
    withoutVat: tPrices('withoutVat'),
  };
});

/** A product's price block (price-block.tsx), drawn on the server with this page's price display. */
export async function ProductPrice({ product, size }: { product: ReducibleProduct; size: 'card' | 'detail' }) {
  const [texts, display] = await Promise.all([getPriceTexts(), getPriceDisplay()]);
  return (
    <PriceBlock
      finalPriceData={product.finalPriceData}
      reduction={shownReduction(product)}
      size={size}
      display={display}
      texts={texts}
    />
  );
}
