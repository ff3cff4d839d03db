import escapeHtml from 'escape-html';

/**
 * Characters XML 1.0 does not allow anywhere, not even escaped (its `Char` production): C0 controls
 * other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF. A product name
 * pasted with one would make the whole feed unreadable to every parser, so they are dropped.
 */
const NOT_XML_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids are what is dropped here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value as XML character data or an attribute value: markup characters escaped (escape-html's five), the rest dropped. */
export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML_CHAR, ''));
}

/** `<NAME>value</NAME>` with the value escaped. */
export function element(name: string, value: string | number): string {
  return `<${name}>${xmlText(String(value))}</${name}>`;
}
