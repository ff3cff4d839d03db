/** Words an adult reads in a minute of running text: the usual figure for a reading-time estimate. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * The words of an HTML body: its text split at white space, tags counting as a gap between words
 * ("a<br>b" is two) and tokens without a letter or a digit ("–", "&amp;") not counted.
 */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Whole minutes to read an article: its words at READING_WORDS_PER_MINUTE, rounded up (a card that
 * says "3 min" should not take four), and at least 1 for any article.
 */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}
