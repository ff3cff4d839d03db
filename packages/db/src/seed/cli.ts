// Seeds a database from the command line; `scripts/seed.mjs` (npm run seed) runs this file.
import { parseArgs } from 'node:util';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { DEFAULT_PRODUCT_COUNT } from './generate';
import { seed } from './seed';

const USAGE = `Usage: npm run seed -- [--products N] [--seed N] [--data-dir DIR] [--database-url URL]
  --products      number of products (default ${DEFAULT_PRODUCT_COUNT})
  --seed          PRNG seed; the same seed gives the same catalog (default 1)
  --data-dir      PGlite database and photos directory (default $DATA_DIR or ./data)
  --database-url  PostgreSQL instead of PGlite (default $DATABASE_URL)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000)
    fail(`--${name} must be a whole number from 1 to 1000000, got "${value}"`);
  return Number(value);
}

function progressBar(): (done: number, total: number) => void {
  const started = performance.now();
  const tty = process.stderr.isTTY === true;
  let lastDraw = 0;
  let lastPercent = -1;
  return (done, total) => {
    const now = performance.now();
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    // A terminal gets a redrawn bar; a log gets a line per 10 %.
    if (tty ? now - lastDraw < 100 && done < total : percent < lastPercent + 10 && done < total) return;
    lastDraw = now;
    lastPercent = percent;
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}%  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows  ${((now - started) / 1000).toFixed(1)} s`;
    process.stderr.write(tty ? `\r${line}` : `${line}\n`);
  };
}

function parseCli() {
  try {
    return parseArgs({
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

async function main(): Promise<void> {
  const args = parseCli();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const products = positiveInteger('products', args.products, DEFAULT_PRODUCT_COUNT);
  const seedNumber = positiveInteger('seed', args.seed, 1);
  const databaseUrl = args['database-url'] || process.env.DATABASE_URL || undefined;
  const dataDir = args['data-dir'] || process.env.DATA_DIR || './data';

  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    process.stderr.write(
      `Seeding ${products.toLocaleString('en')} products into ${handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${dataDir})`}…\n`,
    );
    await migrate(handle);
    const result = await seed(handle, { products, seed: seedNumber, dataDir, onProgress: progressBar() });
    process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Seeded ${result.products.toLocaleString('en')} products (${result.rows.toLocaleString('en')} rows, ${result.photosWritten} new photos) in ${seconds} s.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nSeeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
