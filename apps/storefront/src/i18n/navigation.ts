import { type Locale, PATHNAMES, type Route } from '@stride/i18n';

type Query = Record<string, string>;

/** The params of a route pattern: `[name]` is required, `[[...name]]` an optional list of segments. */
type RouteParams<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? RouteParams<Head> & RouteParams<Tail>
  : Pattern extends `[[...${infer Name}]]`
    ? { [Key in Name]?: readonly string[] | undefined }
    : Pattern extends `[${infer Name}]`
      ? { [Key in Name]: string }
      : unknown;

type HrefTo<R extends Route> = R extends `${string}[${string}`
  ? { pathname: R; params: RouteParams<R>; query?: Query }
  : R | { pathname: R; query?: Query };

/** An href of the route table: an internal route (`/blog`), or one with its params (and a query). */
export type Href = { [R in Route]: HrefTo<R> }[Route];

/**
 * The localized path of an internal route (`/product/[urlTitle]` → `/produkt/…`): what next-intl's
 * `getPathname` returns for our routing (one locale per domain, no locale prefix, no trailing
 * slash), without importing next-intl's navigation. That module brings next-intl's client Link, so
 * any server module importing it put next-intl's client runtime and message formatter into every
 * page's first JavaScript. navigation.test.ts holds the two to the same paths.
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const { pathname, params, query }: { pathname: Route; params?: object; query?: Query } =
    typeof href === 'string' ? { pathname: href } : href;
  let path: string = PATHNAMES[pathname][locale];
  for (const [name, value] of Object.entries(params ?? {}) as [string, string | readonly string[] | undefined][]) {
    if (Array.isArray(value)) path = path.replace(`[[...${name}]]`, value.join('/'));
    else if (typeof value === 'string') path = path.replace(`[${name}]`, value);
  }
  // An optional catch-all left empty goes, with its slash; `new URL` percent-encodes what a path
  // may not hold as it is (non-ASCII, spaces) and leaves encoded parts encoded.
  path = new URL(path.replace(/\/\[\[\.\.\.\w+\]\]$/, ''), 'http://localhost').pathname;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search === '' ? path : `${path}?${search}`;
}
