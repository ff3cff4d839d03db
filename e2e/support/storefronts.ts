import cz from '../../packages/i18n/messages/cz.json' with { type: 'json' };
import hu from '../../packages/i18n/messages/hu.json' with { type: 'json' };
import sk from '../../packages/i18n/messages/sk.json' with { type: 'json' };

/** The three storefronts as a visitor reaches them, with the texts each must show. */
export const port = process.env.E2E_WEB_PORT ?? '3100';

export const STOREFRONTS = [
  { locale: 'sk', origin: `http://sk.localhost:${port}`, lang: 'sk', categorySegment: 'kategoria', messages: sk },
  { locale: 'cz', origin: `http://cz.localhost:${port}`, lang: 'cs', categorySegment: 'kategorie', messages: cz },
  { locale: 'hu', origin: `http://hu.localhost:${port}`, lang: 'hu', categorySegment: 'kategoria', messages: hu },
] as const;

export type Storefront = (typeof STOREFRONTS)[number];
