import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BoundedMap } from '../src/lib/cache/bounded-map';
import { paintBeforeScripts } from './paint-first';
import {
  contentSecurityPolicy,
  HSTS_HEADER,
  inlineScriptHashes,
  type PolicyOptions,
  STATIC_SECURITY_HEADERS,
} from './security-headers';

/**
 * Wraps Next's answer on its way out: security headers on all, and for text (HTML, RSC, JS, CSS,
 * JSON) the whole body is held, so that an HTML page gets a CSP naming its inline scripts' hashes,
 * and then compressed here (next.config `compress: false`: Next's compression would hand us bytes we
 * cannot read). A page served from Next's cache is the same bytes for every visitor, so the
 * compressed body and the policy are kept per body hash, and the hash per body (below).
 */

// Not XML: the product feeds and sitemaps are the api's, streamed (hundreds of MB at 50,000
// products, decision 0026); held here whole, each request would keep one in memory. They pass as
// they come (the api compresses sitemaps itself).
const TEXT_TYPES = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;

type Prepared = { body: Buffer; encoding: 'br' | 'gzip' | null; policy: string | null; etag: string };
/** A body being compressed off the main thread is kept as its promise: later requests share the work. */
type PreparedOrPending = Prepared | Promise<Prepared>;

/** Compressed bodies and policies by (body hash, encoding); bounded by count. */
const prepared = new BoundedMap<string, PreparedOrPending>(500);

/** An answer's bytes and their hash, which keys everything prepared from them. */
type Body = { raw: Buffer; digest: string };

function bodyOf(raw: Buffer): Body {
  return { raw, digest: createHash('sha1').update(raw).digest('base64url') };
}

/**
 * A page from the cache reaches `end` as one string, the very one it was last time: the cache
 * handler decodes an entry once and Next hands out its HTML as it is. Its bytes and hash are kept by
 * that string (V8 keeps a string's hash in the string, and the same string compares equal at once),
 * so a cached page costs a map lookup, not a UTF-8 encoding and a SHA-1 of ~150 KB per request.
 * Only strings: they cannot change, where a Buffer's owner may refill it.
 */
const knownStrings = new BoundedMap<string, Body>(64);

type Part = { chunk: string | Uint8Array; encoding: BufferEncoding | undefined };

/** Whether a string part is UTF-8 (the encoding `end` and `write` assume when none is named). */
const isUtf8 = (encoding: BufferEncoding | undefined) =>
  encoding === undefined || encoding === 'utf8' || encoding === 'utf-8';

/** The whole answer from what was written: a lone UTF-8 string as known, anything else joined. */
function bodyOfParts(parts: readonly Part[]): Body {
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only && typeof only.chunk === 'string' && isUtf8(only.encoding)) {
    const text = only.chunk;
    return knownStrings.getOrSet(text, () => bodyOf(Buffer.from(text, 'utf8')));
  }
  return bodyOf(
    Buffer.concat(
      parts.map(({ chunk, encoding }) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk)),
    ),
  );
}

