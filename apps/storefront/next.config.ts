import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseStorefrontEnv } from './src/env';

// A wrong setting stops `next build` / `next start` here, with a message naming it. `/api/*` is
// proxied to API_URL by src/proxy.ts at run time (a `rewrites()` entry here would be frozen into the
// build, and `npm test` runs the same build against an api on another port).
parseStorefrontEnv(process.env);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace packages export TypeScript source.
  transpilePackages: ['@stride/contract', '@stride/i18n', '@stride/rules'],
  // app/global-not-found.tsx answers every unmatched path with real HTML and status 404 (see there).
  experimental: { globalNotFound: true },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
