#!/usr/bin/env node
// `npm run seed -- --products 50000`: migrate, wipe and reseed the database of DATABASE_URL (or the
// embedded one under DATA_DIR), with a progress bar on stderr. Runs the TypeScript through tsx.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { runToEnd, stopChildrenOnSignals } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
loadEnvFile(root);
ensureDependencies(root);
stopChildrenOnSignals();
process.exit(
  await runToEnd(process.execPath, ['--import', 'tsx', 'packages/db/src/seed/cli.ts', ...process.argv.slice(2)]),
);
