import type { OperationUnit, PriceData, Product, ProductDetailSize } from '@stride/contract';
import { decimalAmount, imageUrl } from '@stride/rules/browser';
import { priceReduction } from '@/components/product/price-reduction';

/**
 * schema.org documents for the JSON-LD of our pages, as plain objects (`JsonLd` renders them).
 * Every URL in them is absolute: the caller passes the shop's configured origin (`publicOrigin`,
 * never a request's Host: the pages are cached) and the page's localized path. What Google needs of
 * each is in `@stride/rules/testing` (RICH_RESULT_REQUIREMENTS), and the tests check it there.
 */
export type StructuredData = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** A price as schema.org wants it: a decimal number in the currency's unit ("89.90"). */
export function schemaPrice(price: Pick<PriceData, 'price' | 'currency'>): string {
  return decimalAmount(price.price, price.currency);
}

/** How a size can be had: online, only in a store (InStoreOnly), or not at all. */
function sizeAvailability(product: Product, size: ProductDetailSize): string {
  if (product.status === 'retired') return `${SCHEMA}/Discontinued`;
  if (size.online > 0 && product.status === 'on_sale') return `${SCHEMA}/InStock`;
  if (size.stores.length > 0) return `${SCHEMA}/InStoreOnly`;
  return `${SCHEMA}/OutOfStock`;
}

/** A product without sizes (nutrition, electronics): the product's own state. */
function productAvailability(product: Product): string {
  if (product.status === 'retired') return `${SCHEMA}/Discontinued`;
  if (product.status === 'on_sale' && product.storeStatus !== 'sold_out') return `${SCHEMA}/InStock`;
  return `${SCHEMA}/OutOfStock`;
}

/**
 * The product with an Offer per size (its price, currency and availability). Where the page shows a
 * reduction, each offer carries the Omnibus prior price (the lowest of the 30 days before it,
 * decision 5) as Google's strikethrough price: the price the reduction is measured against.
 */
export function productStructuredData({
  product,
  sizes,
  description,
  url,
  origin,
}: {
  product: Product;
  sizes: readonly ProductDetailSize[];
  description: string;
  /** The product page's absolute URL. */
  url: string;
  origin: string;
}): StructuredData {
  const price = product.finalPriceData;
  const { prior } = priceReduction(product);
  const offer = (availability: string, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    url,
    price: schemaPrice(price),
    priceCurrency: price.currency,
    availability,
    itemCondition: `${SCHEMA}/NewCondition`,
    ...(prior
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: `${SCHEMA}/StrikethroughPrice`,
            // The prior price is the shop's, in the final price's currency.
            price: schemaPrice({ price: prior.price, currency: price.currency }),
            priceCurrency: price.currency,
          },
        }
      : {}),
  });
  const photos = product.gallery.length > 0 ? product.gallery : [product.photo];
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description,
    url,
    image: photos.map((photo) => `${origin}${imageUrl(photo, 'detail', 'jpg')}`),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers:
      sizes.length > 0
        ? sizes.map((size) => offer(sizeAvailability(product, size), size.name))
        : [offer(productAvailability(product))],
  };
}

/** The path to a page as a BreadcrumbList: each level's name and absolute URL, top first. */
export function breadcrumbStructuredData(levels: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: levels.map((level, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: level.name,
      item: level.url,
    })),
  };
}

/** The shop as an Organization: its name, home page, logo and social profiles. */
export function organizationStructuredData({
  name,
  origin,
  telephone,
  profiles,
}: {
  name: string;
  origin: string;
  telephone: string;
  /** Facebook, Instagram, YouTube links of the shop (empty ones are left out). */
  profiles: readonly string[];
}): StructuredData {
  const sameAs = profiles.filter((profile) => /^https?:\/\//.test(profile));
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name,
    url: `${origin}/`,
    // The wordmark the storefront serves as its icon (app/icon.svg).
    logo: `${origin}/icon.svg`,
    ...(telephone ? { telephone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const COUNTRY_CODE = { sk: 'SK', cz: 'CZ', hu: 'HU' } as const;

/** "09:00:00" or "9:00" → "09:00", the form schema.org's opens/closes take. */
function clockTime(value: string): string {
  const [hours = '0', minutes = '00'] = value.split(':');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/**
 * A store as a LocalBusiness: its address, position, phone, and opening hours per open weekday (a
 * closed day has no entry, which schema.org reads as closed). `url` is the store page's absolute URL.
 */
export function localBusinessStructuredData({
  store,
  url,
  shopName,
  image,
}: {
  store: OperationUnit;
  url: string;
  shopName: string;
  /** The shop's logo or a photo, absolute. */
  image: string;
}): StructuredData {
  const hours = store.openingHours.flatMap((entry) =>
    entry.from && entry.to
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `${SCHEMA}/${WEEKDAYS[entry.day - 1] ?? 'Monday'}`,
            opens: clockTime(entry.from),
            closes: clockTime(entry.to),
          },
        ]
      : [],
  );
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    '@id': `${url}#store`,
    name: `${shopName} ${store.name}`,
    url,
    image,
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      addressLocality: store.town.name,
      postalCode: store.zip,
      addressCountry: COUNTRY_CODE[store.country],
    },
    ...(store.position
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.position.latitude, longitude: store.position.longitude } }
      : {}),
    openingHoursSpecification: hours,
  };
}
