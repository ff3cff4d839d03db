#!/usr/bin/env node
// `npm run dev`: the api under `tsx watch` and the storefront under `next dev`, both reloading.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { startProcess, stopChildrenOnSignals } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// Next.js would otherwise try to send telemetry to a host this network cannot reach.
process.env.NEXT_TELEMETRY_DISABLED = '1';
loadEnvFile(root);
ensureDependencies(root);
stopChildrenOnSignals();

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.STOREFRONT_PORT ?? '3000';
startProcess('api', 'npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { env: { ...process.env, API_PORT: apiPort } });
startProcess('storefront', 'npx', ['next', 'dev', '-p', webPort], {
  cwd: join(root, 'apps/storefront'),
  env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
});
console.log(
  `Dev servers: http://sk.localhost:${webPort} · http://cz.localhost:${webPort} · http://hu.localhost:${webPort}`,
);
