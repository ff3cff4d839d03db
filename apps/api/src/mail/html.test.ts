import { describe, expect, it } from 'vitest';
import { Html, html } from './html';

describe('html', () => {
  it('escapes every value, in text and in attributes', () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    expect(String(html`<p title="${name}">${name}</p>`)).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</p>',
    );
  });

  it('puts markup made by html in as it is, lists joined, and nothing for null, undefined and false', () => {
    const rows = ['a<b', 'c'].map((cell) => html`<td>${cell}</td>`);
    expect(String(html`<tr>${rows}</tr>${null}${undefined}${false}${0}`)).toBe('<tr><td>a&lt;b</td><td>c</td></tr>0');
  });

  it('cannot be made from a raw string outside the template', () => {
    expect(() => new Html(Symbol('html markup') as never, '<b>')).toThrow(TypeError);
  });
});
