import { LOCALES, type Locale } from '@stride/i18n';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { storefrontEnv } from './env';
import { localeOfRequest } from './i18n/host-locale';
import { routing } from './i18n/routing';

// next-intl matches `domains` against the Host header verbatim, port included, so sk.localhost:3000
// would miss sk.localhost. The shared rule `localeForHost` ignores the port and sends every unknown
// host to the default instance (hu); one next-intl middleware per locale then maps the localized
// path to the internal route (`/kosik` → `/sk/cart`) exactly as the routing config says.
const middlewareByLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, createMiddleware({ ...routing, domains: undefined, defaultLocale: locale })]),
) as Record<Locale, ReturnType<typeof createMiddleware>>;

/**
 * The browser calls the api same-origin (`/api/*`, first-party cookies). The rewrite lives here and
 * not in next.config's `rewrites`, which are frozen into the build: here API_URL is read when the
 * server starts, so one build serves any api address. Next adds x-forwarded-host when it proxies,
 * which is how the api knows the web instance.
 */
function rewriteToApi(request: NextRequest) {
  const target = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, storefrontEnv().API_URL);
  return NextResponse.rewrite(target);
}

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return rewriteToApi(request);
  return middlewareByLocale[localeOfRequest(request.headers)](request);
}

export const config = {
  // Pages and the api; not Next's own assets nor static files.
  matcher: [
    '/api/:path*',
    '/((?!api/|_next/|_vercel/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|map|txt|xml|woff2?)$).*)',
  ],
};
