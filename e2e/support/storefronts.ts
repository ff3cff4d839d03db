import cz from '../../packages/i18n/messages/cz.json' with { type: 'json' };
import hu from '../../packages/i18n/messages/hu.json' with { type: 'json' };
import sk from '../../packages/i18n/messages/sk.json' with { type: 'json' };

/** The three storefronts as a visitor reaches them, with the texts each must show. */
export const port = process.env.E2E_WEB_PORT ?? '3100';

export const STOREFRONTS = [
  // freeShipping: the spec §1 claim as the shop prints it (no-break spaces as Intl writes them).
  {
    locale: 'sk',
    origin: `http://sk.localhost:${port}`,
    lang: 'sk',
    searchSegment: 'vyhladavanie',
    categorySegment: 'kategoria',
    shoesCategory: 'bezecka-obuv',
    freeShipping: '70\u00a0€',
    currency: '€',
    messages: sk,
  },
  {
    locale: 'cz',
    origin: `http://cz.localhost:${port}`,
    lang: 'cs',
    searchSegment: 'vyhledavani',
    categorySegment: 'kategorie',
    shoesCategory: 'bezecke-boty',
    freeShipping: '2\u00a0000\u00a0Kč',
    currency: 'Kč',
    messages: cz,
  },
  {
    locale: 'hu',
    origin: `http://hu.localhost:${port}`,
    lang: 'hu',
    searchSegment: 'kereses',
    categorySegment: 'kategoria',
    shoesCategory: 'futocipok',
    freeShipping: '27\u00a0000\u00a0Ft',
    currency: 'Ft',
    messages: hu,
  },
] as const;

export type Storefront = (typeof STOREFRONTS)[number];

/**
 * A shop as Node reaches it (Playwright's `request`, no browser): Node does not resolve `*.localhost`
 * as Chromium does, so requests go to the storefront's address and name the shop in the Host header.
 */
export function viaNode(shop: Storefront, path: string, headers: Record<string, string> = {}) {
  return {
    url: `http://127.0.0.1:${port}${path}`,
    options: {
      headers: { host: `${shop.locale}.localhost:${port}`, ...headers },
      maxRedirects: 0,
      failOnStatusCode: false,
    },
  };
}
