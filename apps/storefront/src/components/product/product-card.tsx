import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getPath } from '@/components/common/link';
import { textSlot } from '@/components/common/slots';
import type { Href } from '@/i18n/navigation';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { type CardProduct, cardOf } from './card-data';
import { type CardListProps, type CardTexts, ProductCardListView, ProductCardView } from './product-card-view';
import { getPriceTexts } from './product-price';

/** The cards' texts, shared by every card of a page (the wishlist page's too). */
// One object per request: every card of the page refers to it, so the RSC payload carries it once.
export const getCardTexts = cache(async (): Promise<CardTexts> => {
  const [t, tListing, price] = await Promise.all([
    getTranslations('product'),
    getTranslations('listing'),
    getPriceTexts(),
  ]);
  return {
    price,
    favourite: { label: t('favourite', { name: textSlot('name') }) },
    new: t('new'),
    inStoreOnly: t('inStoreOnly'),
    soldOut: t('soldOut'),
    sizesInStock: tListing('sizesInStock'),
  };
});

/** A product's localized path, from the request's path function. */
const productPath = (path: (href: Href) => string) => (urlTitle: string) =>
  path({ pathname: '/product/[urlTitle]', params: { urlTitle } });

/** One product card, e.g. a listing's top product; with `priority`, its image loads first. */
export async function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const [texts, path] = await Promise.all([getCardTexts(), getPath()]);
  return <ProductCardView card={cardOf(product, productPath(path))} texts={texts} priority={priority} />;
}

/**
 * A list of product cards (a listing's page, a product's alternatives, the home page's top products):
 * the list element gets the other props; a listing's products list their sizes in stock.
 */
export async function ProductCards({
  products,
  ...list
}: Omit<CardListProps, 'cards' | 'texts'> & { products: readonly CardProduct[] }) {
  const [texts, path] = await Promise.all([getCardTexts(), getPath()]);
  return (
    <ProductCardListView
      cards={products.map((product) => cardOf(product, productPath(path)))}
      texts={texts}
      {...list}
    />
  );
}
