import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { localizedPath, PATHNAMES, ROUTES, type Route } from './routes';

/** Written out by hand from the spec's route and segment tables, independent of the code. */
const EXPECTED: Record<Route, Record<Locale, string>> = {
  '/': { sk: '/', cz: '/', hu: '/' },
  '/product/[urlTitle]': { sk: '/produkt/x', cz: '/produkt/x', hu: '/termek/x' },
  '/category/[category]/[[...parameters]]': { sk: '/kategoria/x', cz: '/kategorie/x', hu: '/kategoria/x' },
  '/search/[term]/[[...parameters]]': { sk: '/vyhladavanie/x', cz: '/vyhledavani/x', hu: '/kereses/x' },
  '/page/[urlTitle]': { sk: '/stranka/x', cz: '/stranka/x', hu: '/oldal/x' },
  '/blog': { sk: '/blog', cz: '/blog', hu: '/blog' },
  '/blog/[urlTitle]': { sk: '/blog/x', cz: '/blog/x', hu: '/blog/x' },
  '/blog/page/[page]': { sk: '/blog/stranka/x', cz: '/blog/stranka/x', hu: '/blog/oldal/x' },
  '/blog/category/[category]': { sk: '/blog/kategoria/x', cz: '/blog/kategorie/x', hu: '/blog/kategoria/x' },
  '/blog/category/[category]/page/[page]': {
    sk: '/blog/kategoria/x/stranka/x',
    cz: '/blog/kategorie/x/stranka/x',
    hu: '/blog/kategoria/x/oldal/x',
  },
  '/app': { sk: '/app', cz: '/app', hu: '/app' },
  '/app/food': { sk: '/app/food', cz: '/app/food', hu: '/app/food' },
  '/wishlist': { sk: '/wishlist', cz: '/wishlist', hu: '/kivansaglista' },
  '/gift-voucher': { sk: '/darcekovy-poukaz', cz: '/darkovy-poukaz', hu: '/ajandekutalvany' },
  '/cart': { sk: '/kosik', cz: '/kosik', hu: '/kosar' },
  '/shipping-and-payment': { sk: '/doprava-a-platba', cz: '/doprava-a-platba', hu: '/szallitas-es-fizetes' },
  '/summary': { sk: '/zhrnutie', cz: '/shrnuti', hu: '/osszegzes' },
  '/order/thank-you/[token]': {
    sk: '/objednavka/dakujeme/x',
    cz: '/objednavka/dekujeme/x',
    hu: '/rendeles/koszonjuk/x',
  },
  '/withdrawal': { sk: '/odstupenie-od-zmluvy', cz: '/odstoupeni-od-smlouvy', hu: '/elallas' },
  '/login': { sk: '/prihlasenie', cz: '/prihlaseni', hu: '/bejelentkezes' },
  '/registration': { sk: '/registracia', cz: '/registrace', hu: '/regisztracio' },
  '/logout': { sk: '/odhlasenie', cz: '/odhlaseni', hu: '/kijelentkezes' },
  '/account/profile': { sk: '/ucet/profil', cz: '/ucet/profil', hu: '/fiok/profil' },
  '/account/settings': { sk: '/ucet/nastavenia', cz: '/ucet/nastaveni', hu: '/fiok/beallitasok' },
  '/account/orders': { sk: '/ucet/objednavky', cz: '/ucet/objednavky', hu: '/fiok/rendelesek' },
  '/account/orders/[id]': { sk: '/ucet/objednavky/x', cz: '/ucet/objednavky/x', hu: '/fiok/rendelesek/x' },
  '/account/credits': { sk: '/ucet/kredity', cz: '/ucet/kredity', hu: '/fiok/kreditek' },
  '/forgotten-password': { sk: '/zabudnute-heslo', cz: '/zapomenute-heslo', hu: '/elfelejtett-jelszo' },
  '/new-password': { sk: '/nove-heslo', cz: '/nove-heslo', hu: '/uj-jelszo' },
  '/verify-email': { sk: '/overenie-emailu', cz: '/overeni-emailu', hu: '/email-megerositese' },
  '/auth/callback': { sk: '/auth/callback', cz: '/auth/callback', hu: '/auth/callback' },
};

/** Every parameter of every route set to "x". */
const X_PARAMS = { urlTitle: 'x', category: 'x', term: 'x', token: 'x', id: 'x', page: 'x' };

