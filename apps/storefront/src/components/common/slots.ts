/**
 * Client components get their texts from the server, already translated, so that no message
 * formatter ships in the page's first JavaScript. A text or a path that depends on what only the
 * browser knows (the visitor's name, a count, a product loaded later) is formatted on the server with
 * that value left open, and filled here: `{name}` in a text (the message's own argument), `:urlTitle`
 * in a path (a route parameter).
 */

/** The argument left open in a message formatted on the server: `t('cartCount', { count: textSlot('count') })`. */
export function textSlot(name: string): string {
  return `{${name}}`;
}

/** The route parameter left open in a path localized on the server: `/produkt/:urlTitle`. */
export function pathSlot(name: string): string {
  return `:${name}`;
}

/** A server-formatted text with its open arguments filled in. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
}

/** A server-localized path with its open parameters filled in (already encoded as path segments). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (slot, name: string) => params[name] ?? slot);
}
