import type { PageLink } from '@stride/contract';

/** The roles of static pages the storefront links to by purpose (packages/db `pages.kind`). */
export type PageKind =
  | 'delivery'
  | 'returns-30-days'
  | 'free-returns'
  | 'why-buy-here'
  | 'order-by-14'
  | 'running-advice'
  | 'credits'
  | 'contact'
  | 'store'
  | 'terms';

/** The first page of the given role among the page lists, or undefined when the shop has none. */
export function findPage(lists: readonly (readonly PageLink[])[], kind: PageKind): PageLink | undefined {
  for (const list of lists) {
    const page = list.find((candidate) => candidate.kind === kind);
    if (page) return page;
  }
  return undefined;
}
