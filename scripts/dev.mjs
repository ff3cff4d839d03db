#!/usr/bin/env node
// `npm run dev`: the api under `tsx watch` and the storefront under `next dev`, both reloading.
import { join } from 'node:path';
import { bootstrap } from './lib/bootstrap.mjs';
import { startProcess } from './lib/processes.mjs';

const root = bootstrap();

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
