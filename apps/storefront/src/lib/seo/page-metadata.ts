import type { Alternate, AlternateKind } from '@stride/contract';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale, localizedPath, type Route, SITE_NAME } from '@stride/i18n';
import { textOfSanitizedHtml } from '@stride/rules/browser';
import type { Metadata } from 'next';
import { publicOrigin } from '@/i18n/host-locale';

/** Each shop's path of the same page (a shop that lacks it has none). */
export type AlternatePaths = Partial<Record<Locale, string>>;

/** What has one page per urlTitle; a category's listing has filters and is built as listings are. */
type PageKind = Exclude<AlternateKind, 'category'>;

/**
 * The route of each kind of thing the api gives alternates for, and the parameter its urlTitle fills.
 * A category's alternates are listing paths (lib/listing/listing-page.ts, `categoryAlternatePaths`).
 */
const ROUTE_OF: Record<PageKind, { route: Route; param: string }> = {
  product: { route: '/product/[urlTitle]', param: 'urlTitle' },
  article: { route: '/blog/[urlTitle]', param: 'urlTitle' },
  page: { route: '/page/[urlTitle]', param: 'urlTitle' },
};

/** The api's alternates as each shop's localized path, built from the route table like every link. */
export function alternatePaths(kind: PageKind, alternates: readonly Alternate[]): AlternatePaths {
  const { route, param } = ROUTE_OF[kind];
  return Object.fromEntries(
    alternates.map(({ locale, urlTitle }) => [locale, localizedPath(locale, route, { [param]: urlTitle })]),
  );
}

/** A route without parameters (home, blog) is in every shop, at each shop's localized path. */
export function samePageEverywhere(route: Route): AlternatePaths {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, route)]));
}

/**
 * hreflang links: each shop's absolute URL of the page under its language-region tag (sk-SK, cs-CZ,
 * hu-HU), and `x-default` on the Hungarian one (the default shop, spec §1) when Hungary has the page.
 */
export function hreflangLinks(paths: AlternatePaths): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path !== undefined) links[INTL_LOCALE[locale]] = `${publicOrigin(locale)}${path}`;
  }
  const fallback = paths[DEFAULT_LOCALE];
  if (fallback !== undefined) links['x-default'] = `${publicOrigin(DEFAULT_LOCALE)}${fallback}`;
  return links;
}

/** What search engines get told not to index, while still following the page's links. */
export const NOINDEX_FOLLOW = { index: false, follow: true } as const;

export type SeoPage = {
  locale: Locale;
  /** The page's own localized path: its canonical URL on the shop's configured origin. */
  path: string;
  title: string;
  description?: string;
  /** An image path on our origin (a product photo's JPEG) or an absolute URL. */
  image?: string | null;
  /** `article` for a blog article, `website` for everything else. */
  type?: 'website' | 'article';
  /** The same page in the other shops (hreflang); none for a page that has no counterparts. */
  alternates?: AlternatePaths;
  /** False: `noindex, follow` (decision 24). */
  indexable?: boolean;
};

/**
 * The head of a catalog page for search engines and link previews: the absolute canonical, the
 * hreflang links, Open Graph and Twitter card tags, and robots when it must stay out of the index.
 * All from the shop's configured origin and the catalog, so the cached page is the same for everyone.
 */
export function seoMetadata(page: SeoPage): Metadata {
  const origin = publicOrigin(page.locale);
  const url = `${origin}${page.path}`;
  const image = page.image ? (/^https?:\/\//.test(page.image) ? page.image : `${origin}${page.image}`) : null;
  const description = page.description?.trim() || undefined;
  return {
    ...(description ? { description } : {}),
    alternates: {
      canonical: url,
      ...(page.alternates ? { languages: hreflangLinks(page.alternates) } : {}),
    },
    openGraph: {
      type: page.type ?? 'website',
      url,
      title: page.title,
      ...(description ? { description } : {}),
      siteName: SITE_NAME[page.locale],
      locale: INTL_LOCALE[page.locale].replace('-', '_'),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      ...(description ? { description } : {}),
      ...(image ? { images: [image] } : {}),
    },
    ...(page.indexable === false ? { robots: NOINDEX_FOLLOW } : {}),
  };
}

/** Plain text of catalog HTML, cut at a word near `limit` characters: a meta description. */
export function descriptionOf(html: string, limit = 160): string {
  const text = textOfSanitizedHtml(html);
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
