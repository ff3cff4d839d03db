// One measurement in a process of its own (bench/src/sitemaps.ts starts it): the Slovak shop's first
// product sitemap file, generated as the api streams it and counted, never kept (`generate`), or its
// sitemap index, which dates every file by a grouped read of all its products (`index`). `baseline`
// does all but the generation (node, tsx, the modules, an open database), so what generating adds shows.
// Prints one JSON line: { ms, urls, bytes, maxRssMb, heapHighMb }.
import { openDatabase } from '@stride/db';
import { getSitemapIndex, openSitemapFile } from '../../apps/api/src/modules/sitemaps/service';

const [databaseUrl, mode] = process.argv.slice(2);
if (!databaseUrl || (mode !== 'generate' && mode !== 'index' && mode !== 'baseline')) {
  throw new Error('usage: sitemap-generate.ts <postgres url> generate|index|baseline');
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
  const ms = performance.now() - started;
  heapHigh = Math.max(heapHigh, process.memoryUsage().heapUsed);
  const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      urls,
      bytes,
      maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
      heapHighMb: mb(heapHigh),
    }),
  );
} finally {
  clearInterval(sampler);
  await database.close();
}
