import { textOfSanitizedHtml } from '@stride/rules';
import sanitize from 'sanitize-html';

/**
 * The one sanitizer of stored HTML (blog bodies, static pages, store and product descriptions),
 * applied where the api reads it for an answer, so every client gets prose it may put into a page
 * as it is. The maintained `sanitize-html` parses like a browser (htmlparser2) and rebuilds the
 * document from an allow-list; a hand-written regex sanitizer had to guess at every parser quirk.
 */

/**
 * Images only from our own image endpoint (a relative path): a page makes no third-party request. No
 * `..`: it would climb out of /api/images to any other GET of the api, sent with the shopper's cookies.
 */
const OWN_IMAGE = /^\/api\/images\/[a-z0-9]+\/(?!.*\.\.)[A-Za-z0-9._/-]+(?:\?v=\d+)?$/;

/** Links within the shop: a path (not "//host", which leaves it) or an anchor. */
const RELATIVE_LINK = /^(?:\/(?![/\\])|#)/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Absolute links only to these schemes; relative links are allowed and checked again below.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // script, style, iframe… go with their content (sanitize-html's default list of such tags).
  disallowedTagsMode: 'discard',
  transformTags: {
    // A page has one h1, its title; the content's headings start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      if (href === '' || (!/^(?:https?|mailto|tel):/i.test(href) && !RELATIVE_LINK.test(href))) {
        // An unsafe or missing target: no href, and exclusiveFilter drops the tag, keeping its text.
        return { tagName, attribs: {} };
      }
      const external = /^https?:/i.test(href);
      const { title } = attribs;
      // A link that leaves the shop gets no handle on this window.
      return {
        tagName,
        attribs: { href, ...(title ? { title } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) },
      };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !OWN_IMAGE.test(frame.attribs.src ?? '');
    return frame.tag === 'a' && frame.attribs.href === undefined ? 'excludeTag' : false;
  },
};

/**
 * Sanitized texts by their stored HTML. Product detail reads its description per request (only the
 * stores, pages and blog answers are kept), and parsing the same HTML again gives the same answer.
 */
const sanitized = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

/** Stored HTML reduced to the allow-list above: safe to render as it is. */
export function sanitizeHtml(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS);
  sanitized.set(html, clean);
  // Oldest out: the texts of a shop's catalog and content are a few thousand at most.
  if (sanitized.size > MAX_REMEMBERED) sanitized.delete(sanitized.keys().next().value as string);
  return clean;
}

/**
 * Stored HTML as one line of plain text (a product feed's description, which the comparison sites
 * show as text): sanitized as above, then reduced to its text by rules' textOfSanitizedHtml (the
 * storefront's pages take their text from sanitized HTML too). Not remembered: a feed reads every
 * description of the catalog once.
 */
export function plainText(html: string): string {
  return textOfSanitizedHtml(sanitize(html, OPTIONS));
}
