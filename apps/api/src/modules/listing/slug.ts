/**
 * A filter value slug of a display text (a store, a town): accents dropped, lower case, anything
 * but letters, digits and dots turned into single hyphens — "Banská Bystrica" → "banska-bystrica".
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
