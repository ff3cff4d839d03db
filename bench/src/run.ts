// `npm run bench`: the api's read endpoints on embedded PGlite and on PostgreSQL, each beside a bare
// Fastify route measured in the same run. Options: --duration S, --connections N, --engine E.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type LoadFigures, measure } from './load';
import { benchDatabaseUrl } from './postgres';
import { printTable, type Row } from './report';
import { startApi, startBaseline } from './servers';

const ROOT = new URL('../../', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    engine: { type: 'string', multiple: true, default: ['pglite', 'postgres'] },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const HOST = { 'x-forwarded-host': 'sk.localhost' };

async function topCategory(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/custom/categories?depth=2`, { headers: HOST });
  const body = (await res.json()) as { items: { urlName: string; externalUrl: string | null }[] };
  const category = body.items.find((c) => c.externalUrl === null);
  if (!category) throw new Error('no category to benchmark');
  return category.urlName;
}

const rows: Row[] = [];
const baselineServer = await startBaseline();
let baseline: LoadFigures;
try {
  console.log(`baseline: fastify hello, ${connections} connections, ${durationSeconds} s`);
  baseline = await measure({ url: `${baselineServer.origin}/hello`, connections, durationSeconds });
  rows.push({ engine: '-', name: 'fastify hello (baseline)', path: '/hello', ...baseline });
} finally {
  await baselineServer.stop();
}

for (const engine of values.engine) {
  const env =
    engine === 'postgres'
      ? { DATA_DIR: join(ROOT, 'data/bench'), DATABASE_URL: await benchDatabaseUrl() }
      : { DATA_DIR: join(ROOT, 'data/bench') };
  if (engine === 'postgres' && !env.DATABASE_URL) continue;
  console.log(`\n${engine}: starting the api (first run seeds the catalog)…`);
  const api = await startApi(env);
  try {
    const category = await topCategory(api.origin);
    const targets = [
      { name: 'GET webinstance', path: '/api/lib/v1/webinstance' },
      { name: 'GET category tree', path: '/api/custom/categories?depth=2' },
      { name: `GET products, 24 of a category`, path: `/api/lib/v1/products?perPage=24&category=${category}` },
    ];
    for (const target of targets) {
      console.log(`${engine}: ${target.name}`);
      const figures = await measure({
        url: `${api.origin}${target.path}`,
        connections,
        durationSeconds,
        headers: HOST,
      });
      rows.push({ engine, ...target, ...figures });
    }
  } finally {
    await api.stop();
  }
}

printTable(rows, baseline);
const resultsDir = join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      settings: { connections, durationSeconds },
      baseline,
      rows: rows.map((row) => ({
        ...row,
        reqPerSecRatio: row.reqPerSec / baseline.reqPerSec,
        p99Ratio: row.p99 / baseline.p99,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten: ${file}`);
