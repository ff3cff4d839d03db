/** A parsed query: each name with its value, or its values when given more than once. */
export type ParsedQuery = Record<string, string | string[]>;

/**
 * The api's query string parser (Fastify's `routerOptions.querystringParser`). An empty value means
 * "not given" on every route, as forms and hand-built links send them: `/filters?id=&search=&param=`
 * is `/filters`. A name given more than once keeps its non-empty values as a list, which a
 * one-value parameter refuses with a clear 400. The result has no prototype, so `__proto__` or
 * `constructor` in a query are only names; malformed percent-encoding (`50%`, `%zz`) stays as typed.
 */
export function parseQueryString(text: string): ParsedQuery {
  const query: ParsedQuery = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (value === '') continue;
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return query;
}
