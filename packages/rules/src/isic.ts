/**
 * The ISIC student card's number as printed: the letter S, twelve digits in groups of three and a
 * check letter ("S 421 000 123 456 A"). Shoppers type it with or without the spaces and in either
 * case. The number is checked for its form before anyone is asked whether the card is valid
 * (issue 11 §3). ITIC (T) and IYTC (Y) cards share the form but are not student cards.
 */
const ISIC_NUMBER = /^S\d{12}[A-Z]$/;

/** The card number in its one stored form (upper case, no spaces), or null when it cannot be one. */
export function normalizeIsicNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  return ISIC_NUMBER.test(compact) ? compact : null;
}
