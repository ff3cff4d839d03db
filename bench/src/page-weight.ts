import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { deferredChunks } from '../../apps/storefront/server/paint-first';

/** What a page costs a visitor before anything is cached: its HTML and the JavaScript it loads first. */
export type PageWeight = {
  /** The HTML document as the storefront renders it (RSC payload included), uncompressed. */
  htmlBytes: number;
  /** The same, gzipped: roughly what crosses the network. */
  htmlGzipBytes: number;
  /**
   * Every script the page loads at first, each gzipped, summed: its `<script src>` tags (`nomodule`
   * legacy polyfills left out) and the chunks the storefront adds after the first paint (decision 12).
   */
  firstLoadJsGzipBytes: number;
};

/**
 * GET over node:http rather than fetch(): fetch drops a Host header (a forbidden header in the
 * fetch standard), and the Host is what picks the shop. No Accept-Encoding, so the bytes come
 * uncompressed and are gzipped here the same way for every page and chunk.
 */
function getBody(url: URL, host: string): Promise<Buffer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, accept: '*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url.pathname} answered ${res.statusCode}, not 200`));
        else resolve(Buffer.concat(chunks));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The `src` of every classic or module script tag, without `nomodule` ones, and of every chunk the
 * page adds after its first paint, each once.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>(deferredChunks(html));
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\snomodule\b/i.test(attributes)) continue;
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.add(value.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

/**
 * The weight of one storefront page: `origin` is where the server listens (http://127.0.0.1:3000),
 * `host` the shop it is asked for (sk.localhost:3000), `path` the page (/kategoria/bezecka-obuv).
 */
export async function pageWeight(origin: string, path: string, host: string): Promise<PageWeight> {
  const html = await getBody(new URL(path, origin), host);
  const scripts = await Promise.all(
    scriptSources(html.toString('utf8')).map(async (src) => gzipSync(await getBody(new URL(src, origin), host)).length),
  );
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html).length,
    firstLoadJsGzipBytes: scripts.reduce((sum, bytes) => sum + bytes, 0),
  };
}

// Run on its own, it prints a table: node --import tsx bench/src/page-weight.ts <origin> <host> <path>…
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin, host, ...paths] = process.argv.slice(2);
  if (!origin || !host || paths.length === 0) {
    console.error('usage: page-weight.ts <origin> <host> <path>…');
    process.exit(2);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(['path', 'HTML', 'HTML gzip', 'first-load JS gzip'].join('\t'));
  for (const path of paths) {
    const weight = await pageWeight(origin, path, host);
    console.log([path, kb(weight.htmlBytes), kb(weight.htmlGzipBytes), kb(weight.firstLoadJsGzipBytes)].join('\t'));
  }
}
