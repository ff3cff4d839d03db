import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';
import { failureReporter } from './failure-reporter.js';

/** The tag every catalog read and page carries (CATALOG_TAG in src/lib/api/server-fetch.ts). */
export const CATALOG_TAG = 'catalog';

/** The api's internal route (apps/api/src/modules/catalog-version/routes.ts). */
export const CATALOG_VERSION_PATH = '/api/internal/catalog-version';

/** Its answer, as the api's CatalogVersionSchema says: an opaque version, compared for equality. */
const CatalogVersionSchema = z.object({ version: z.string().min(1) });

/**
 * GETs JSON with Node's own client, not `fetch`: inside Next, `fetch` is patched to cache and to take
 * part in the render whose async context started the watcher, which a poll must never do.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<unknown>}
 */
function getJson(url, timeoutMs) {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const request = send(url, { headers: { accept: 'application/json' }, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`the api answered ${response.statusCode}`));
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * @typedef {object} CatalogWatcherOptions
 * @property {string} apiUrl
 * @property {(tags: string[]) => Promise<void>} expire expires tags in the page cache
 * @property {number} [intervalMs] between the end of one poll and the next
 * @property {number} [settleMs] after a change, when `catalog` is expired once more (0: not)
 * @property {Pick<Console, 'warn'>} [log]
 */

/**
 * Follows the api's catalog version and expires the `catalog` tag whenever it moves, so every cached
 * page and api read built before the change is rendered again on its next request. The first
 * version seen expires nothing (the cache was filled from the api as it is). An api that does not
 * answer is logged once and asked again; nothing here throws, and the timer never keeps the process
 * alive.
 *
 * The version moves only once the api answers with the change. A render that read the api just
 * before and is stored just after the expiry would still hold the old answer, so `catalog` is expired
 * once more `settleMs` later.
 * @param {CatalogWatcherOptions} options
 * @returns {{ stop: () => void }}
 */
export function startCatalogWatcher({ apiUrl, expire, intervalMs = 1_000, settleMs = 2_000, log = console }) {
  const problems = failureReporter(`following the catalog version at ${apiUrl}${CATALOG_VERSION_PATH}`, log);
  /** @type {string | undefined} */
  let lastSeen;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let next;
  /** @type {NodeJS.Timeout | undefined} */
  let settle;

  const poll = async () => {
    try {
      const answer = await getJson(`${apiUrl}${CATALOG_VERSION_PATH}`, Math.max(intervalMs, 5_000));
      const { version } = CatalogVersionSchema.parse(answer);
      if (lastSeen !== undefined && version !== lastSeen && !stopped) {
        // Remembered only once expired: a failed expiry is tried again at the next poll.
        await expire([CATALOG_TAG]);
        clearTimeout(settle);
        if (settleMs > 0) {
          settle = setTimeout(() => expire([CATALOG_TAG]).catch((error) => problems.failed(error)), settleMs);
          settle.unref();
        }
      }
      lastSeen = version;
      problems.succeeded();
    } catch (error) {
      problems.failed(error);
    } finally {
      if (!stopped) {
        next = setTimeout(poll, intervalMs);
        next.unref();
      }
    }
  };
  void poll();

  return {
    stop() {
      stopped = true;
      clearTimeout(next);
      clearTimeout(settle);
    },
  };
}
