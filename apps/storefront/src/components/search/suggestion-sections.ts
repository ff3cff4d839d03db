import type {
  AutosuggestResponse,
  Brand,
  SuggestedBlogSchema,
  SuggestedCategorySchema,
  SuggestedProductSchema,
} from '@stride/contract';
import { EMPTY_SEARCH_PRODUCTS, SUGGEST_MAX_BLOGS, SUGGEST_MAX_CATEGORIES } from '@stride/rules/browser';
import type { z } from 'zod';

export type SuggestedCategory = z.infer<typeof SuggestedCategorySchema>;
export type SuggestedBlog = z.infer<typeof SuggestedBlogSchema>;
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

/** One link of the panel; `key` is unique within the panel and becomes the option's DOM id. */
export type SuggestionOption =
  | { kind: 'category'; key: string; category: SuggestedCategory }
  | { kind: 'blog'; key: string; blog: SuggestedBlog }
  | { kind: 'product'; key: string; product: SuggestedProduct }
  | { kind: 'brand'; key: string; brand: Brand }
  | { kind: 'show-all'; key: string; term: string }
  | { kind: 'phone'; key: string; phone: string }
  | { kind: 'email'; key: string; email: string }
  | { kind: 'page'; key: string; page: ContactPage };

export type SectionKind =
  | 'categories'
  | 'blogs'
  | 'products'
  | 'brands'
  | 'show-all'
  | 'contacts'
  | 'info-pages'
  | 'suggested-products';

export type SuggestionSection = { kind: SectionKind; options: SuggestionOption[] };

/** An info page of the header, its path localized on the server. */
export type ContactPage = { id: number; title: string; href: string };

/** What the empty-term panel shows besides the suggested products: the shop's own contacts. */
export type ShopContacts = { phone: string; adminEmail: string; pages: ContactPage[] };

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Spec §2: matched categories first, then the shop's others, each once, at most 6. */
export function suggestedCategories(response: Pick<AutosuggestResponse, 'categories' | 'matchedCategories'>) {
  return uniqueBy([...response.matchedCategories, ...response.categories], (category) => category.id).slice(
    0,
    SUGGEST_MAX_CATEGORIES,
  );
}

/** Spec §2: the matched brands when the term names one, otherwise every brand; unique by urlName. */
export function suggestedBrands(response: Pick<AutosuggestResponse, 'brands' | 'matchedBrands'>) {
  const brands = response.matchedBrands.length > 0 ? response.matchedBrands : response.brands;
  return uniqueBy(brands, (brand) => brand.urlName);
}

function section(kind: SectionKind, options: SuggestionOption[]): SuggestionSection[] {
  return options.length > 0 ? [{ kind, options }] : [];
}

/**
 * The panel for a term, in reading (and arrow-key) order: categories, blog articles, products,
 * brands, then "show all products". Empty groups are left out; "show all" always stays, it is the
 * way to the full results even when nothing is suggested.
 */
export function resultSections(response: AutosuggestResponse, term: string): SuggestionSection[] {
  return [
    ...section(
      'categories',
      suggestedCategories(response).map((category) => ({ kind: 'category', key: `c${category.id}`, category })),
    ),
    ...section(
      'blogs',
      response.blogs.slice(0, SUGGEST_MAX_BLOGS).map((blog) => ({ kind: 'blog', key: `b${blog.id}`, blog })),
    ),
    ...section(
      'products',
      uniqueBy(response.products, (product) => product.id).map((product) => ({
        kind: 'product',
        key: `p${product.id}`,
        product,
      })),
    ),
    ...section(
      'brands',
      suggestedBrands(response).map((brand) => ({ kind: 'brand', key: `r${brand.urlName}`, brand })),
    ),
    { kind: 'show-all', options: [{ kind: 'show-all', key: 'all', term }] },
  ];
}

/** The panel of an empty field: contacts, info pages, then the suggested products (spec §2). */
export function emptyTermSections(contacts: ShopContacts, products: readonly SuggestedProduct[]): SuggestionSection[] {
  const contactOptions: SuggestionOption[] = [];
  if (contacts.phone.trim() !== '') contactOptions.push({ kind: 'phone', key: 'tel', phone: contacts.phone });
  if (contacts.adminEmail.trim() !== '')
    contactOptions.push({ kind: 'email', key: 'mail', email: contacts.adminEmail });
  return [
    ...section('contacts', contactOptions),
    ...section(
      'info-pages',
      uniqueBy(contacts.pages, (page) => page.id).map((page) => ({ kind: 'page', key: `i${page.id}`, page })),
    ),
    ...section(
      'suggested-products',
      uniqueBy(products, (product) => product.id)
        .slice(0, EMPTY_SEARCH_PRODUCTS)
        .map((product) => ({
          kind: 'product',
          key: `p${product.id}`,
          product,
        })),
    ),
  ];
}

/** Every option of the panel in arrow-key order. */
export function flattenOptions(sections: readonly SuggestionSection[]): SuggestionOption[] {
  return sections.flatMap((entry) => entry.options);
}

/**
 * The next active option for an arrow key: down from none (or the last) goes to the first, up from
 * none (or the first) to the last — the list wraps, as the APG combobox example does. -1 = none.
 */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