function acceptedEncoding(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const brotliCompressAsync = promisify(brotliCompress);

/**
 * A build asset (`/_next/static/…`, the same bytes until the next build) is compressed once per
 * process at brotli's best (quality 11: the first-load JavaScript ~9 % below quality 5), on libuv's
 * threads: at ~0.3 s for the largest chunk, doing it on the main thread would stall every request
 * of the process behind the first visitor's. A page is compressed whenever its body changes, so it
 * gets a quick quality 5, in line.
 */
const ASSET_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function prepare(
  { raw, digest }: Body,
  isHtml: boolean,
  wanted: 'br' | 'gzip' | null,
  kind: 'asset' | 'page',
  policyOptions: PolicyOptions,
): PreparedOrPending {
  const key = `${digest}:${wanted ?? ''}:${isHtml}:${kind}:${policyOptions.analytics}`;
  return prepared.getOrSet(key, () => {
    // A page is rewritten to paint before its scripts load (paint-first.ts), and its CSP names the
    // inline scripts of what is sent. The ETag stays the hash of Next's bytes: the rewrite follows them.
    const html = isHtml ? paintBeforeScripts(raw.toString('utf8')) : null;
    const policy = html === null ? null : contentSecurityPolicy(inlineScriptHashes(html), policyOptions);
    const sent = html === null ? raw : Buffer.from(html, 'utf8');
    // One ETag per body, whatever the encoding: a 304 answers for all of them alike.
    const etag = `"${digest}"`;
    if (!wanted || sent.length < MIN_COMPRESS_BYTES) return { body: sent, encoding: null, policy, etag };
    if (wanted === 'br' && kind === 'asset') {
      return brotliCompressAsync(sent, ASSET_BROTLI).then(
        (body) => ({ body, encoding: wanted, policy, etag }),
        (error: unknown) => {
          prepared.delete(key); // a failed compression is not kept: the next request tries again
          throw error;
        },
      );
    }
    const body = wanted === 'br' ? brotliCompressSync(sent, PAGE_BROTLI) : gzipSync(sent, { level: 6 });
    return { body, encoding: wanted, policy, etag };
  });
}

/** Whether the client's copy (If-None-Match) is this body. */
function clientHas(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export type SecureResponseOptions = {
  https: (request: IncomingMessage) => boolean;
  /** Whether the shop has an analytics id: the policy then allows that script (security-headers.ts GA4_SOURCES). */
  analytics: boolean;
};

/** Applies the headers and, for text, the CSP and compression, to `response` before Next writes it. */
export function secureResponse(request: IncomingMessage, response: ServerResponse, options: SecureResponseOptions) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.setHeader(name, value);
  if (options.https(request)) response.setHeader('strict-transport-security', HSTS_HEADER);
  if (request.method === 'HEAD') return;

  const original = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
  };
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  /** The answer's content type, read once when the mode is decided. */
  let contentType = '';
  let heldHead: { status: number; headers: OutgoingHttpHeaders } | null = null;
  const parts: Part[] = [];

  const decide = () => {
    if (mode !== 'undecided') return;
    contentType = String(response.getHeader('content-type') ?? heldHead?.headers['content-type'] ?? '');
    const status = heldHead?.status ?? response.statusCode;
    const encoded = response.getHeader('content-encoding') ?? heldHead?.headers['content-encoding'];
    mode = TEXT_TYPES.test(contentType) && status !== 204 && status !== 304 && !encoded ? 'hold' : 'pass';
    if (mode === 'pass' && heldHead) original.writeHead(heldHead.status, heldHead.headers);
  };

  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    parts.push({
      chunk: typeof chunk === 'string' ? chunk : (chunk as Uint8Array),
      encoding: typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined,
    });
  };

  // Node's overloads are many; these keep their meaning for the forms Next and its proxy use.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    // Passing through (Node's own write calls writeHead for implicit headers): write them now.
    if (mode === 'pass') return original.writeHead(status, ...(rest as []));
    const headers = (rest.find((part) => typeof part === 'object' && part !== null) ?? {}) as OutgoingHttpHeaders;
    heldHead = { status, headers };
    response.statusCode = status;
    decide();
    return response;
  }) as ServerResponse['writeHead'];

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (mode === 'pass') return original.write(chunk as never, encoding as never, callback as never);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (mode === 'pass') return original.end(chunk as never, encoding as never, callback as never);
    hold(chunk, encoding);
    const kind = request.url?.startsWith('/_next/static/') ? 'asset' : 'page';
    const ready = prepare(bodyOfParts(parts), /^text\/html/i.test(contentType), acceptedEncoding(request), kind, {
      analytics: options.analytics,
    });
    const done = [chunk, encoding, callback].find((part) => typeof part === 'function') as (() => void) | undefined;
    if (ready instanceof Promise) {
      ready.then(
        (body) => send(body, done),
        (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return response;
    }
    return send(ready, done);
  }) as ServerResponse['end'];

  /** Writes the held answer with its prepared body (or a 304 when the client has it). */
  const send = (ready: Prepared, done: (() => void) | undefined): ServerResponse => {
    const headers: OutgoingHttpHeaders = { ...(heldHead?.headers ?? {}) };
    delete headers['content-length'];
    response.removeHeader('content-length');
    if (ready.policy) response.setHeader('content-security-policy', ready.policy);
    if (ready.encoding) response.setHeader('content-encoding', ready.encoding);
    response.setHeader('vary', appendVary(response.getHeader('vary') ?? headers.vary, 'Accept-Encoding'));
    delete headers.vary;
    const status = heldHead?.status ?? response.statusCode;
    if (status === 200 && !response.hasHeader('etag') && headers.etag === undefined) {
      response.setHeader('etag', ready.etag);
      if (clientHas(request, ready.etag)) {
        response.removeHeader('content-encoding');
        original.writeHead(304, headers);
        return original.end(done);
      }
    }
    response.setHeader('content-length', ready.body.length);
    original.writeHead(status, headers);
    return original.end(ready.body, done);
  };
}

function appendVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === name.toLowerCase() || value === '*')
    ? values.join(', ')
    : [...values, name].join(', ');
}
