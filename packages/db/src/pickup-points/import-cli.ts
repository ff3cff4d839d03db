// Imports Packeta's branch feed into pickup_points: `npm run import:pickup-points -- <file or https URL>`.
// Opens the database as the seed does: DATABASE_URL (PostgreSQL), else the embedded PGlite in DATA_DIR.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { importPickupPoints } from './import-pickup-points';

const USAGE = `Usage: npm run import:pickup-points -- <feed> [--data-dir DIR] [--database-url URL]
  <feed>          Packeta's branch feed in its JSON format: a file, or an https URL
                  (https://www.zasilkovna.cz/api/v4/<api key>/branch.json)
  --data-dir      PGlite database directory (default $DATA_DIR or ./data)
  --database-url  PostgreSQL instead of PGlite (default $DATABASE_URL)
Points of Slovakia, Czechia and Hungary are inserted or updated by their Packeta id; points of
those countries the feed no longer lists are marked inactive. Other countries are skipped.`;

/** The longest a download may take; Packeta's full feed is some tens of MB. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parseCli() {
  try {
    return parseArgs({
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** The feed's text from a file or an https URL (the address is not printed: it holds the api key). */
async function readFeed(source: string): Promise<string> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    const url = new URL(source);
    if (url.protocol !== 'https:') fail(`The feed's URL must be https, got ${url.protocol}`);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The feed's server answered ${response.status} ${response.statusText}`);
    return response.text();
  }
  return readFile(source, 'utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`The feed is not JSON: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const { values: args, positionals } = parseCli();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [source, ...extra] = positionals;
  if (!source || extra.length > 0) fail('Give one feed: a file or an https URL.');
  const databaseUrl = args['database-url'] || process.env.DATABASE_URL || undefined;
  const dataDir = args['data-dir'] || process.env.DATA_DIR || './data';

  const started = performance.now();
  const feed = parseJson(await readFeed(source));
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    process.stderr.write(
      `Importing pickup points into ${handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${dataDir})`}…\n`,
    );
    await migrate(handle);
    const result = await handle.transaction((tx) => importPickupPoints(tx, feed));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const perCountry = result.countries.map((country) => `${country} ${result.importedByCountry[country]}`).join(', ');
    process.stdout.write(
      `Imported ${result.imported} pickup points${perCountry ? ` (${perCountry})` : ''}, marked ${result.deactivated} inactive; ` +
        `skipped ${result.otherCountries} of other countries and ${result.invalid} unusable, in ${seconds} s.\n`,
    );
    for (const problem of result.problems) process.stderr.write(`  unusable: ${problem}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nImport failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
