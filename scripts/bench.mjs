#!/usr/bin/env node
// `npm run bench`: measures, prints a table, writes bench/results/<date>.json. Not a test.
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
process.exit(await runToEnd(process.execPath, ['--import', 'tsx', 'bench/src/run.ts', ...process.argv.slice(2)]));
