import type { Product } from '@stride/contract';
import { imageUrl, minorUnitsPerMajor } from '@stride/rules';
import { JsonLd } from './json-ld';

/** schema.org availability of the product as a whole. */
function availabilityOf(product: Product): string {
  if (product.status === 'retired') return 'https://schema.org/Discontinued';
  if (product.status === 'on_sale' && product.storeStatus !== 'sold_out') return 'https://schema.org/InStock';
  return 'https://schema.org/OutOfStock';
}

/** The product as a schema.org Product with its Offer: the gross final price in the shop's currency. */
export function ProductJsonLd({ product, description }: { product: Product; description: string }) {
  const price = product.finalPriceData;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        image: (product.gallery.length > 0 ? product.gallery : [product.photo]).map((photo) =>
          imageUrl(photo, 'detail', 'jpg'),
        ),
        brand: { '@type': 'Brand', name: product.brand.name },
        offers: {
          '@type': 'Offer',
          // Minor units to the currency's unit: the price as a decimal number, as schema.org wants it.
          price: (price.price / minorUnitsPerMajor(price.currency)).toFixed(2),
          priceCurrency: price.currency,
          availability: availabilityOf(product),
        },
      }}
    />
  );
}
