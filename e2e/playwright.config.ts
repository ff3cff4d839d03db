import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev-support/chromium';

// Journeys run against the built storefront that `npm test` starts (scripts/test.mjs), in the
// machine's Chromium: no browser is downloaded.
const port = process.env.E2E_WEB_PORT ?? '3100';

/**
 * Journeys that change or watch the whole shop: one switches the Slovak shop's prices to net, one
 * changes a price behind the shop's back, one reads which pages the cache holds, one compares the
 * feeds' stock with the shop's while nobody buys. They run one at a time after all others, which run
 * side by side (each makes its own shopper, cart and order).
 */
const WHOLE_SHOP = [
  'company-prices.spec.ts',
  'catalog-freshness.spec.ts',
  'cached-pages.spec.ts',
  'product-feeds.spec.ts',
];
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two: the machine's cores; while one journey's browser waits for a page, another's renders.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://hu.localhost:${port}`,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testIgnore: WHOLE_SHOP, use: browser },
    { name: 'whole-shop', testMatch: WHOLE_SHOP, dependencies: ['journeys'], workers: 1, use: browser },
  ],
});
