import { describe, expect, it } from 'vitest';
import { chunkLoader, deferredChunks, paintBeforeScripts } from './paint-first';

/** The head and the end of the body of a page as `next build` writes them (shortened, same markup). */
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="sk"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/api/images/detail/a.webp 800w" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/1s1w0qg7gcq-d.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/41mprv1-o9284.js"/>',
  '<script src="/_next/static/chunks/448u7a6h-ip23.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>',
  '<title>Stride</title>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body><main><h1>Bežecká obuv</h1></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script src="/_next/static/chunks/41mprv1-o9284.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

const CHUNKS_IN_ORDER = [
  '/_next/static/chunks/448u7a6h-ip23.js',
  '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
  '/_next/static/chunks/41mprv1-o9284.js',
];

describe('paintBeforeScripts', () => {
  const page = paintBeforeScripts(NEXT_PAGE);

  it('takes every client chunk tag out of the head and the body, and the boot chunk’s preload', () => {
    expect(page).not.toMatch(/<script src="[^"]+" async="">/);
    expect(page).not.toContain('rel="preload" as="script"');
  });

  it('adds them back from one inline script, in the order Next wrote them, just before </body>', () => {
    expect(page.endsWith(`${chunkLoader(CHUNKS_IN_ORDER)}</body></html>`)).toBe(true);
    expect(page).toContain(
      'var s=["/_next/static/chunks/448u7a6h-ip23.js","/_next/static/chunks/turbopack-2u1d16houkiyo.js","/_next/static/chunks/41mprv1-o9284.js"]',
    );
  });

  it('waits for a painted frame, unless the tab is hidden and paints none', () => {
    const loader = chunkLoader(CHUNKS_IN_ORDER);
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(load,0)})');
    expect(loader).toContain('function hidden(){return document.visibilityState==="hidden"}if(hidden())load();');
    // Only a tab being hidden loads early; one shown again waits for its frame like any other.
    expect(loader).toContain('document.addEventListener("visibilitychange",function(){if(hidden())load()})');
    // Loading twice (a frame, then the tab hidden) adds the chunks once.
    expect(loader).toContain('if(done)return;done=true;');
  });

  it('keeps everything else: styles, the photo preload, the nomodule polyfill, the inline scripts', () => {
    const removed = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/41mprv1-o9284.js"/>',
      '<script src="/_next/static/chunks/448u7a6h-ip23.js" async=""></script>',
      '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>',
      '<script src="/_next/static/chunks/41mprv1-o9284.js" async=""></script>',
    ];
    let expected = NEXT_PAGE;
    for (const tag of removed) expected = expected.replace(tag, '');
    expected = expected.replace('</body>', `${chunkLoader(CHUNKS_IN_ORDER)}</body>`);
    expect(page).toBe(expected);
  });

  it('keeps a preload of a chunk it does not load itself', () => {
    const other = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>';
    const withOther = NEXT_PAGE.replace('<title>', `${other}<title>`);
    expect(paintBeforeScripts(withOther)).toContain(other);
  });

  it('leaves a page without client chunks, or without </body>, as it is', () => {
    const plain = '<!DOCTYPE html><html><head><script>1</script></head><body><p>404</p></body></html>';
    expect(paintBeforeScripts(plain)).toBe(plain);
    const cut = NEXT_PAGE.slice(0, NEXT_PAGE.indexOf('</body>'));
    expect(paintBeforeScripts(cut)).toBe(cut);
  });

  it('does not take a script that only looks like a chunk tag inside text (React escapes < in payloads)', () => {
    const payload =
      '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>';
    const withPayload = NEXT_PAGE.replace('</body>', `${payload}</body>`);
    expect(paintBeforeScripts(withPayload)).toContain(payload);
  });

  it('names the chunks it deferred, in order, for whoever weighs the page; none for a page as Next wrote it', () => {
    expect(deferredChunks(page)).toEqual(CHUNKS_IN_ORDER);
    expect(deferredChunks(NEXT_PAGE)).toEqual([]);
  });
});
