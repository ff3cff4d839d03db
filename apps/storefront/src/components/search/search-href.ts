/**
 * The search route of a term. next-intl puts params into the path as given, so the term is encoded
 * here: a slash, "?" or "#" in it must stay part of the term (spec §2: the encoded term).
 */
export function searchHref(term: string) {
  return {
    pathname: '/search/[term]/[[...parameters]]' as const,
    params: { term: encodeURIComponent(term), parameters: undefined },
  };
}
