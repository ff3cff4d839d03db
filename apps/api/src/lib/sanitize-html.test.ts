import { describe, expect, it } from 'vitest';
import { plainText, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the prose of a page as it is', () => {
    const html =
      '<p>Tovar posielame kuriérom.</p>\n<ul><li>Kuriér: 3,90 €</li><li>Packeta</li></ul>\n' +
      '<h2>Platba</h2><p>Zavolajte <a href="tel:+421234567890">+421 2 3456 7890</a> alebo ' +
      '<a href="mailto:info@stride.sk">napíšte</a>, <strong>hneď</strong> &amp; <em>rád</em>.</p>' +
      '<ol><li><a href="/stranka/doprava">Doprava</a></li></ol><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames and objects with everything inside them', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<STYLE>p{color:red}</STYLE>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>x')).toBe('x');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x.swf">y')).toBe('y');
  });

  it('drops event handlers, style and class attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/kontakt" onmouseover="alert(1)">k</a>')).toBe('<a href="/kontakt">k</a>');
    expect(sanitizeHtml('<table><tr><td colspan="2" onfocus="x">c</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">c</td></tr></table>',
    );
  });

  it('keeps only safe link targets, however they are written, and the link text', () => {
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
      expect(sanitizeHtml(`<p><a href="${href}">x</a></p>`), href).toBe('<p>x</p>');
    }
  });

  it('marks links that leave the shop noopener and drops their target', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="#delivery" title="Doprava" rel="opener">x</a>')).toBe(
      '<a href="#delivery" title="Doprava">x</a>',
    );
  });

  it('keeps images from our own image endpoint only', () => {
    expect(sanitizeHtml('<img src="/api/images/w640/blog/article-1.jpg" alt="Beh" onerror="alert(1)">')).toBe(
      '<img src="/api/images/w640/blog/article-1.jpg" alt="Beh" />',
    );
    expect(sanitizeHtml('<img src="/api/images/detail/blog/article-2.webp?v=17" alt="">')).toBe(
      '<img src="/api/images/detail/blog/article-2.webp?v=17" alt="" />',
    );
    expect(sanitizeHtml('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<img src="javascript:alert(1)">x')).toBe('x');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">x')).toBe('x');
    // A path that climbs out of the image endpoint would fetch any api GET with the shopper's cookies.
    expect(sanitizeHtml('<img src="/api/images/w640/../../lib/v1/credits/coupon">x')).toBe('x');
  });

  it('escapes what is not a tag and cannot break out of attributes', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "ok"')).toBe('1 &lt; 2 &gt; 0 &amp; "ok"');
    expect(sanitizeHtml('<a href="/x" title="x&quot; onclick=&quot;alert(1)">t</a>')).toBe(
      '<a href="/x" title="x&quot; onclick=&quot;alert(1)">t</a>',
    );
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->x<!DOCTYPE html>')).toBe('x');
  });

  it('balances elements and keeps one h1 per page', () => {
    expect(sanitizeHtml('<ul><li>a<li>b</ul></div><p>c')).toBe('<ul><li>a</li><li>b</li></ul><p>c</p>');
    expect(sanitizeHtml('<h1>Nadpis</h1><h5>a</h5><h6>b</h6>')).toBe('<h2>Nadpis</h2><h4>a</h4><h4>b</h4>');
  });
});

describe('plainText', () => {
  it('is the text of the sanitized HTML: blocks apart, inline markup gone, entities read', () => {
    expect(plainText('<h1>Pegasus</h1><div>mäkk<em>á</em> &amp;&nbsp;ľahká</div>')).toBe('Pegasus mäkká & ľahká');
  });

  it('drops scripts, styles and their content, and an attribute never leaks into the text', () => {
    expect(
      plainText('<script>alert(1)</script><style>p{}</style><p title="x > y">ok</p><img src="/a.jpg" alt="<b>">'),
    ).toBe('ok');
  });
});
