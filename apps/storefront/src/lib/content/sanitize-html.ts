/**
 * Page content is HTML from the database. Before it goes into the page it is rebuilt from an
 * allow-list: every tag in the output is one this module writes itself (an allowed name, allowed
 * attributes with escaped values, a safe link target), every other character is escaped text, and
 * the elements are balanced. So whatever the stored HTML contains, the result can only be prose.
 */

/** Tags kept, mapped to the tag written (a page has one h1, the page title, so content starts at h2). */
const ALLOWED_TAGS: Record<string, string> = {
  a: 'a',
  abbr: 'abbr',
  b: 'b',
  blockquote: 'blockquote',
  br: 'br',
  caption: 'caption',
  code: 'code',
  em: 'em',
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
  hr: 'hr',
  i: 'i',
  li: 'li',
  ol: 'ol',
  p: 'p',
  s: 's',
  small: 'small',
  strong: 'strong',
  sub: 'sub',
  sup: 'sup',
  table: 'table',
  tbody: 'tbody',
  td: 'td',
  th: 'th',
  thead: 'thead',
  tr: 'tr',
  u: 'u',
  ul: 'ul',
};

const VOID_TAGS = new Set(['br', 'hr']);

/** Attributes kept per written tag, each with the check its value must pass. */
const ALLOWED_ATTRIBUTES: Record<string, Record<string, (value: string) => boolean>> = {
  a: { href: isSafeHref, title: () => true },
  abbr: { title: () => true },
  th: { scope: (value) => /^(?:row|col|rowgroup|colgroup)$/.test(value), colspan: isSpan, rowspan: isSpan },
  td: { colspan: isSpan, rowspan: isSpan },
};

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

function isSpan(value: string): boolean {
  return /^[1-9]\d?$/.test(value);
}

/** Links may go to the web (http, https), to mail or phone, or within the shop (a path or an anchor). */
function isSafeHref(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so do we.
  const compact = Array.from(value)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && code !== 0x7f;
    })
    .join('')
    .toLowerCase();
  // "//host" and "/\\host" leave the shop while looking like paths.
  if (/^[/\\]{2}/.test(compact)) return false;
  if (compact.startsWith('/') || compact.startsWith('#')) return true;
  return /^(?:https?|mailto|tel):/.test(compact);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  tab: '\t',
  newline: '\n',
  colon: ':',
};

/** Attribute values are checked as the browser will read them, so entities are decoded first. */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));?/gi, (match, dec, hex, name) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number(dec) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[String(name).toLowerCase()] ?? match;
  });
}

function escapeText(value: string): string {
  // An ampersand that starts a character reference stays one; any other is escaped.
  return value
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function writeAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  const written = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const check = allowed[name];
    if (!check || written.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (check(value)) written.set(name, value);
  }
  const href = written.get('href');
  // A link that leaves the shop must not get a handle on this window.
  if (href !== undefined && /^https?:/i.test(href)) written.set('rel', 'noopener noreferrer');
  return [...written].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

// A tag, a comment, a doctype or processing instruction; the rest of the input is text.
const TOKEN_SOURCE = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/
  .source;

/** The content HTML reduced to the allow-list, balanced and safe to put into the page. */
export function sanitizeHtml(html: string): string {
  const tokens = new RegExp(TOKEN_SOURCE, 'g');
  const output: string[] = [];
  const open: string[] = [];
  let position = 0;

  const closeTo = (tag: string) => {
    const index = open.lastIndexOf(tag);
    if (index === -1) return;
    while (open.length > index) output.push(`</${open.pop()}>`);
  };

  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    output.push(escapeText(html.slice(position, match.index)));
    position = tokens.lastIndex;
    const [token, rawName, attributes = ''] = match;
    if (rawName === undefined) continue; // comment, doctype, processing instruction
    const name = rawName.toLowerCase();
    const closing = token.startsWith('</');

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = position;
      const found = end.exec(html);
      position = found ? end.lastIndex : html.length;
      tokens.lastIndex = position;
      continue;
    }

    const tag = ALLOWED_TAGS[name];
    if (!tag) continue;
    if (closing) {
      closeTo(tag);
    } else if (VOID_TAGS.has(tag)) {
      output.push(`<${tag}>`);
    } else {
      // A new paragraph or list item ends the previous one, as the HTML parser would.
      if ((tag === 'p' || tag === 'li') && open.at(-1) === tag) closeTo(tag);
      output.push(`<${tag}${writeAttributes(tag, attributes)}>`);
      open.push(tag);
    }
  }
  output.push(escapeText(html.slice(position)));
  while (open.length > 0) output.push(`</${open.pop()}>`);
  return output.join('');
}
