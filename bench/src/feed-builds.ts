import { readFileSync } from 'node:fs';
import type { Locale } from '@stride/i18n';
import { type CatalogLocation, ensureCatalog } from './catalog-size';
import { waitForIdleDatabase } from './postgres';
import { startApi } from './servers';
import { shopHeaders } from './shop-pages';

/**
 * The product feeds (issue 16 §2) on PostgreSQL: how long the api takes to build and send a feed on
 * a catalog of 50,000 products, and how much memory its process needs for it, beside the same on the
 * default 1,500 products in the same run. Each feed is built in a freshly started api process (one
 * worker), so the process's peak resident memory (VmHWM) belongs to that one build.
 */

export const FEED_PATHS = {
  heureka: '/api/lib/v1/feeds/heureka.xml',
  google: '/api/lib/v1/feeds/google.xml',
} as const;
export type FeedName = keyof typeof FEED_PATHS;

export type FeedBuild = {
  feed: FeedName;
  products: number;
  /** From the request to the last byte of the first answer: reading the catalog, writing and sending. */
  buildSeconds: number;
  bytes: number;
  /** The api process's resident memory before the request and at its peak after it, in MB. */
  rssBeforeMb: number;
  peakRssMb: number;
  /** The same feed asked again at the same catalog version: served from the file. */
  cachedSeconds: number;
  /** Asked with its ETag: a 304. */
  notModifiedStatus: number;
};

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  const kb = Number(line?.replace(/\D+/g, ''));
  if (!Number.isFinite(kb)) throw new Error(`no ${field} for process ${pid}`);
  return kb / 1024;
}

/** Fetches a path to its last byte: the status, the bytes, the seconds and the ETag. */
async function download(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  if (response.body) for await (const chunk of response.body) bytes += chunk.length;
  return {
    status: response.status,
    bytes,
    seconds: (performance.now() - started) / 1000,
    etag: response.headers.get('etag') ?? '',
  };
}

async function measureOne(location: CatalogLocation, products: number, feed: FeedName, locale: Locale) {
  if (location.databaseUrl) await waitForIdleDatabase(location.databaseUrl);
  const api = await startApi({ DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl, API_WORKERS: '1' });
  try {
    const headers = shopHeaders(locale);
    // The shop's reference data read before the measured request, as in a running shop.
    await fetch(`${api.origin}/api/lib/v1/webinstance`, { headers });
    const rssBeforeMb = memoryMb(api.pid, 'VmRSS');
    const first = await download(`${api.origin}${FEED_PATHS[feed]}`, headers);
    if (first.status !== 200) throw new Error(`${feed}: ${first.status}`);
    const peakRssMb = memoryMb(api.pid, 'VmHWM');
    const cached = await download(`${api.origin}${FEED_PATHS[feed]}`, headers);
    const notModified = await download(`${api.origin}${FEED_PATHS[feed]}`, { ...headers, 'if-none-match': first.etag });
    return {
      feed,
      products,
      buildSeconds: first.seconds,
      bytes: first.bytes,
      rssBeforeMb,
      peakRssMb,
      cachedSeconds: cached.seconds,
      notModifiedStatus: notModified.status,
    } satisfies FeedBuild;
  } finally {
    await api.stop();
  }
}

/** Each feed of the Slovak shop built on each catalog size, smallest first (the baseline). */
export async function measureFeedBuilds(catalogs: { location: CatalogLocation; products: number }[]) {
  const builds: FeedBuild[] = [];
  for (const { location, products } of catalogs) {
    const present = await ensureCatalog(location, products);
    for (const feed of Object.keys(FEED_PATHS) as FeedName[]) {
      console.log(`feeds: ${feed} on ${present} products…`);
      builds.push(await measureOne(location, present, feed, 'sk'));
    }
  }
  return builds;
}

/** Each build beside the same feed on the smallest catalog of the run: time and peak memory ratios. */
export function withRatios(builds: readonly FeedBuild[]) {
  const smallest = Math.min(...builds.map((build) => build.products));
  return builds.map((build) => {
    const base = builds.find((other) => other.feed === build.feed && other.products === smallest);
    return {
      ...build,
      buildRatio: base ? build.buildSeconds / base.buildSeconds : null,
      peakRssRatio: base ? build.peakRssMb / base.peakRssMb : null,
    };
  });
}

/** The table: each build beside the same feed on the smallest catalog. */
export function printFeedBuilds(builds: readonly FeedBuild[]): void {
  console.log('\nproduct feeds (PostgreSQL, Slovak shop, one api process per build)');
  console.log(
    [
      'feed',
      'products',
      'MB',
      'build s',
      'build ÷ base',
      'peak RSS MB',
      'peak ÷ base',
      'RSS before MB',
      'cached s',
      '304',
    ].join(' | '),
  );
  for (const build of withRatios(builds)) {
    console.log(
      [
        build.feed,
        build.products,
        (build.bytes / 1_048_576).toFixed(1),
        build.buildSeconds.toFixed(2),
        build.buildRatio?.toFixed(1) ?? '-',
        build.peakRssMb.toFixed(0),
        build.peakRssRatio?.toFixed(2) ?? '-',
        build.rssBeforeMb.toFixed(0),
        build.cachedSeconds.toFixed(2),
        build.notModifiedStatus,
      ].join(' | '),
    );
  }
}
