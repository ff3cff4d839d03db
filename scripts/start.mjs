#!/usr/bin/env node
// `npm start`: install what is missing, start the api (it migrates the database and seeds it on the
// first run), build the storefront when stale, serve both, and stop both on Ctrl-C.
import { join } from 'node:path';
import { bootstrap } from './lib/bootstrap.mjs';
import { isStopping, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { buildStorefrontIfStale } from './lib/storefront-build.mjs';

const root = bootstrap();

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.STOREFRONT_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

try {
  console.log(`› Starting the api (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite in ./data'})…`);
  const api = startProcess('api', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    // Request logs would bury the addresses below; LOG_LEVEL=info brings them back.
    env: { ...process.env, API_PORT: apiPort, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
  });
  await buildStorefrontIfStale(root);
  await waitForHttp(`${apiUrl}/healthz`, { child: api, timeoutMs: 600_000 });
  const web = startProcess('storefront', 'npx', ['next', 'start', '-p', webPort], {
    cwd: join(root, 'apps/storefront'),
    env: { ...process.env, API_URL: apiUrl, NODE_ENV: 'production' },
  });
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
  console.log(`
Stride is running:
  Slovak    http://sk.localhost:${webPort}
  Czech     http://cz.localhost:${webPort}
  Hungarian http://hu.localhost:${webPort}   (http://localhost:${webPort} is the default, hu)
  API       ${apiUrl}/api/docs
Press Ctrl-C to stop.`);
  const exited = await Promise.race([api, web].map((child) => new Promise((r) => child.once('exit', () => r(child)))));
  if (isStopping()) await new Promise(() => {}); // Ctrl-C: the signal handler finishes the exit.
  console.error(`✖ ${exited.stride.name} stopped unexpectedly`);
  await stopAll();
  process.exit(1);
} catch (error) {
  if (isStopping()) await new Promise(() => {});
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
