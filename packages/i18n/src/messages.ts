/**
 * UI message catalogs (`packages/i18n/messages/{sk,cz,hu}.json`). Slovak is the base language
 * (spec §1): a Czech or Hungarian catalog only overlays it, and every key it lacks — or leaves
 * empty — falls back to the Slovak text, key by key, at any depth.
 */
export type Messages = { [key: string]: string | Messages };

function isCatalog(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The base catalog with the overlay's non-empty texts laid over it; neither argument is changed. */
export function mergeMessages(base: Messages, overlay: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const fallback = base[key];
    if (isCatalog(value)) {
      merged[key] = isCatalog(fallback) ? mergeMessages(fallback, value) : value;
    } else if (typeof value === 'string' && (value.trim() !== '' || fallback === undefined)) {
      merged[key] = value;
    }
  }
  return merged;
}
