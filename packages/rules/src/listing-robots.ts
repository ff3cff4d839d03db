import type { ValueFilter } from './filter-catalogue';
import type { FilterSelection } from './filter-path';

/**
 * Which listings search engines may index (decision 24). A filter path multiplies a category into
 * millions of URLs; only the few that name a real landing page a shopper searches for ("Nike running
 * shoes", "trail running shoes", "women's running shoes") are worth an index entry, the rest are
 * near-duplicates that would spend the crawl budget. So a category listing is indexable when:
 *
 * - it is sorted the default way (a sorted copy lists the same products), and
 * - it has no price range (numbers in the path make endless variants), and
 * - it selects at most one filter with exactly one value, and that filter is the brand or a product
 *   parameter (surface, support, drop, gender): they describe the product. Size, availability, a
 *   store, condition, status, tags, town and district describe the stock of the moment, and two
 *   values (`nike,asics`) or two filters are combinations nobody searches for as a page.
 *
 * Pages 2+ of an indexable listing stay indexable (each is its own canonical, so its products are
 * found). Everything else gets `noindex, follow`: crawlers still follow its product links.
 */
export const INDEXABLE_RESERVED_FILTERS: readonly ValueFilter[] = ['brand'];

export interface ListingForRobots {
  selection: FilterSelection;
  /** A sort other than the default (recommended) is chosen. */
  sorted: boolean;
}

export function isIndexableListing({ selection, sorted }: ListingForRobots): boolean {
  if (sorted) return false;
  if (selection.price !== null && (selection.price.min !== null || selection.price.max !== null)) return false;
  const chosen: { indexable: boolean; values: number }[] = [
    ...Object.entries(selection.reserved).map(([filter, values]) => ({
      indexable: INDEXABLE_RESERVED_FILTERS.includes(filter as ValueFilter),
      values: values?.length ?? 0,
    })),
    ...selection.parameters.map(({ values }) => ({ indexable: true, values: values.length })),
  ].filter(({ values }) => values > 0);
  if (chosen.length === 0) return true;
  if (chosen.length > 1) return false;
  const [only] = chosen;
  return only?.indexable === true && only.values === 1;
}
