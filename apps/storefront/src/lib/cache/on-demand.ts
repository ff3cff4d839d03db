/**
 * Catalog pages are rendered on a path's first request and then served from Next's cache (ISR),
 * never at build time: the build has no api to read from, and the catalog's paths are countless
 * (every filter path). Next caches a dynamic route's pages only when the route declares
 * `generateStaticParams`, so each catalog route re-exports this one, with `revalidate` (a literal
 * each page must spell itself, since Next reads it from the source) bounding an entry's age.
 */
export function generateStaticParams(): never[] {
  return [];
}
