/**
 * What Google's rich-result documentation asks of each structured-data type we publish, written out
 * by hand from developers.google.com/search/docs/appearance/structured-data (merchant listing,
 * breadcrumb, organization, local business, article), so tests check our JSON-LD against the
 * documentation and not against the code that builds it. A path is dotted; `[]` means "every item of
 * the list" (an object instead of a list counts as a list of one).
 */
export const RICH_RESULT_REQUIREMENTS: Record<string, readonly string[]> = {
  // Merchant listing: name, image, offers; each offer with price and priceCurrency; availability
  // is what the listing shows beside the price.
  Product: ['name', 'image', 'offers', 'offers[].price', 'offers[].priceCurrency', 'offers[].availability'],
  // Breadcrumb: a ListItem per level with its position, name and the URL of the level's page.
  BreadcrumbList: ['itemListElement', 'itemListElement[].position', 'itemListElement[].name', 'itemListElement[].item'],
  // Organization (logo): the name, the site's url and a logo image URL.
  Organization: ['name', 'url', 'logo'],
  // Local business: name and the postal address; the hours the knowledge panel shows.
  LocalBusiness: [
    'name',
    'address',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
    'openingHoursSpecification',
    'openingHoursSpecification[].dayOfWeek',
    'openingHoursSpecification[].opens',
    'openingHoursSpecification[].closes',
  ],
  // Article (BlogPosting): headline, image, datePublished and the author's name.
  BlogPosting: ['headline', 'image', 'datePublished', 'author', 'author.name'],
};

/** Properties whose every value must be an absolute http(s) URL (our JSON-LD links nothing relative). */
export const ABSOLUTE_URL_PROPERTIES = ['url', 'item', 'image', 'logo', '@id'] as const;

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0 && value.every(present);
  return true;
}

function valuesAt(node: unknown, path: string[]): unknown[] {
  const [head, ...rest] = path;
  if (head === undefined) return [node];
  if (node === null || typeof node !== 'object') return [undefined];
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const value = (node as Record<string, unknown>)[key];
  if (!list) return valuesAt(value, rest);
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => valuesAt(item, rest));
}

/** Every string under an absolute-URL property, anywhere in the document. */
function urlValues(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) urlValues(item, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((ABSOLUTE_URL_PROPERTIES as readonly string[]).includes(key)) {
        for (const item of [value].flat()) if (typeof item === 'string') found.push(item);
      }
      urlValues(value, found);
    }
  }
  return found;
}

/**
 * What a JSON-LD document lacks for its type's rich result: each missing required property by path,
 * each relative or non-http URL as `relative url: …`, or `unknown type` for a type not listed here.
 */
export function richResultProblems(document: Record<string, unknown>): string[] {
  const type = document['@type'];
  const required = typeof type === 'string' ? RICH_RESULT_REQUIREMENTS[type] : undefined;
  if (!required) return [`unknown type ${String(type)}`];
  const problems = required.filter((path) => !valuesAt(document, path.split('.')).every(present));
  for (const url of urlValues(document)) if (!/^https?:\/\/[^/]/.test(url)) problems.push(`relative url: ${url}`);
  if (document['@context'] !== 'https://schema.org') problems.push('@context');
  return problems;
}
