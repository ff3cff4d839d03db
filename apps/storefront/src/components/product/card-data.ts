import type { ListingCardData } from '@/lib/api/listing';
import type { ProductCardData } from '@/lib/api/product-card-schema';
import { packAmounts, packReduction } from './card-amounts';
import { shownReduction } from './price-reduction';
import type { CardData } from './product-card-view';

/** Sizes listed under a listing's card before the rest is summed up as "+N". */
const SIZES_SHOWN = 8;

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
export type CardProduct = ProductCardData & { sizes?: ListingCardData['sizes'] };

/**
 * What a card draws of a product, and nothing more (the RSC payload carries it). Pure, so the wishlist
 * page builds its cards in the browser the same way from the products it reads there.
 */
export function cardOf(product: CardProduct, productPath: (urlTitle: string) => string): CardData {
  const reduction = shownReduction(product);
  const inStock = product.sizes && sizesInStock(product.sizes);
  return {
    id: product.id,
    name: product.name,
    brand: product.brand.name,
    href: productPath(product.urlTitle),
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
