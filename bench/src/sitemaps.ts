import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { ensureCatalog } from './catalog-size';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The catalog sizes compared: the seed's default and the spec's largest shop. */
export const SITEMAP_SIZES = [1_500, 50_000] as const;
const RUNS = 3;

const FiguresSchema = z.object({
  ms: z.number(),
  urls: z.number(),
  bytes: z.number(),
  maxRssMb: z.number(),
  heapHighMb: z.number(),
  /** `file` mode: a repeated request at the same catalog version, sent from the kept file (gzip, plain). */
  repeatMs: z.number().optional(),
  repeatPlainMs: z.number().optional(),
});
type Figures = z.infer<typeof FiguresSchema>;

export type SitemapSizeResult = {
  products: number;
  /** A process that opens the database and generates nothing, the same run. */
  baseline: Figures;
  /** The median run's time; the highest peak memory of the runs. */
  generate: Figures;
  /** The sitemap index (every file dated by its newest entry): the median run. */
  index: Figures;
  /**
   * As the api's route answers: the first request builds the kept gzipped file and sends it, a
   * repeated one is sent from it (repeatMs, repeatPlainMs), in the same process: the median run.
   */
  file: Figures;
};

const median = (runs: readonly Figures[]) =>
  [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)] as Figures;

function measureOnce(databaseUrl: string, mode: 'generate' | 'index' | 'file' | 'baseline'): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/sitemap-generate.ts', databaseUrl, mode], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`sitemap-generate exited with ${code}`));
      resolve(FiguresSchema.parse(JSON.parse(output.trim().split('\n').at(-1) ?? '')));
    });
  });
}

/**
 * Time and peak memory of generating a shop's product sitemap at each size, each in a fresh process
 * beside a baseline process, on PostgreSQL databases of their own (seeded once and kept).
 */
export async function measureSitemaps(benchDatabaseUrl: string): Promise<SitemapSizeResult[]> {
  const results: SitemapSizeResult[] = [];
  for (const size of SITEMAP_SIZES) {
    const databaseUrl = new URL(benchDatabaseUrl);
    databaseUrl.pathname = `${databaseUrl.pathname}_sitemaps_${size}`;
    const products = await ensureCatalog(
      { dataDir: join(ROOT, `data/bench-sitemaps-${size}`), databaseUrl: databaseUrl.toString() },
      size,
    );
    const baseline = await measureOnce(databaseUrl.toString(), 'baseline');
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(databaseUrl.toString(), 'generate'));
    const indexRuns: Figures[] = [];
    for (let run = 0; run < RUNS; run++) indexRuns.push(await measureOnce(databaseUrl.toString(), 'index'));
    const fileRuns: Figures[] = [];
    for (let run = 0; run < RUNS; run++) fileRuns.push(await measureOnce(databaseUrl.toString(), 'file'));
    results.push({
      products,
      baseline,
      index: median(indexRuns),
      file: median(fileRuns),
      generate: {
        ...median(runs),
        maxRssMb: Math.max(...runs.map((r) => r.maxRssMb)),
        heapHighMb: Math.max(...runs.map((r) => r.heapHighMb)),
      },
    });
  }
  return results;
}

/** The table, and the large catalog's figures over the small one's (memory also above its baseline). */
export function printSitemaps(results: readonly SitemapSizeResult[]): Record<string, number> {
  console.log('\nproduct sitemap (sk, products-1.xml), PostgreSQL, generator in its own process');
  console.table(
    results.map((r) => ({
      products: r.products,
      urls: r.generate.urls,
      'MB of XML': Math.round((r.generate.bytes / 1024 / 1024) * 10) / 10,
      'ms (median of 3)': r.generate.ms,
      'peak RSS MB': r.generate.maxRssMb,
      'baseline RSS MB': r.baseline.maxRssMb,
      'heap high MB': r.generate.heapHighMb,
      'baseline heap MB': r.baseline.heapHighMb,
      'index ms (median of 3)': r.index.ms,
      'index files': r.index.urls,
      'first request ms (build, gzip)': r.file.ms,
      'repeat ms (from file, gzip)': r.file.repeatMs,
      'repeat ms (from file, plain)': r.file.repeatPlainMs,
      'first / repeat': Math.round(r.file.ms / (r.file.repeatMs ?? Number.NaN)),
    })),
  );
  const [small, large] = results;
  if (!small || !large) return {};
  const ratios = {
    urls: large.generate.urls / small.generate.urls,
    time: large.generate.ms / small.generate.ms,
    peakRss: large.generate.maxRssMb / small.generate.maxRssMb,
    peakRssAboveBaseline:
      (large.generate.maxRssMb - large.baseline.maxRssMb) / (small.generate.maxRssMb - small.baseline.maxRssMb),
    heapHigh: large.generate.heapHighMb / small.generate.heapHighMb,
    indexTime: large.index.ms / small.index.ms,
    /** How many times faster a repeated request is than the first, at the large size. */
    repeatSpeedup: large.file.ms / (large.file.repeatMs ?? Number.NaN),
    repeatPlainSpeedup: large.file.ms / (large.file.repeatPlainMs ?? Number.NaN),
  };
  console.log(
    `${large.products} over ${small.products}: urls ×${ratios.urls.toFixed(1)}, time ×${ratios.time.toFixed(1)}, ` +
      `peak RSS ×${ratios.peakRss.toFixed(2)} (above baseline ×${ratios.peakRssAboveBaseline.toFixed(2)}), heap high-water ×${ratios.heapHigh.toFixed(2)}; ` +
      `index time ×${ratios.indexTime.toFixed(1)} (${small.index.ms} → ${large.index.ms} ms); ` +
      `a repeated request from the kept file ${large.file.repeatMs} ms (gzip) / ${large.file.repeatPlainMs} ms (plain) ` +
      `beside the first ${large.file.ms} ms: ×${ratios.repeatSpeedup.toFixed(0)} / ×${ratios.repeatPlainSpeedup.toFixed(0)} faster`,
  );
  return ratios;
}
