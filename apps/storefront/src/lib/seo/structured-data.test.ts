import type { OperationUnit, PriceData, Product, ProductDetailSize } from '@stride/contract';
import { richResultProblems } from '@stride/rules/testing';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbStructuredData,
  localBusinessStructuredData,
  organizationStructuredData,
  productStructuredData,
} from './structured-data';

const ORIGIN = 'https://www.stride-beh.sk';

function eur(cents: number): PriceData {
  return {
    price: cents,
    priceFormatted: `${cents / 100} €`,
    priceWithoutVat: Math.round(cents / 1.23),
    priceWithoutVatFormatted: '',
    currency: 'EUR',
    vatRate: 23,
  };
}

const photo = { path: 'products/pegasus.png', updateTime: 1735689600, title: 'Pegasus', description: '' };

/** A shoe on sale: 89.90 € instead of 119.90 €, the lowest of the 30 days before the sale 109.90 €. */
const product = {
  id: 7,
  name: 'Nike Pegasus 41',
  urlTitle: 'nike-pegasus-41',
  storeStatus: 'in_stock',
  finalPriceData: eur(8990),
  standardPriceData: eur(11990),
  lowestPrice30DaysData: eur(10990),
  photo,
  status: 'on_sale',
  discount: 18,
  new: false,
  favourite: false,
  kind: 'shoes',
  labels: [],
  productHooks: [],
  brand: { id: 1, name: 'Nike', urlName: 'nike' },
  categories: [],
  gallery: [photo, { ...photo, path: 'products/pegasus-side.png' }],
  cardParameters: [],
  sizes: [],
} as unknown as Product;

const sizes: ProductDetailSize[] = [
  { id: 1, name: '42', online: 3, stores: [], soldOut: false },
  { id: 2, name: '43', online: 0, stores: [{ id: 4, name: 'Aupark', town: 'Bratislava', stock: 1 }], soldOut: false },
  { id: 3, name: '44', online: 0, stores: [], soldOut: true },
];

const URL_OF_PRODUCT = `${ORIGIN}/produkt/nike-pegasus-41`;

describe('productStructuredData', () => {
  const data = productStructuredData({
    product,
    sizes,
    description: 'Road shoe.',
    url: URL_OF_PRODUCT,
    origin: ORIGIN,
  });

  it('has everything a merchant listing needs, with absolute image URLs', () => {
    expect(richResultProblems(data)).toEqual([]);
    expect(data.image).toEqual([
      `${ORIGIN}/api/images/detail/products/pegasus.jpg?v=1735689600`,
      `${ORIGIN}/api/images/detail/products/pegasus-side.jpg?v=1735689600`,
    ]);
  });

  it('offers each size at the final price with its own availability, and the 30-day prior price as the struck price', () => {
    const strike = {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: '109.90',
      priceCurrency: 'EUR',
    };
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: '42',
        price: '89.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: strike,
        url: URL_OF_PRODUCT,
      }),
      expect.objectContaining({
        name: '43',
        price: '89.90',
        availability: 'https://schema.org/InStoreOnly',
        priceSpecification: strike,
      }),
      expect.objectContaining({
        name: '44',
        price: '89.90',
        availability: 'https://schema.org/OutOfStock',
        priceSpecification: strike,
      }),
    ]);
  });

  it('carries no struck price where the page shows no reduction', () => {
    const fullPrice = { ...product, finalPriceData: eur(11990), discount: 0 } as Product;
    const offers = productStructuredData({
      product: fullPrice,
      sizes,
      description: '',
      url: URL_OF_PRODUCT,
      origin: ORIGIN,
    }).offers as Record<string, unknown>[];
    expect(offers.map((offer) => offer.price)).toEqual(['119.90', '119.90', '119.90']);
    expect(offers.every((offer) => offer.priceSpecification === undefined)).toBe(true);
  });

  it('gives a product without sizes one offer, and a retired one is discontinued', () => {
    const retired = { ...product, status: 'retired' } as Product;
    const data = productStructuredData({
      product: retired,
      sizes: [],
      description: '',
      url: URL_OF_PRODUCT,
      origin: ORIGIN,
    });
    expect(data.offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/Discontinued', price: '89.90' }),
    ]);
    expect(richResultProblems(data)).toEqual([]);
  });

  it('is caught by the oracle when an offer lacks its price or the image is relative', () => {
    expect(
      richResultProblems({ ...data, offers: [{ '@type': 'Offer', priceCurrency: 'EUR', availability: 'x' }] }),
    ).toEqual(['offers[].price']);
    expect(richResultProblems({ ...data, image: ['/api/images/x.jpg'] })).toEqual(['relative url: /api/images/x.jpg']);
  });
});

describe('breadcrumbStructuredData', () => {
  it('numbers the levels from 1, top first, each with its absolute URL', () => {
    const data = breadcrumbStructuredData([
      { name: 'Bežecká obuv', url: `${ORIGIN}/kategoria/bezecka-obuv` },
      { name: 'Nike Pegasus 41', url: URL_OF_PRODUCT },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Bežecká obuv', item: `${ORIGIN}/kategoria/bezecka-obuv` },
      { '@type': 'ListItem', position: 2, name: 'Nike Pegasus 41', item: URL_OF_PRODUCT },
    ]);
  });
});

describe('organizationStructuredData', () => {
  it('names the shop with its home page and logo, and only real profile links', () => {
    const data = organizationStructuredData({
      name: 'Stride.sk',
      origin: ORIGIN,
      telephone: '+421 2 1234 5678',
      profiles: ['https://www.facebook.com/stride', '', 'javascript:alert(1)'],
    });
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icon.svg`,
      sameAs: ['https://www.facebook.com/stride'],
    });
  });
});

describe('localBusinessStructuredData', () => {
  const store: OperationUnit = {
    id: 4,
    name: 'Bratislava Aupark',
    description: '',
    street: 'Einsteinova 18',
    zip: '851 01',
    town: { name: 'Bratislava' },
    district: { name: 'Bratislava V' },
    phone: '+421 2 1111 2222',
    email: 'aupark@stride.sk',
    country: 'sk',
    position: { latitude: 48.1326, longitude: 17.1069 },
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      from: day <= 5 ? '10:00' : day === 6 ? '9:00' : null,
      to: day <= 5 ? '20:00:00' : day === 6 ? '13:00' : null,
    })) as OperationUnit['openingHours'],
    parameters: [],
  };
  const data = localBusinessStructuredData({
    store,
    url: `${ORIGIN}/stranka/predajna-aupark`,
    shopName: 'Stride.sk',
    image: `${ORIGIN}/icon.svg`,
  });

  it('has the address and the hours of each open day; Sunday, closed, has none', () => {
    expect(richResultProblems(data)).toEqual([]);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Einsteinova 18',
      addressLocality: 'Bratislava',
      postalCode: '851 01',
      addressCountry: 'SK',
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.map((entry) => entry.dayOfWeek.replace('https://schema.org/', ''))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(hours[0]).toMatchObject({ opens: '10:00', closes: '20:00' });
    expect(hours[5]).toMatchObject({ opens: '09:00', closes: '13:00' });
    expect(data['@id']).toBe(`${ORIGIN}/stranka/predajna-aupark#store`);
  });
});
