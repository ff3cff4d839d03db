import { createHash } from 'node:crypto';

/**
 * The security headers of every storefront answer. The Content-Security-Policy allows scripts from
 * this origin and, for inline scripts (Next's RSC payload, `self.__next_f.push(…)`), exactly those in
 * the page, by hash: a nonce would have to change with every request, and a page served from the
 * cache is the same for everyone. Hashes are of the bytes the page carries, so they are the same for
 * every visitor too, and cost nothing to caching.
 */

/** Headers that hold for every answer, HTML or not. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** HSTS for a shop served over https (never over plain http: a browser would ignore it anyway). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of every inline script of a page (`'sha256-…'`); scripts with `src` load from 'self'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * What Google Analytics 4 needs when the shop has a measurement id (ANALYTICS_GA4_ID): gtag.js from
 * Google Tag Manager, and its measurement requests and pixels (Google's CSP guide for GA4). Without
 * an id the policy names no third party at all. The script is added by the page only after the
 * visitor's analytics consent (components/consent); the policy only permits it.
 */
export const GA4_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export type PolicyOptions = { analytics: boolean };

/** The policy of a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[], { analytics }: PolicyOptions): string {
  const third = (sources: readonly string[]) => (analytics ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${third(GA4_SOURCES.script)} ${scriptHashes.join(' ')}`.trim(),
    // React writes style attributes (and Next a few style tags); scripts are what the policy guards.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${third(GA4_SOURCES.img)}`,
    "font-src 'self'",
    `connect-src 'self'${third(GA4_SOURCES.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
