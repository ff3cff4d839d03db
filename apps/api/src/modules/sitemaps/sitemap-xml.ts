import { xmlText } from '../../lib/xml-text';

/** The sitemap protocol's limit of one file's size, uncompressed (sitemaps.org). */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_END = '</urlset>\n';

/** A sitemap entry: an absolute URL and, when the database knows it, when its page last changed. */
export type SitemapEntry = { loc: string; lastmod: string | null };

function entryBody({ loc, lastmod }: SitemapEntry): string {
  return `<loc>${xmlText(loc)}</loc>${lastmod === null ? '' : `<lastmod>${xmlText(lastmod)}</lastmod>`}`;
}

/** One `<url>` of a sitemap file. */
export function urlElement(entry: SitemapEntry): string {
  return `<url>${entryBody(entry)}</url>\n`;
}

/** A whole sitemap index (a handful of files per shop: written at once). */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  const items = files.map((file) => `<sitemap>${entryBody(file)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${items}</sitemapindex>\n`;
}

/**
 * The most bytes one `<url>` of a path prefix and a parameter of `parameterBytes` UTF-8 bytes can take:
 * each byte of the parameter becomes at most five (`'` written `&#39;`; others at most `%XX`).
 */
export function largestUrlElementBytes(urlPrefix: string, parameterBytes: number): number {
  const frame = urlElement({ loc: urlPrefix, lastmod: '0000-00-00T00:00:00Z' });
  return Buffer.byteLength(frame) + 5 * parameterBytes;
}
