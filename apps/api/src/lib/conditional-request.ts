/**
 * RFC 9110 §13.2.2 for a GET of a resource that exists: whether its preconditions ask for 304 Not
 * Modified. If-None-Match decides when sent (weak comparison, `*` matches); only without it does
 * If-Modified-Since count, and then an unreadable date is ignored. A request's Cache-Control is a
 * cache's business, not the origin's: browsers' fetch adds `no-cache` to every request carrying a
 * validator, and that must not cost the client its 304 (the `fresh` package treats it so). An answer
 * known only by its bytes (robots.txt, a sitemap index) has no `lastModified`: only its ETag counts.
 */
export function notModified(
  headers: { 'if-none-match'?: string | string[]; 'if-modified-since'?: string | string[] },
  current: { etag: string; lastModified?: Date },
): boolean {
  const noneMatch = [headers['if-none-match'] ?? []].flat().join(',');
  if (noneMatch.trim() !== '') {
    if (noneMatch.trim() === '*') return true;
    // An entity-tag is an optionally weak quoted string; commas may appear inside the quotes.
    const opaque = (tag: string) => tag.replace(/^W\//, '');
    const listed = noneMatch.match(/(?:W\/)?"[^"]*"/g) ?? [];
    return listed.some((tag) => opaque(tag) === opaque(current.etag));
  }
  const since = [headers['if-modified-since'] ?? []].flat()[0];
  if (since === undefined || current.lastModified === undefined) return false;
  const date = Date.parse(since);
  return Number.isFinite(date) && current.lastModified.getTime() <= date;
}
