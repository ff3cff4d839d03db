import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getPath } from '@/components/common/link';
import { textSlot } from '@/components/common/slots';
import type { Href } from '@/i18n/navigation';
import type { ListingCardData } from '@/lib/api/listing';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { packAmounts, packReduction } from './card-amounts';
import { shownReduction } from './price-reduction';
import {
  type CardData,
  type CardListProps,
  type CardTexts,
  ProductCardListView,
  ProductCardView,
} from './product-card-view';
import { getPriceTexts } from './product-price';

/** Sizes listed under a listing's card before the rest is summed up as "+N". */
const SIZES_SHOWN = 8;

// One object per request: every card of the page refers to it, so the RSC payload carries it once.
const getCardTexts = cache(async (): Promise<CardTexts> => {
  const [t, tListing, price] = await Promise.all([
    getTranslations('product'),
    getTranslations('listing'),
    getPriceTexts(),
  ]);
  return {
    price,
    favourite: {
      add: t('addToWishlist', { name: textSlot('name') }),
      remove: t('removeFromWishlist', { name: textSlot('name') }),
    },
    new: t('new'),
    inStoreOnly: t('inStoreOnly'),
    soldOut: t('soldOut'),
    sizesInStock: tListing('sizesInStock'),
  };
});

/** The sizes in stock as a listing writes them ("40 · 41 · 42 +3"), or none. */
function sizesInStock(sizes: ListingCardData['sizes']): string | undefined {
  const inStock = sizes.filter((size) => size.stock > 0);
  if (inStock.length === 0) return undefined;
  const rest = inStock.length - SIZES_SHOWN;
  const shown = inStock
    .slice(0, SIZES_SHOWN)
    .map((size) => size.name)
    .join(' · ');
  return rest > 0 ? `${shown} +${rest}` : shown;
}

/** A product to draw as a card; a listing's product also lists its sizes in stock. */
type CardProduct = ProductCardData & { sizes?: ListingCardData['sizes'] };

/** What a card draws of a product, and nothing more (the RSC payload carries it). */
function cardOf(product: CardProduct, path: (href: Href) => string): CardData {
  const reduction = shownReduction(product);
  const inStock = product.sizes && sizesInStock(product.sizes);
  return {
    id: product.id,
    name: product.name,
    brand: product.brand.name,
    href: path({ pathname: '/product/[urlTitle]', params: { urlTitle: product.urlTitle } }),
    photo: { path: product.photo.path, updateTime: product.photo.updateTime },
    ...(product.photo.title ? { photoTitle: product.photo.title } : {}),
    // Only the amounts, packed: not the rest of the api's price (currency, VAT rate), nor its key names.
    finalPriceData: packAmounts(product.finalPriceData),
    ...(reduction && { reduction: packReduction(reduction) }),
    ...(product.new ? { isNew: true as const } : {}),
    ...(product.storeStatus !== 'in_stock' && { storeStatus: product.storeStatus }),
    ...(inStock ? { sizes: inStock } : {}),
  };
}

/** One product card, e.g. a listing's top product; with `priority`, its image loads first. */
export async function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const [texts, path] = await Promise.all([getCardTexts(), getPath()]);
  return <ProductCardView card={cardOf(product, path)} texts={texts} priority={priority} />;
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
  return <ProductCardListView cards={products.map((product) => cardOf(product, path))} texts={texts} {...list} />;
}
