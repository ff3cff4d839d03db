/**
 * Structured data for search engines as a JSON-LD script. `<` is escaped so no text from the
 * catalog can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot leave the script element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
