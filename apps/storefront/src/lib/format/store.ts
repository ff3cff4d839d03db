/** The parameter of an operation unit that holds its map link (packages/db: hash `map_link`). */
export const MAP_LINK_HASH = 'map_link';

/** The store's map URL, only when it is an http(s) URL; null otherwise. */
export function storeMapLink(store: { parameters: readonly { hash: string; value: string }[] }): string | null {
  const value = store.parameters.find((parameter) => parameter.hash === MAP_LINK_HASH)?.value.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
