import { createHash } from 'node:crypto';
import { createServer, get, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { secureResponse } from './secure-response';

/**
 * A real HTTP server whose handler writes the way Next does (setHeader + write/end, writeHead,
 * streams piped in), with secureResponse in front, and a real client reading the raw answer.
 */
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

async function serveAndGet(
  handler: RequestListener,
  requestHeaders: Record<string, string> = {},
  https = false,
  path = '/',
  analytics = false,
): Promise<Answer> {
  server = createServer((request, response) => {
    secureResponse(request, response, { https: () => https, analytics });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path, headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAYLOAD = 'self.__next_f.push([1,"0:{\\"a\\":1}"])';
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
// Its one script with `src` is not a Next chunk: paint-first.ts leaves the page as it is.
const PAGE = `<!DOCTYPE html><html><head><script src="/vendor/consent.js" async=""></script></head><body><p>${'Bežecká obuv '.repeat(200)}</p><script>${BOOT}</script><script>${PAYLOAD}</script><script type="application/ld+json">{"@type":"Product"}</script></body></html>`;

const html: RequestListener = (_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  // Next streams a page in pieces.
  response.write(PAGE.slice(0, 500));
  response.end(PAGE.slice(500));
};

describe('the storefront server on the way out', () => {
  it('gives a page a CSP that allows exactly its inline scripts, by hash, and no unsafe-inline for scripts', async () => {
    const answer = await serveAndGet(html);
    const policy = String(answer.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha256(BOOT));
    expect(scriptSrc).toContain(sha256(PAYLOAD));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain(sha256(''));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.body.toString('utf8')).toBe(PAGE);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('names no third party without an analytics id, and exactly Google Analytics 4 with one', async () => {
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const without = String((await serveAndGet(html)).headers['content-security-policy']);
    expect(without).not.toContain('https:');
    expect(directive(without, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(without, 'img-src')).toBe("img-src 'self' data: blob:");

    const withId = String((await serveAndGet(html, {}, false, '/', true)).headers['content-security-policy']);
    expect(directive(withId, 'script-src')).toMatch(/^script-src 'self' https:\/\/\*\.googletagmanager\.com 'sha256-/);
    expect(directive(withId, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(withId, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive(withId, 'default-src')).toBe("default-src 'self'");
  });

  it('sends a page whose Next chunks load after the first paint, and its CSP names the inline loader', async () => {
    const chunk = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const page = PAGE.replace('</head>', `${chunk}</head>`);
    const answer = await serveAndGet((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page);
    });
    const sent = answer.body.toString('utf8');
    expect(sent).not.toContain(chunk);
    const loader =
      /<script>(\(function\(\)\{var s=\["\/_next\/static\/chunks\/main\.js"\][\s\S]*?)<\/script><\/body>/.exec(
        sent,
      )?.[1];
    expect(loader).toBeDefined();
    expect(String(answer.headers['content-security-policy'])).toContain(sha256(loader ?? ''));
    // The ETag is that of Next's bytes, which the rewrite follows.
    expect(answer.headers.etag).toBe(`"${createHash('sha1').update(page).digest('base64url')}"`);
  });

  it('sends the security headers on every answer, HSTS only over https', async () => {
    const plain = await serveAndGet(html);
    expect(plain.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await serveAndGet(html, {}, true);
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('compresses text for a client that accepts gzip, and says so in Vary', async () => {
    const answer = await serveAndGet(html, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 2);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(PAGE);
  });

  it('tags a text answer with an ETag of its bytes, and answers a client that has them with a 304', async () => {
    const first = await serveAndGet(html);
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${createHash('sha1').update(PAGE).digest('base64url')}"`);
    const again = await serveAndGet(html, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await serveAndGet(html, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString('utf8')).toBe(PAGE);
  });

  it('answers a page written as one string (a cached page) with its own bytes each time, never a previous one', async () => {
    // The same string object again and again, as Next hands out a cached page, then other strings.
    const cached = PAGE;
    const other = PAGE.replace('Product', 'Produkt');
    const bodies = [cached, cached, other, cached, `${cached.slice(0, -1)}>`];
    for (const body of bodies) {
      const answer = await serveAndGet((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(body);
      });
      expect(answer.body.toString('utf8')).toBe(body);
      expect(answer.headers.etag).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    }
  });

  it('joins a page written as a Buffer, then refilled and written again, from its bytes of each time', async () => {
    // A writer that reuses its Buffer: what was learnt of it the first time must not be reused.
    const scratch = Buffer.from(PAGE);
    for (const letter of ['A', 'B']) {
      scratch.write(letter, 20);
      const expected = Buffer.from(scratch);
      const answer = await serveAndGet((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(scratch);
      });
      expect(answer.body.equals(expected)).toBe(true);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    }
  });

  it('passes a streamed binary answer (an image through the api proxy) through untouched', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    const answer = await serveAndGet(
      (_request, response) => {
        response.statusCode = 200;
        response.setHeader('content-type', 'image/webp');
        Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]).pipe(response);
      },
      { 'accept-encoding': 'gzip' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body.equals(bytes)).toBe(true);
  });

  it('keeps a status and headers given to writeHead, and sends a 304 without a body', async () => {
    const redirect = await serveAndGet((_request, response) => {
      response.writeHead(308, { location: '/kategoria/bezecka-obuv', 'content-type': 'text/plain' });
      response.end('/kategoria/bezecka-obuv');
    });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe('/kategoria/bezecka-obuv');
    const notModified = await serveAndGet((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.writeHead(304);
      response.end();
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('compresses a build asset with brotli at its best and a page at a quick setting', async () => {
    // Script-like text with enough variety that the two efforts differ.
    const script = Array.from(
      { length: 3000 },
      (_, i) => `function f${i}(a){return a*${(i * 7919) % 1013}+"${i.toString(36)}"}`,
    ).join(';');
    const javascript: RequestListener = (_request, response) => {
      response.setHeader('content-type', 'application/javascript; charset=utf-8');
      response.end(script);
    };
    const brotli = (quality: number) =>
      brotliCompressSync(Buffer.from(script), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(brotli(11)).toBeLessThan(brotli(5));

    const asset = await serveAndGet(javascript, { 'accept-encoding': 'gzip, br' }, false, '/_next/static/chunks/a.js');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body.length).toBe(brotli(11));
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);

    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    const page = await serveAndGet(javascript, { 'accept-encoding': 'gzip, br' }, false, '/api-like/a.js');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.length).toBe(brotli(5));
  });
});
