/** The three storefronts as a visitor reaches them, with what each must show. */
export const port = process.env.E2E_WEB_PORT ?? '3100';

export const STOREFRONTS = [
  { locale: 'sk', origin: `http://sk.localhost:${port}`, lang: 'sk', currencySymbol: '€' },
  { locale: 'cz', origin: `http://cz.localhost:${port}`, lang: 'cs', currencySymbol: 'Kč' },
  { locale: 'hu', origin: `http://hu.localhost:${port}`, lang: 'hu', currencySymbol: 'Ft' },
] as const;
