import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseCacheSettings } from './cache/settings.js';
import { parseStorefrontEnv } from './src/env';

// A wrong setting stops `next build` / `next start` here, with a message naming it. `/api/*` is
// proxied to API_URL by src/proxy.ts at run time (a `rewrites()` entry here would be frozen into the
// build, and `npm test` runs the same build against an api on another port).
parseStorefrontEnv(process.env);
parseCacheSettings(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server/secure-response.ts compresses, after it has read the page to write its CSP, and gives the
  // ETag from the hash it takes anyway: Next's own is an FNV-1a over the page in JavaScript, character
  // by character, which was most of the time a cached page cost.
  compress: false,
  generateEtags: false,
  // What a shared cache (a CDN) may serve stale while it revalidates: minutes, not Next's year.
  expireTime: 300,
  // The workspace packages export TypeScript source.
  transpilePackages: ['@stride/contract', '@stride/i18n', '@stride/rules'],
  // app/global-not-found.tsx answers every unmatched path with real HTML and status 404 (see there).
  experimental: { globalNotFound: true },
  // Cached pages and api reads live in cache/handler.js: bounded, in memory or shared through Redis,
  // expired when the api's catalog version moves. Next keeps no second copy in memory. The path is
  // the storefront folder's, where next runs (as next-intl's above).
  cacheHandler: resolve('cache/handler.js'),
  cacheMaxMemorySize: 0,
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
