import type { Category } from '@stride/contract';

/** Words that name running shoes in the shop's languages, as they appear in category urlNames. */
const SHOE_WORDS = ['obuv', 'boty', 'topank', 'cipo', 'shoe'];

/**
 * The running-shoes category the home page leads to: the top category whose urlName names shoes,
 * else the first top category that lives in the shop (not an external link).
 */
export function shoesCategory(categories: readonly Category[]): Category | undefined {
  const internal = categories.filter((category) => !category.externalUrl);
  return internal.find((category) => SHOE_WORDS.some((word) => category.urlName.includes(word))) ?? internal[0];
}

/** A category of the two-level tree by its urlName, with its parent when it is a child. */
export function findCategory(
  categories: readonly Category[],
  urlName: string,
): { category: Category; parent: Category | null } | undefined {
  for (const category of categories) {
    if (category.urlName === urlName) return { category, parent: null };
    const child = category.children.find((candidate) => candidate.urlName === urlName);
    if (child) return { category: child, parent: category };
  }
  return undefined;
}
