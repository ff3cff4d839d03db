// One measurement in a process of its own (bench/src/sitemaps.ts starts it): the Slovak shop's first
// product sitemap file, generated as the api streams it and counted, never kept (`generate`), or its
// sitemap index, which dates every file by a grouped read of all its products (`index`). `baseline`
// does all but the generation (node, tsx, the modules, an open database), so what generating adds shows.
// `file` does what the api's route does: the first request builds the kept (gzipped) file and sends
// it, a repeated request at the same catalog version is sent from that file, as stored (`repeatMs`)
// and gunzipped for a client without gzip (`repeatPlainMs`).
// Prints one JSON line: { ms, urls, bytes, maxRssMb, heapHighMb, repeatMs?, repeatPlainMs? }.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { openDatabase } from '@stride/db';
import {
  getSitemapIndex,
  openSitemapFile,
  sitemapFileDownload,
  sitemapFilesIn,
} from '../../apps/api/src/modules/sitemaps/service';

const [databaseUrl, mode] = process.argv.slice(2);
if (!databaseUrl || (mode !== 'generate' && mode !== 'index' && mode !== 'file' && mode !== 'baseline')) {
  throw new Error('usage: sitemap-generate.ts <postgres url> generate|index|file|baseline');
}

/** Reads a body to its end, as a client would: its length in bytes. */
async function drain(body: Readable | null): Promise<number> {
  let length = 0;
  if (body) for await (const chunk of body) length += (chunk as Buffer).length;
  return length;
}

const database = await openDatabase({ databaseUrl, maxConnections: 1 });
let heapHigh = process.memoryUsage().heapUsed;
// The heap's high-water mark: sampled while the generator waits for each batch of rows.
const sampler = setInterval(() => {
  heapHigh = Math.max(heapHigh, process.memoryUsage().heapUsed);
}, 2);
try {
  const [shop] = await database.query<{ id: number }>(`SELECT id FROM web_instances WHERE locale = 'sk'`);
  if (!shop) throw new Error('the bench database has no Slovak shop');
  let urls = 0;
  let bytes = 0;
  const started = performance.now();
  const sk = { webInstanceId: shop.id, locale: 'sk' } as const;
  const options = { origin: 'https://www.stride.example', urlsPerFile: 50_000 };
  if (mode === 'index') {
    const index = await getSitemapIndex(database, sk, options);
    bytes = Buffer.byteLength(index);
    urls = index.split('<sitemap>').length - 1;
  }
  if (mode === 'generate') {
    const chunks = await openSitemapFile(database, sk, 'products-1.xml', options);
    for await (const chunk of chunks) {
      bytes += Buffer.byteLength(chunk);
      urls += chunk.split('<url>').length - 1;
      heapHigh = Math.max(heapHigh, process.memoryUsage().heapUsed);
    }
  }
  let firstMs: number | undefined;
  let repeatMs: number | undefined;
  let repeatPlainMs: number | undefined;
  if (mode === 'file') {
    const dataDir = await mkdtemp(join(tmpdir(), 'stride-bench-sitemaps-'));
    const files = sitemapFilesIn(dataDir);
    const send = async (acceptsGzip: boolean) =>
      drain(
        (await sitemapFileDownload(files, database, sk, 'products-1.xml', options, { acceptsGzip, fresh: () => false }))
          .body,
      );
    try {
      bytes = await send(true);
      const built = performance.now();
      await send(true);
      const repeated = performance.now();
      await send(false);
      repeatMs = Math.round((repeated - built) * 10) / 10;
      repeatPlainMs = Math.round((performance.now() - repeated) * 10) / 10;
      // The first request's time ends where the repeated one's begins.
      firstMs = built - started;
    } finally {
      await files.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const ms = firstMs ?? performance.now() - started;
  heapHigh = Math.max(heapHigh, process.memoryUsage().heapUsed);
  const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      urls,
      bytes,
      maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
      heapHighMb: mb(heapHigh),
      ...(repeatMs === undefined ? {} : { repeatMs, repeatPlainMs }),
    }),
  );
} finally {
  clearInterval(sampler);
  await database.close();
}
