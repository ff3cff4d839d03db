#!/usr/bin/env node
// `npm run bench`: measures, prints a table, writes bench/results/<date>.json. Not a test.
import { bootstrap } from './lib/bootstrap.mjs';
import { runToEnd } from './lib/processes.mjs';

bootstrap();
process.exit(await runToEnd(process.execPath, ['--import', 'tsx', 'bench/src/run.ts', ...process.argv.slice(2)]));
