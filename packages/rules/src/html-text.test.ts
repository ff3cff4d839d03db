import { describe, expect, it } from 'vitest';
import { textOfSanitizedHtml } from './html-text';

describe('textOfSanitizedHtml', () => {
  it('keeps the prose as one line: blocks apart, inline markup gone, escapes undone', () => {
    expect(
      textOfSanitizedHtml(
        '<p>Nike Pegasus – <strong>ľahká</strong> &amp; mäkká.</p><ul><li>Drop: 10 mm</li><li>Farba: modrá</li></ul>',
      ),
    ).toBe('Nike Pegasus – ľahká & mäkká. Drop: 10 mm Farba: modrá');
    expect(textOfSanitizedHtml('a<br>b\n\n  c')).toBe('a b c');
    expect(textOfSanitizedHtml('1 &lt; 2 &gt; 0 &quot;q&quot;\u00a0x')).toBe('1 < 2 > 0 "q" x');
  });

  it('joins a word split by inline markup and parts the cells, items and headings of a block', () => {
    expect(textOfSanitizedHtml('<p>mäkk<em>á</em> <a href="/x">Peg</a>asus.</p>')).toBe('mäkká Pegasus.');
    expect(textOfSanitizedHtml('<h2>Veľkosti</h2><table><tr><th>EU</th><td>42</td></tr></table>')).toBe(
      'Veľkosti EU 42',
    );
  });

  it('undoes each escape once: an escaped escape stays text', () => {
    expect(textOfSanitizedHtml('&amp;lt;b&amp;gt; &amp;amp;')).toBe('&lt;b&gt; &amp;');
  });
});
