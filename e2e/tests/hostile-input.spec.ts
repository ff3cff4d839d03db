import { createConnection } from 'node:net';
import { PATHNAMES } from '@stride/i18n';
import { port, STOREFRONTS, viaNode } from '../support/storefronts';
import { expect, test } from '../support/test';

/**
 * Bad input never breaks a page: every storefront route (from the one route table), with every
 * hostile value in every parameter and in the query, answers without a 5xx.
 */
const HOSTILE: string[] = [
  '%',
  '%zz',
  '50%',
  'ponožky 100%',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'x'.repeat(10_000),
  '🏃‍♀️👟',
  '\u202eעברית العربية',
  'a\u0000b',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '1e309',
  '99999999999999999999',
  '-1',
  '',
];

/** A parameter value as a path segment; a few go in raw, as a hand-typed URL would. */
function asSegment(value: string): string[] {
  const encoded = encodeURIComponent(value);
  return value === '%' || value === '%zz' ? [value, encoded] : [encoded];
}

function pathsOf(pattern: string, value: string): string[] {
  if (!pattern.includes('[')) return [`${pattern}?q=${encodeURIComponent(value)}`];
  return asSegment(value).map((segment) =>
    pattern.replace(/\[\[\.\.\.\w+\]\]/g, `${segment}/${segment}`).replace(/\[\w+\]/g, segment || '_'),
  );
}

/** Listing routes read a query; the others ignore it, so one query-less request each is enough. */
const LISTING = /\[\[\.\.\.parameters\]\]/;
const QUERY_OF = (value: string) =>
  ['sort', 'page', 'priceMin', 'priceMax'].map((key) => `${key}=${encodeURIComponent(value)}`).join('&');

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: every route takes every hostile value without a 5xx`, async ({ request }) => {
    test.setTimeout(240_000);
    const urls = Object.values(PATHNAMES).flatMap((patterns) => {
      const pattern = patterns[shop.locale];
      return HOSTILE.flatMap((value) =>
        pathsOf(pattern, value).flatMap((path) =>
          LISTING.test(pattern) ? [path, `${path}?${QUERY_OF(value)}`] : [path],
        ),
      );
    });
    const failures: string[] = [];
    // A few at a time: the storefront renders each unseen URL, on two cores.
    for (let start = 0; start < urls.length; start += 6) {
      await Promise.all(
        urls.slice(start, start + 6).map(async (path) => {
          const { url, options } = viaNode(shop, path);
          const response = await request.get(url, options);
          if (response.status() >= 500) failures.push(`${response.status()} ${path.slice(0, 160)}`);
        }),
      );
    }
    expect(urls.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
}

test('a client that sends its request headers too slowly is cut off', async () => {
  const closedAfter = await new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () => {
      // Headers begun, never finished: the server must not wait for them for minutes.
      socket.write('GET / HTTP/1.1\r\nHost: sk.localhost\r\nX-Slow: ');
      const drip = setInterval(() => socket.write('a'), 500);
      socket.once('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
    });
    socket.on('error', () => {});
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the storefront kept a slow client for 30 s'));
    }, 30_000).unref();
  });
  // npm test sets STOREFRONT_HEADERS_TIMEOUT_MS=2000; Node checks every second.
  expect(closedAfter).toBeLessThan(10_000);
});
