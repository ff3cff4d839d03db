import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the prose of a page as it is', () => {
    const html =
      '<p>Tovar posielame kuriérom.</p>\n<ul><li>Kuriér: 3,90 €</li><li>Packeta</li></ul>\n' +
      '<h2>Platba</h2><p>Zavolajte <a href="tel:+421234567890">+421 2 3456 7890</a> alebo ' +
      '<a href="mailto:info@stride.sk">napíšte</a>, <strong>hneď</strong> &amp; <em>rád</em>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and frames with everything inside them', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<STYLE>p{color:red}</STYLE>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>x')).toBe('x');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" class="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>t')).toBe('t');
    expect(sanitizeHtml('<a href="/kontakt" onmouseover="alert(1)">k</a>')).toBe('<a href="/kontakt">k</a>');
  });

  it('keeps only safe link targets, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'java&Tab;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml("<a href='#delivery' title='Doprava'>x</a>")).toBe('<a href="#delivery" title="Doprava">x</a>');
  });

  it('escapes what is not a tag and cannot break out of attributes', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "ok"')).toBe('1 &lt; 2 &gt; 0 &amp; "ok"');
    expect(sanitizeHtml('<a title="x&quot; onclick=&quot;alert(1)">t</a>')).toBe(
      '<a title="x&quot; onclick=&quot;alert(1)">t</a>',
    );
    expect(sanitizeHtml('<a href="/x>y">t</a>')).toBe('<a href="/x&gt;y">t</a>');
    expect(sanitizeHtml('<p title="never closed>t')).toBe('&lt;p title="never closed&gt;t');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->x<!DOCTYPE html>')).toBe('x');
  });

  it('balances elements and keeps one h1 per page', () => {
    expect(sanitizeHtml('<ul><li>a<li>b</ul></div><p>c')).toBe('<ul><li>a</li><li>b</li></ul><p>c</p>');
    expect(sanitizeHtml('<h1>Nadpis</h1>')).toBe('<h2>Nadpis</h2>');
    expect(sanitizeHtml('<p>a<strong>b</p>c')).toBe('<p>a<strong>b</strong></p>c');
    expect(sanitizeHtml('a<br>b<hr/>c')).toBe('a<br>b<hr>c');
  });

  it('keeps tables with their header scope and spans only when valid', () => {
    expect(sanitizeHtml('<table><tr><th scope="col" colspan="2">A</th><td rowspan="x">1</td></tr></table>')).toBe(
      '<table><tr><th scope="col" colspan="2">A</th><td>1</td></tr></table>',
    );
  });
});
