/**
 * The page is painted before its scripts are fetched.
 *
 * Next writes its client chunks as `<script src async>` tags in the head, and one more at the end of
 * the body. The browser fetches them together with the stylesheets and the first photo, and runs each
 * one as soon as it arrives. On a phone the scripts then share a slow link with what the first paint
 * needs, and they run ahead of it: 35–60 ms on this machine for the largest, about four times that on
 * a mid-range phone. The page does not need them to be drawn, because it is complete HTML whose
 * links and forms work without them. They only hydrate it: the header's counts, the search box's
 * suggestions, the menus.
 *
 * So this takes those tags out and adds one inline script at the end of the body. That script adds
 * the chunks, in Next's order, once the browser has painted a frame: in the task after the first
 * `requestAnimationFrame`. A tab that is hidden paints no frames (one opened in the background), so
 * it gets them at once, or as soon as it is hidden.
 *
 * The tags are matched in the exact form React writes. If Next ever writes them differently, nothing
 * matches and the page is served as Next wrote it: slower, but whole. The inline script is hashed into
 * the page's CSP like Next's own inline scripts (security-headers.ts).
 */

/** A client chunk as React writes it, in the head or at the end of the body. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of the chunk that boots the app, which this loads after the paint too. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/** What the loader starts with, so that `deferredChunks` can find its list again. */
const LOADER_START = '<script>(function(){var s=';

/** The inline script that adds the chunks once a frame is painted (ES5: it runs in every browser). */
export function chunkLoader(sources: readonly string[]): string {
  return (
    `${LOADER_START}${JSON.stringify(sources)},done=false;` +
    'function load(){if(done)return;done=true;for(var i=0;i<s.length;i++){' +
    'var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'function hidden(){return document.visibilityState==="hidden"}' +
    'if(hidden())load();' +
    'else{document.addEventListener("visibilitychange",function(){if(hidden())load()});' +
    'requestAnimationFrame(function(){setTimeout(load,0)})}' +
    '})()</script>'
  );
}

/** The page with its client chunks loaded after the first paint; other HTML as it is. */
export function paintBeforeScripts(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  const sources: string[] = [];
  const body = html.slice(0, end).replace(CHUNK_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const deferred = new Set(sources);
  const withoutPreloads = body.replace(CHUNK_PRELOAD, (tag, src: string) => (deferred.has(src) ? '' : tag));
  return `${withoutPreloads}${chunkLoader(sources)}${html.slice(end)}`;
}

/**
 * The chunks a rewritten page adds after its first paint, in order (none for a page as Next wrote
 * it): what its first load costs in JavaScript, for the bench's page weight.
 */
export function deferredChunks(html: string): string[] {
  const start = html.lastIndexOf(LOADER_START);
  if (start === -1) return [];
  const list = html.slice(start + LOADER_START.length, html.indexOf(']', start) + 1);
  const parsed: unknown = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((source): source is string => typeof source === 'string') : [];
}
