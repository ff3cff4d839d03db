import { seoApiPath, WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import { LOCALES, type Locale, PATHNAMES } from '@stride/i18n';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { storefrontEnv } from './env';
import { localeOfRequest } from './i18n/host-locale';
import { routing } from './i18n/routing';
import { webInstanceTokenOf } from './lib/api/webinstance-token';
import { BoundedMap } from './lib/cache/bounded-map';
import { segmentText } from './lib/listing/listing-url';
import { encodeView, viewOfQuery } from './lib/listing/listing-view';
import { encodeNutritionView, NUTRITION_ROUTE, nutritionViewOfQuery } from './lib/nutrition/plan-view';
import { quizFormRedirect } from './lib/shoe-finder/quiz-paths';

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
 * server starts, so one build serves any api address. The shop is named to the api by its token,
 * chosen from the host here, so the api need not trust any forwarded header.
 */
function rewriteToApi(request: NextRequest, locale: Locale, apiPath: string = request.nextUrl.pathname) {
  const target = new URL(`${apiPath}${request.nextUrl.search}`, storefrontEnv().API_URL);
  const headers = new Headers(request.headers);
  headers.set(WEBINSTANCE_TOKEN_HEADER, webInstanceTokenOf(locale));
  return NextResponse.rewrite(target, { request: { headers } });
}

/** Internal listing routes: `/{locale}/category/{category}/…` and `/{locale}/search/{term}/…`. */
const LISTING_ROUTE = /^(\/[a-z]{2}\/(?:category|search)\/[^/]+)(\/.*)?$/;

/** The texts a segment of next-intl's rewrite may stand for: as it is, or decoded once more. */
function rewrittenTexts(segment: string): string[] {
  // A `%` next-intl left bare (it decoded `%25`) is a literal percent sign.
  return [segment, segmentText(segment.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'))];
}

/**
 * next-intl rewrites to a decoded path (`/vyhladavanie/50%25` → `/sk/search/50%`), which Next then
 * cannot parse: a `%` in a term or urlTitle was a bare 500. Every segment the rewrite passed through
 * unchanged (a term, a category, a filter value) is put back as the shopper's browser encoded it;
 * translated segments (`vyhladavanie` → `search`) stay as next-intl wrote them.
 */
function keepRequestEncoding(internalPath: string, requestPath: string): string {
  const internal = internalPath.split('/');
  const requested = requestPath.split('/');
  // `/sk` + the request's segments, one for one, or a route this does not understand: leave it.
  if (internal.length !== requested.length + 1) return internalPath;
  return internal
    .map((segment, index) => {
      const original = requested[index - 1];
      if (index < 2 || original === undefined) return segment;
      return rewrittenTexts(segment).includes(segmentText(original)) ? original : segment;
    })
    .join('/');
}

/**
 * A listing's query goes into its internal path as the `[view]` segment (lib/listing/listing-view.ts),
 * and the nutrition picker's as its `[plan]` segment (lib/nutrition/plan-view.ts),
 * so the page never reads `searchParams` and is cached per URL. Other routes ignore the query
 * entirely; it is dropped from their internal URL, so `?anything` cannot add cache entries either.
 */
function foldQueryIntoPath(response: NextResponse, request: NextRequest): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const target = new URL(rewrite);
  target.pathname = keepRequestEncoding(target.pathname, request.nextUrl.pathname);
  const listing = LISTING_ROUTE.exec(target.pathname);
  if (listing) {
    const view = encodeView(viewOfQuery(request.nextUrl.searchParams));
    target.pathname = `${listing[1]}/${view}${listing[2] ?? ''}`;
  }
  // The nutrition picker's form in its query, the same way (lib/nutrition/plan-view.ts).
  const nutrition = NUTRITION_ROUTE.exec(target.pathname);
  if (nutrition) {
    const view = encodeNutritionView(nutritionViewOfQuery(request.nextUrl.searchParams));
    target.pathname = `${nutrition[1]}/${view}${nutrition[2] ?? ''}`;
  }
  target.search = '';
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/** A page request's internal route: next-intl's rewrite or redirect, with the query folded in. */
export function routePage(request: NextRequest, locale: Locale): NextResponse {
  return foldQueryIntoPath(middlewareByLocale[locale](request), request);
}

/**
 * What routing a page URL decided, to decide the same again without next-intl: where it rewrote or
 * redirected to (relative to the request's origin) and the request headers it added. The request's
 * other headers are each request's own, so they are never kept.
 */
type RoutingDecision =
  | { kind: 'rewrite'; target: string; added: RequestHeadersAdded }
  | { kind: 'next'; added: RequestHeadersAdded }
  | { kind: 'redirect'; location: string; status: number };

/** The request headers routing set, or null when it left the request's headers alone. */
type RequestHeadersAdded = [string, string][] | null;

const KNOWN_HEADERS = new Set([
  'x-middleware-rewrite',
  'x-middleware-next',
  'location',
  'x-middleware-override-headers',
]);
const REQUEST_HEADER_PREFIX = 'x-middleware-request-';

/** The decision in `response`, or null when it holds anything else (a body, a cookie, a removed header). */
function decisionOf(response: NextResponse, request: NextRequest): RoutingDecision | null {
  if (response.body !== null) return null;
  for (const name of response.headers.keys()) {
    if (!KNOWN_HEADERS.has(name) && !name.startsWith(REQUEST_HEADER_PREFIX)) return null;
  }
  const origin = new URL(request.url).origin;
  const relative = (absolute: string) => {
    const url = new URL(absolute, request.url);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  };
  const location = response.headers.get('location');
  if (location !== null) {
    const path = relative(location);
    return path === null ? null : { kind: 'redirect', location: path, status: response.status };
  }
  const overridden = response.headers.get('x-middleware-override-headers');
  let added: RequestHeadersAdded = null;
  if (overridden !== null) {
    added = [];
    const names = overridden.split(',').filter(Boolean);
    // A request header the routing dropped cannot be told apart from one this visitor did not send.
    for (const name of request.headers.keys()) if (!names.includes(name)) return null;
    for (const name of names) {
      const value = response.headers.get(`${REQUEST_HEADER_PREFIX}${name}`);
      if (value === null) return null;
      if (request.headers.get(name) !== value) added.push([name, value]);
    }
  }
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite !== null) {
    const target = relative(rewrite);
    return target === null ? null : { kind: 'rewrite', target, added };
  }
  return response.headers.get('x-middleware-next') === null ? null : { kind: 'next', added };
}

function replay(decision: RoutingDecision, request: NextRequest): NextResponse {
  if (decision.kind === 'redirect')
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  let options: { request: { headers: Headers } } | undefined;
  if (decision.added) {
    const headers = new Headers(request.headers);
    for (const [name, value] of decision.added) headers.set(name, value);
    options = { request: { headers } };
  }
  return decision.kind === 'rewrite'
    ? NextResponse.rewrite(new URL(decision.target, request.url), options)
    : NextResponse.next(options);
}

/**
 * Routing decisions by shop and URL. With routing.ts's settings (the host picks the shop; no cookie,
 * no Accept-Language, no alternate links) next-intl's answer depends on nothing else, yet it matches
 * the path against every localized template on each call: ~0.1 ms of the ~1 ms a cached page costs.
 * Bounded, since the URLs are the clients' choice.
 */
const decisions = new BoundedMap<string, RoutingDecision | null>(5_000);

function routePageRemembered(request: NextRequest, locale: Locale): NextResponse {
  const key = `${locale} ${request.nextUrl.pathname}${request.nextUrl.search}`;
  const known = decisions.get(key);
  if (known) return replay(known, request);
  if (known === null) return routePage(request, locale);
  const response = routePage(request, locale);
  decisions.set(key, decisionOf(response, request));
  return response;
}

/** The api's own paths for the storefront's server (the catalog version), not for browsers. */
const INTERNAL_API = '/api/internal/';

export function proxy(request: NextRequest) {
  const locale = localeOfRequest(request.headers);
  if (request.nextUrl.pathname.startsWith(INTERNAL_API)) return new NextResponse(null, { status: 404 });
  if (request.nextUrl.pathname.startsWith('/api/')) return rewriteToApi(request, locale);
  // robots.txt and the sitemaps belong at the shop's own root; the api writes them for the shop's token.
  const seoPath = seoApiPath(request.nextUrl.pathname);
  if (seoPath) return rewriteToApi(request, locale, seoPath);
  // The shoe quiz's form sent without JavaScript: its answer goes into the path (the page never reads a query).
  const quizAnswered = quizFormRedirect(
    PATHNAMES['/app'][locale],
    request.nextUrl.pathname,
    request.nextUrl.searchParams,
  );
  if (quizAnswered) return NextResponse.redirect(new URL(quizAnswered, request.url), 303);
  return routePageRemembered(request, locale);
}

export const config = {
  // Pages, the api, robots.txt and the sitemaps; not Next's own assets nor static files.
  matcher: [
    '/api/:path*',
    // Kept out of the pattern below as files, but answered by the api (contract's sitemaps.ts).
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/:path*',
    '/((?!api/|_next/|_vercel/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|map|txt|xml|woff2?)$).*)',
  ],
};
