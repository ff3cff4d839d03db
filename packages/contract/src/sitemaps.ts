/**
 * Where search engines find robots.txt and the sitemaps: at the root of each storefront's host (the
 * protocol wants them there), answered by the api under its own paths. The storefront's proxy maps
 * one to the other (`seoApiPath`); the api writes the storefront's paths into the files it serves.
 */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The folder of the sitemap files the index lists (`/sitemaps/products-1.xml`). */
export const SITEMAP_FILES_PATH = '/sitemaps/';

/** The api's path for a storefront's robots.txt or sitemap path, or null for any other path. */
export function seoApiPath(storefrontPath: string): string | null {
  if (storefrontPath === ROBOTS_PATH || storefrontPath === SITEMAP_INDEX_PATH) return `/api/seo${storefrontPath}`;
  if (storefrontPath.startsWith(SITEMAP_FILES_PATH) && storefrontPath.length > SITEMAP_FILES_PATH.length) {
    return `/api/seo${storefrontPath}`;
  }
  return null;
}
