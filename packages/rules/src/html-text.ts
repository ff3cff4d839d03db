/** Tags that end a block of prose: their text must not run into the next block's. */
const BLOCK_TAG = /<\/?(?:p|br|h[1-6]|ul|ol|li|blockquote|table|caption|thead|tbody|tr|th|td)\b[^>]*>/g;

/**
 * Sanitized HTML (the api's sanitizer output, which every answer carrying prose gives: its markup is
 * well formed, and its text and attributes escape `&`, `<`, `>` and `"`) as one line of plain text, for
 * places that show text, not markup (a feed's description, a meta description, structured data).
 * Blocks become spaces, inline markup goes without one ("mäkk<em>á</em>" stays one word), the four
 * escapes are undone and runs of white space become one space.
 */
export function textOfSanitizedHtml(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