describe('localizedPath', () => {
  it('localizes every route in every locale', () => {
    expect([...ROUTES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        expect(localizedPath(locale, route, X_PARAMS), `${locale} ${route}`).toBe(EXPECTED[route][locale]);
      }
    }
  });

  it('fills in parameters', () => {
    expect(localizedPath('sk', '/product/[urlTitle]', { urlTitle: 'asics-gel-nimbus-26' })).toBe(
      '/produkt/asics-gel-nimbus-26',
    );
    expect(localizedPath('hu', '/page/[urlTitle]', { urlTitle: 'kapcsolat' })).toBe('/oldal/kapcsolat');
  });

  it('encodes special characters of a parameter', () => {
    expect(localizedPath('sk', '/search/[term]/[[...parameters]]', { term: 'bežecké topánky' })).toBe(
      '/vyhladavanie/be%C5%BEeck%C3%A9%20top%C3%A1nky',
    );
    // A slash, question mark, hash or percent inside a term must not change the path's structure.
    expect(localizedPath('cz', '/search/[term]/[[...parameters]]', { term: 'a/b?c#d%e' })).toBe(
      '/vyhledavani/a%2Fb%3Fc%23d%25e',
    );
    expect(localizedPath('hu', '/search/[term]/[[...parameters]]', { term: 'cipő' })).toBe('/kereses/cip%C5%91');
  });

  it('leaves an optional catch-all out when it is absent or empty', () => {
    const route = '/category/[category]/[[...parameters]]';
    expect(localizedPath('sk', route, { category: 'bezecka-obuv' })).toBe('/kategoria/bezecka-obuv');
    expect(localizedPath('sk', route, { category: 'bezecka-obuv', parameters: [] })).toBe('/kategoria/bezecka-obuv');
    expect(localizedPath('sk', route, { category: 'bezecka-obuv', parameters: undefined })).toBe(
      '/kategoria/bezecka-obuv',
    );
  });

  it('appends catch-all values as segments, commas kept readable', () => {
    expect(
      localizedPath('sk', '/category/[category]/[[...parameters]]', {
        category: 'bezecka-obuv',
        parameters: ['vyrobca', 'nike,asics', 'velkost', '42'],
      }),
    ).toBe('/kategoria/bezecka-obuv/vyrobca/nike,asics/velkost/42');
    expect(
      localizedPath('hu', '/search/[term]/[[...parameters]]', { term: 'nike', parameters: ['méret', '42/43'] }),
    ).toBe('/kereses/nike/m%C3%A9ret/42%2F43');
    expect(localizedPath('cz', '/category/[category]/[[...parameters]]', { category: 'x', parameters: 'stav' })).toBe(
      '/kategorie/x/stav',
    );
  });

  it('refuses a missing or empty required parameter', () => {
    expect(() => localizedPath('sk', '/product/[urlTitle]')).toThrow(/urlTitle/);
    expect(() => localizedPath('sk', '/product/[urlTitle]', { urlTitle: '' })).toThrow(/urlTitle/);
    expect(() => localizedPath('sk', '/product/[urlTitle]', { urlTitle: ['a', 'b'] })).toThrow(/urlTitle/);
  });

  it('decodes back to the values given', () => {
    const values = ['bežecké topánky', 'a/b', '100%', 'Ő ű', 'x,y'];
    for (const term of values) {
      const path = localizedPath('hu', '/search/[term]/[[...parameters]]', { term, parameters: values });
      expect(path.split('/').slice(2).map(decodeURIComponent)).toEqual([term, ...values]);
    }
  });
});

describe('PATHNAMES', () => {
  it('covers every route in every locale', () => {
    expect(Object.keys(PATHNAMES).sort()).toEqual([...ROUTES].sort());
    for (const route of ROUTES) expect(Object.keys(PATHNAMES[route]).sort()).toEqual([...LOCALES].sort());
  });

  it('agrees with localizedPath once parameters are filled in', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        const filled = PATHNAMES[route][locale]
          .replace(/\/\[\[\.\.\.\w+\]\]$/, '')
          .replace(/\[(\w+)\]/g, (_, name: string) => X_PARAMS[name as keyof typeof X_PARAMS]);
        expect(filled, `${locale} ${route}`).toBe(localizedPath(locale, route, X_PARAMS));
      }
    }
  });

  it('keeps parameter placeholders as Next.js and next-intl expect them', () => {
    expect(PATHNAMES['/category/[category]/[[...parameters]]'].cz).toBe('/kategorie/[category]/[[...parameters]]');
    expect(PATHNAMES['/product/[urlTitle]'].hu).toBe('/termek/[urlTitle]');
    expect(PATHNAMES['/'].sk).toBe('/');
  });

  it('maps no two routes to the same localized pattern within a locale', () => {
    for (const locale of LOCALES) {
      const patterns = ROUTES.map((route) => PATHNAMES[route][locale]);
      expect(new Set(patterns).size, locale).toBe(patterns.length);
    }
  });
});
