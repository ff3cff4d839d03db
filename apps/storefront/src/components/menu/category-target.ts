import type { Category } from '@stride/contract';
import type { Href } from '@/i18n/navigation';
import { categoryHref, DEFAULT_SORT } from '@/lib/listing/listing-url';

/** Where a category leads: its listing (a localized path), or out to its external URL (spec §2). */
export type CategoryTarget = { href: string; external?: true };

/**
 * The target of a category, with `path` localizing its listing's route. Apart from CategoryAnchor, so
 * the client menus, which get targets from the server, do not bring the listing's URL rules along.
 */
export function categoryTarget(
  category: Pick<Category, 'urlName' | 'externalUrl'>,
  path: (href: Href) => string,
): CategoryTarget {
  if (category.externalUrl) return { href: category.externalUrl, external: true };
  return { href: path(categoryHref(category.urlName, [], DEFAULT_SORT)) };
}
