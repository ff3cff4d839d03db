import { beforeAll, describe, expect, it, vi } from 'vitest';
import { alternatePaths, descriptionOf, hreflangLinks, samePageEverywhere, seoMetadata } from './page-metadata';

beforeAll(() => {
  // The shops' configured domains, read once per test file's process; never a request's Host.
  vi.stubEnv('SK_DOMAIN', 'www.stride-beh.sk');
  vi.stubEnv('CZ_DOMAIN', 'www.stride-beh.cz');
  vi.stubEnv('HU_DOMAIN', 'www.stride-futas.hu');
  vi.stubEnv('PUBLIC_SCHEME', 'https');
});

describe('alternatePaths and hreflangLinks', () => {
  it('builds each shop’s localized path of a product and links them with x-default on the Hungarian one', () => {
    const paths = alternatePaths('product', [
      { locale: 'sk', urlTitle: 'bezecka-topanka', filters: '' },
      { locale: 'cz', urlTitle: 'bezecka-bota', filters: '' },
      { locale: 'hu', urlTitle: 'futocipo', filters: '' },
    ]);
    expect(paths).toEqual({ sk: '/produkt/bezecka-topanka', cz: '/produkt/bezecka-bota', hu: '/termek/futocipo' });
    expect(hreflangLinks(paths)).toEqual({
      'sk-SK': 'https://www.stride-beh.sk/produkt/bezecka-topanka',
      'cs-CZ': 'https://www.stride-beh.cz/produkt/bezecka-bota',
      'hu-HU': 'https://www.stride-futas.hu/termek/futocipo',
      'x-default': 'https://www.stride-futas.hu/termek/futocipo',
    });
  });

  it('leaves out a shop without the thing, and x-default with it when Hungary lacks it', () => {
    const paths = alternatePaths('article', [
      { locale: 'sk', urlTitle: 'beh-do-kopca', filters: '' },
      { locale: 'cz', urlTitle: 'beh-do-kopce', filters: '' },
    ]);
    expect(hreflangLinks(paths)).toEqual({
      'sk-SK': 'https://www.stride-beh.sk/blog/beh-do-kopca',
      'cs-CZ': 'https://www.stride-beh.cz/blog/beh-do-kopce',
    });
  });

  it('addresses pages through their own route', () => {
    expect(alternatePaths('page', [{ locale: 'sk', urlTitle: 'doprava-a-platba', filters: '' }])).toEqual({
      sk: '/stranka/doprava-a-platba',
    });
    expect(samePageEverywhere('/')).toEqual({ sk: '/', cz: '/', hu: '/' });
  });
});

describe('seoMetadata', () => {
  it('gives an absolute canonical, Open Graph and a large Twitter card with the absolute photo', () => {
    const metadata = seoMetadata({
      locale: 'cz',
      path: '/produkt/bezecka-bota',
      title: 'Běžecká bota',
      description: 'Lehká bota na silnici.',
      image: '/api/images/detail/products/x.jpg?v=1',
      alternates: { cz: '/produkt/bezecka-bota' },
    });
    expect(metadata.alternates).toEqual({
      canonical: 'https://www.stride-beh.cz/produkt/bezecka-bota',
      languages: { 'cs-CZ': 'https://www.stride-beh.cz/produkt/bezecka-bota' },
    });
    expect(metadata.openGraph).toEqual({
      type: 'website',
      url: 'https://www.stride-beh.cz/produkt/bezecka-bota',
      title: 'Běžecká bota',
      description: 'Lehká bota na silnici.',
      siteName: 'Stride.cz',
      locale: 'cs_CZ',
      images: [{ url: 'https://www.stride-beh.cz/api/images/detail/products/x.jpg?v=1' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://www.stride-beh.cz/api/images/detail/products/x.jpg?v=1'],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('tells search engines noindex, follow for a page that is not indexable', () => {
    expect(seoMetadata({ locale: 'sk', path: '/x', title: 'x', indexable: false }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe('descriptionOf', () => {
  it('reads catalog HTML as text and cuts it at a word', () => {
    // As the api's sanitizer writes it: a no-break space as the character, inline markup inside a word.
    expect(descriptionOf('<p>Ľahká\u00a0topánka &amp; <b>rýchla</b></p><p>mäkk<em>á</em></p>')).toBe(
      'Ľahká topánka & rýchla mäkká',
    );
    expect(descriptionOf('jeden dva tri štyri', 12)).toBe('jeden dva…');
  });
});
