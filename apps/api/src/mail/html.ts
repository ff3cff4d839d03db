import escapeHtml from 'escape-html';

/**
 * Markup made by the `html` template below: the only kind of value it puts in unescaped. Nothing
 * else can make one, so text from the database or a shopper cannot become markup.
 */
export class Html {
  readonly #markup: string;
  /** Only this module holds the key, so only `html` below makes markup. */
  constructor(key: typeof MARKUP_KEY, markup: string) {
    if (key !== MARKUP_KEY) throw new TypeError('Html is made by the html template only');
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

const MARKUP_KEY: unique symbol = Symbol('html markup');

/** What may stand in an `html` template: text and numbers (escaped), markup, lists of these, or nothing. */
export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  // escape-html (jshttp, the escaping Express uses): & < > " ' become entities, so a value is safe
  // in text and in a quoted attribute alike.
  return escapeHtml(String(value));
}

/**
 * A tagged template for e-mail HTML: every interpolated value is escaped unless it is itself `html`
 * markup. `html`<td>${name}</td>`` with name `<b>` gives `<td>&lt;b&gt;</td>`.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(MARKUP_KEY, markup);
}
