#!/usr/bin/env node
// `npm run seed -- --products 50000`: migrate, wipe and reseed the database of DATABASE_URL (or the
// embedded one under DATA_DIR), with a progress bar on stderr. Runs the TypeScript through tsx.
import { bootstrap } from './lib/bootstrap.mjs';
import { runToEnd } from './lib/processes.mjs';

bootstrap();
process.exit(
  await runToEnd(process.execPath, ['--import', 'tsx', 'packages/db/src/seed/cli.ts', ...process.argv.slice(2)]),
);
